import type { FeedbackTracker, TrackerIssue } from './interface';

export type GitHubTrackerOptions = {
  token: string;
  /** owner/name */
  repo: string;
  /** Overridable for tests and GitHub Enterprise. */
  apiUrl?: string;
  timeoutMs?: number;
};

/** Creates a GitHub issue per feedback and returns its html_url (SPEC 7). */
export function createGitHubTracker(opts: GitHubTrackerOptions): FeedbackTracker {
  const base = (opts.apiUrl ?? 'https://api.github.com').replace(/\/$/, '');
  return {
    kind: 'github',
    async create(issue: TrackerIssue) {
      const res = await fetch(`${base}/repos/${opts.repo}/issues`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.token}`,
          accept: 'application/vnd.github+json',
          'content-type': 'application/json',
          'x-github-api-version': '2022-11-28',
          'user-agent': 'agent-platform',
        },
        body: JSON.stringify(issue),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`GitHub answered ${res.status}`);
      const body: unknown = await res.json();
      const url = typeof body === 'object' && body !== null && 'html_url' in body ? body.html_url : null;
      if (typeof url !== 'string') throw new Error('GitHub answered without html_url');
      return url;
    },
  };
}
