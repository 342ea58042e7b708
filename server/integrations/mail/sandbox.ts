import type { Db } from '../../db';
import { mailOutbox } from '../../db/schema';
import type { Mailer, MailMessage } from './interface';

/** Offline default: messages land in mail_outbox, readable at /dev/mailbox outside production. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values({ ...message, transport: 'outbox', sentAt: new Date() });
    },
  };
}
