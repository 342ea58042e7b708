import type { SocialPublisher } from './interface';

/**
 * The built-in sandbox: nothing leaves the app. The posted row itself is the
 * in-app Posted Deals feed, and the UI labels it "Sandbox".
 */
export function createSandboxPublisher(publicUrl: string): SocialPublisher {
  return {
    kind: 'sandbox',
    async publish({ postId }) {
      return { postId: `sandbox-${postId}`, postUrl: `${publicUrl}/dashboard/posted-deals#${postId}` };
    },
  };
}
