/** One e-mail as the templates build it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends mail; every message is also kept in mail_outbox with its transport. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
