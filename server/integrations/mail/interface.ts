/** One e-mail as the templates build it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends mail; every message is also kept in mail_outbox with its transport. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Runs mail work (finding the account, issuing its link, sending) after the
   * request has been answered, so an answer takes as long whether or not an
   * account exists. Failures go to the mailer's error handler.
   */
  defer(work: () => Promise<void>): void;
  /** Resolves when every deferred piece of work has finished (shutdown, tests). */
  idle(): Promise<void>;
}

/**
 * Text fit for a mail header: line breaks and other control characters become
 * one space, so user text (a quote title, a name) can never start a header of
 * its own.
 */
export function headerText(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    const control = code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029;
    out += control ? ' ' : ch;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** The message with its header fields made safe; the mailers send only this. */
export function safeHeaders(message: MailMessage): MailMessage {
  return { ...message, to: headerText(message.to), subject: headerText(message.subject) };
}
