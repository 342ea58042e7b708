import type { Db } from '../../db';
import type { Env } from '../../env';
import { notConfigured } from '../../errors';
import type { PaymentsProvider } from './interface';
import { createSandboxPayments, type SandboxPayments } from './sandbox/sandbox';
import { createStripePayments } from './stripe';

export * from './interface';
export type { SandboxPayments } from './sandbox/sandbox';

/** The payments provider and, when it is the sandbox, its test controls (clock, card behaviour). */
export type Payments = { provider: PaymentsProvider; sandbox: SandboxPayments | null };

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, otherwise the sandbox; in
 * production the sandbox takes no new checkout unless PAYMENTS_SANDBOX=true.
 */
export function createPayments(db: Db, env: Env, publicUrl: () => string): Payments {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return {
      provider: createStripePayments({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxPayments(db, publicUrl);
  if (env.NODE_ENV === 'production' && !env.PAYMENTS_SANDBOX) {
    // A live site without Stripe must not sell memberships for a test card number.
    return {
      provider: {
        ...sandbox,
        createCheckout: () =>
          Promise.reject(
            notConfigured('Online payments are not set up yet. Please contact the membership team to join or renew.'),
          ),
      },
      sandbox,
    };
  }
  return { provider: sandbox, sandbox };
}
