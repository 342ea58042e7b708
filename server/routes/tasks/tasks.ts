import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TaskCreateSchema, TaskUpdateSchema } from '@domain/quotes/schema';
import type { Executor } from '../../db';
import { quotes, tasks } from '../../db/schema';
import { viewerOf } from '../../plugins/auth';
import { authorize, taskPolicy } from '../../policies';
import { presentTask } from '../../presenters/task';
import { UUID } from '../quotes/schema';
import { TaskListQuery, TaskListResponse, TaskParams, TaskResponse } from './schema';

function withQuote(db: Executor) {
  return db
    .select({ task: tasks, quote: { title: quotes.title, slug: quotes.slug } })
    .from(tasks)
    .leftJoin(quotes, eq(quotes.id, tasks.quoteId));
}

async function findTask(db: Executor, id: string) {
  if (!UUID.test(id)) return undefined;
  const [found] = await withQuote(db).where(eq(tasks.id, id));
  return found;
}

/** The agent's tasks: follow-ups from accepted quotes and enquiries, and their own. */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/tasks',
    {
      config: { access: '/dashboard/tasks' },
      schema: { querystring: TaskListQuery, response: { 200: TaskListResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const { status, page, pageSize } = req.query;
      const where: SQL[] = [];
      if (!taskPolicy.listAll(viewer)) where.push(eq(tasks.userId, viewer.user.id));
      if (status !== 'all') where.push(eq(tasks.status, status));
      const condition = and(...where);
      const [rows, [counted]] = await Promise.all([
        withQuote(db)
          .where(condition)
          // Open first, soonest due first (no date last), newest first among equals.
          .orderBy(asc(tasks.status), sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), desc(tasks.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(tasks).where(condition),
      ]);
      return {
        items: rows.map((r) => presentTask(r.task, r.quote)),
        total: counted?.n ?? 0,
        page,
        pageSize,
      };
    },
  );

  app.post(
    '/api/tasks',
    {
      config: { access: '/dashboard/tasks' },
      schema: { body: TaskCreateSchema, response: { 201: TaskResponse } },
    },
    async (req, reply) => {
      const [row] = await db
        .insert(tasks)
        .values({
          userId: viewerOf(req).user.id,
          title: req.body.title,
          description: req.body.description ?? null,
          dueDate: req.body.due_date ?? null,
          source: 'manual',
        })
        .returning();
      if (!row) throw new Error('insert returned no task');
      return reply.status(201).send(presentTask(row, null));
    },
  );

  app.patch(
    '/api/tasks/:id',
    {
      config: { access: '/dashboard/tasks' },
      schema: { params: TaskParams, body: TaskUpdateSchema, response: { 200: TaskResponse } },
    },
    async (req) => {
      const found = await findTask(db, req.params.id);
      authorize(viewerOf(req), 'task.update', found?.task);
      const b = req.body;
      const now = new Date();
      const [row] = await db
        .update(tasks)
        .set({
          ...(b.title !== undefined ? { title: b.title } : {}),
          ...(b.description !== undefined ? { description: b.description } : {}),
          ...(b.due_date !== undefined ? { dueDate: b.due_date } : {}),
          ...(b.status !== undefined ? { status: b.status, completedAt: b.status === 'done' ? now : null } : {}),
          updatedAt: now,
        })
        .where(eq(tasks.id, found.task.id))
        .returning();
      if (!row) throw new Error('update returned no task');
      return presentTask(row, found.quote);
    },
  );

  app.delete(
    '/api/tasks/:id',
    { config: { access: '/dashboard/tasks' }, schema: { params: TaskParams } },
    async (req, reply) => {
      const found = await findTask(db, req.params.id);
      authorize(viewerOf(req), 'task.update', found?.task);
      await db.delete(tasks).where(eq(tasks.id, found.task.id));
      return reply.status(204).send();
    },
  );
};

export default taskRoutes;
