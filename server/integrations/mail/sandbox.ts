import type { Db } from '../../db';
import { mailOutbox } from '../../db/schema';
import { createDeferred } from './deferred';
import { safeHeaders, type Mailer, type MailMessage } from './interface';

/** Offline default: messages land in mail_outbox, readable at /dev/mailbox outside production. */
export function createOutboxMailer(db: Db, onError: (err: unknown) => void = () => undefined): Mailer {
  return {
    kind: 'outbox',
    ...createDeferred(onError),
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values({ ...safeHeaders(message), transport: 'outbox', sentAt: new Date() });
    },
  };
}
