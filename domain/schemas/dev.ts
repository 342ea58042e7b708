import { z } from 'zod';

/** One message of GET /api/dev/outbox (mail kept in the database when no SMTP server is set). */
export const OutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxItemSchema>;

export const OutboxSchema = z.array(OutboxItemSchema);

/** GET /api/chat/hash: the HMAC of the user's e-mail the chat widget verifies (SPEC 7). */
export const ChatHashSchema = z.object({ hash: z.string() });
export type ChatHash = z.infer<typeof ChatHashSchema>;
