import type { Env } from '../../env';
import { createGitHubTracker } from './github';
import type { FeedbackTracker } from './interface';
import { createDatabaseTracker } from './sandbox';

export type { FeedbackTracker, TrackerIssue } from './interface';

/** GitHub when GITHUB_TOKEN and GITHUB_REPO are set, otherwise the database sandbox. */
export function createFeedbackTracker(env: Env): FeedbackTracker {
  return env.GITHUB_TOKEN && env.GITHUB_REPO
    ? createGitHubTracker({
        token: env.GITHUB_TOKEN,
        repo: env.GITHUB_REPO,
        apiUrl: env.GITHUB_API_URL,
      })
    : createDatabaseTracker();
}
