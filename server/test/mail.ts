import type { FastifyInstance } from 'fastify';

type OutboxItem = { to: string; subject: string; text: string; html: string };

/**
 * The newest message to an address, read the way a developer would: through
 * /api/dev/outbox, once the mail work deferred past its answer has finished.
 */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<OutboxItem | undefined> {
  await app.ctx.mailer.idle();
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const items: OutboxItem[] = res.json();
  return items.find((m) => m.to === to);
}

/** The token of the first link in a message whose path starts with `path`. */
export function tokenFromMail(mail: OutboxItem | undefined, path: string): string {
  const match = mail?.text.match(new RegExp(`https?://[^\\s]*${path.replace(/[?/]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in ${mail?.text ?? 'no mail'}`);
  const token = new URL(match[0]).searchParams.get('token');
  if (!token) throw new Error('link has no token');
  return token;
}
