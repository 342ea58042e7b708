import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';
import { notFound } from '../../errors';

const OutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

/**
 * Developer tools: the mail outbox behind /dev/mailbox. Absent in production
 * unless DEV_TOOLS=true, because it shows every account's links.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    { config: { access: 'public' }, schema: { response: { 200: z.array(OutboxItemSchema) } } },
    async () => {
      if (!app.ctx.devTools) throw notFound();
      const rows = await app.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
};

export default devRoutes;
