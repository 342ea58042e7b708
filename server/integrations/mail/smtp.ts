import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db';
import { mailOutbox } from '../../db/schema';
import { createDeferred } from './deferred';
import { safeHeaders, type Mailer, type MailMessage } from './interface';

/**
 * Real delivery over SMTP_URL. The row in mail_outbox records what was sent
 * and whether the server accepted it; a failure is logged on the row rather
 * than failing the user's request (they can ask for the e-mail again).
 */
export function createSmtpMailer(
  db: Db,
  smtpUrl: string,
  from: string,
  onError: (err: unknown) => void = () => undefined,
): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    ...createDeferred(onError),
    async send(unsafe: MailMessage) {
      const message = safeHeaders(unsafe);
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, transport: 'smtp' })
        .returning({ id: mailOutbox.id });
      try {
        await transport.sendMail({ from, ...message });
        if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        onError(err);
        const reason = err instanceof Error ? err.message : String(err);
        if (row)
          await db
            .update(mailOutbox)
            .set({ error: reason.slice(0, 500) })
            .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
