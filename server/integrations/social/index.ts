import type { Env } from '../../env';
import { createFacebookPublisher } from './facebook';
import type { SocialPublisher } from './interface';
import { createSandboxPublisher } from './sandbox';

export type { PublishInput, PublishResult, SocialPublisher } from './interface';

/** Facebook when FACEBOOK_PAGE_ID and FACEBOOK_PAGE_TOKEN are set, otherwise the sandbox. */
export function createSocialPublisher(env: Env, publicUrl: string): SocialPublisher {
  return env.FACEBOOK_PAGE_ID && env.FACEBOOK_PAGE_TOKEN
    ? createFacebookPublisher({
        pageId: env.FACEBOOK_PAGE_ID,
        pageToken: env.FACEBOOK_PAGE_TOKEN,
        graphUrl: env.FACEBOOK_GRAPH_URL,
      })
    : createSandboxPublisher(publicUrl);
}
