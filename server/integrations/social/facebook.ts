import { composeMessage, type SocialPublisher } from './interface';

export type FacebookOptions = {
  pageId: string;
  pageToken: string;
  /** e.g. https://graph.facebook.com/v23.0 */
  graphUrl: string;
  timeoutMs?: number;
};

type GraphAnswer = { id?: unknown; error?: { message?: unknown } };

function isGraphAnswer(v: unknown): v is GraphAnswer {
  return typeof v === 'object' && v !== null;
}

/** A post on the agency's Facebook page through the Graph API (POST /{page-id}/feed). */
export function createFacebookPublisher(o: FacebookOptions): SocialPublisher {
  return {
    kind: 'facebook',
    async publish(input) {
      const body = new URLSearchParams({
        message: composeMessage(input),
        link: input.link,
        access_token: o.pageToken,
      });
      let res: Response;
      try {
        res = await fetch(`${o.graphUrl.replace(/\/$/, '')}/${encodeURIComponent(o.pageId)}/feed`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
        });
      } catch (err) {
        const why = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
        throw new Error(`Facebook ${why}. Please try again later.`, { cause: err });
      }
      let answer: unknown = null;
      try {
        answer = await res.json();
      } catch {
        // Not JSON: reported by status below.
      }
      const graph = isGraphAnswer(answer) ? answer : {};
      const problem = graph.error && typeof graph.error.message === 'string' ? graph.error.message : null;
      if (!res.ok || typeof graph.id !== 'string') {
        throw new Error(`Facebook refused the post: ${problem ?? `HTTP ${res.status}`}`);
      }
      // Page post ids are "<pageId>_<postId>"; this URL opens the post.
      return { postId: graph.id, postUrl: `https://www.facebook.com/${graph.id}` };
    },
  };
}
