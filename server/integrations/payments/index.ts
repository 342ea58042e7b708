import type { Db } from '../../db';
import type { Env } from '../../env';
import type { PaymentsProvider } from './interface';
import { createSandboxPayments, type SandboxPayments } from './sandbox/sandbox';
import { createStripePayments } from './stripe';

export * from './interface';
export type { SandboxPayments } from './sandbox/sandbox';

/** The payments provider and, when it is the sandbox, its test controls (clock, card behaviour). */
export type Payments = { provider: PaymentsProvider; sandbox: SandboxPayments | null };

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, otherwise the sandbox. */
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
  return { provider: sandbox, sandbox };
}
