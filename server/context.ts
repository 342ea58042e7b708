import type { Brand } from '@domain/brand';
import type { Db } from './db';
import type { Env } from './env';
import type { FeedbackTracker } from './integrations/feedback-tracker';
import type { Mailer } from './integrations/mail';
import type { Payments } from './integrations/payments';
import type { Suppliers } from './integrations/suppliers';
import type { JobQueue } from './jobs';
import type { EventHub } from './lib/events';

/** What every route can reach through `app.ctx`. */
export type AppContext = {
  db: Db;
  env: Env;
  brand: Brand;
  /** Public origin used in e-mail links, e.g. http://localhost:3000 */
  publicUrl: string;
  /** Outside production: the dev outbox API and /dev/mailbox are on. */
  devTools: boolean;
  mailer: Mailer;
  feedbackTracker: FeedbackTracker;
  /** Live hotel and car suppliers (sandbox unless configured). */
  suppliers: Suppliers;
  /** Per-user realtime events over Postgres LISTEN/NOTIFY. */
  events: EventHub;
  /** Background and scheduled work (pg-boss on this database); see server/jobs/. */
  jobs: JobQueue;
  /** Membership and customer payments: Stripe when configured, else the sandbox (with its test controls). */
  payments: Payments;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
