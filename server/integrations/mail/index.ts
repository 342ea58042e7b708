import type { Db } from '../../db';
import type { Env } from '../../env';
import type { Mailer } from './interface';
import { createOutboxMailer } from './sandbox';
import { createSmtpMailer } from './smtp';

export { headerText, type Mailer, type MailMessage } from './interface';

/** SMTP when SMTP_URL is set, otherwise the outbox sandbox. */
export function createMailer(db: Db, env: Env, onError?: (err: unknown) => void): Mailer {
  return env.SMTP_URL ? createSmtpMailer(db, env.SMTP_URL, env.MAIL_FROM, onError) : createOutboxMailer(db, onError);
}
