import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TaskCreateSchema, TaskUpdateSchema } from '@domain/quotes/schema';
import type { Executor } from '../../db';
import { quotes, tasks } from '../../db/schema';
import { paginate } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { scopeToOwner } from '../../policies/scope';
import { presentTask } from '../../presenters/task';
import { TaskListQuery, TaskListResponse, TaskParams, TaskResponse } from './schema';

function withQuote(db: Executor) {
  return db
    .select({ task: tasks, quote: { title: quotes.title, slug: quotes.slug } })
    .from(tasks)
    .leftJoin(quotes, eq(quotes.id, tasks.quoteId));
}

async function findTask(db: Executor, id: string | null) {
  if (!id) return undefined;
  const [found] = await withQuote(db).where(eq(tasks.id, id));
  return found;
}

/** The agent's tasks: follow-ups from accepted quotes and enquiries, and their own. */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/tasks',
    {
      config: { access: 'tasks.read' },
      schema: { querystring: TaskListQuery, response: { 200: TaskListResponse } },
    },
    async (req) => {
      const { status, page, pageSize } = req.query;
      const query = withQuote(db)
        .where(
          and(
            scopeToOwner(viewerOf(req), 'tasks.read.all', tasks.userId),
            status === 'all' ? undefined : eq(tasks.status, status),
          ),
        )
        .$dynamic();
      // Open first, soonest due first (no date last), newest first among equals.
      const orderBy = [asc(tasks.status), sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), desc(tasks.id)];
      const list = await paginate(db, query, { orderBy, page, pageSize });
      return { ...list, items: list.items.map((r) => presentTask(r.task, r.quote)) };
    },
  );

  app.post(
    '/api/tasks',
    {
      config: { access: 'tasks.write' },
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
      config: { access: 'tasks.write' },
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
    { config: { access: 'tasks.write' }, schema: { params: TaskParams } },
    async (req, reply) => {
      const found = await findTask(db, req.params.id);
      authorize(viewerOf(req), 'task.update', found?.task);
      await db.delete(tasks).where(eq(tasks.id, found.task.id));
      return reply.status(204).send();
    },
  );
};

export default taskRoutes;
