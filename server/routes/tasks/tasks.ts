import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { londonNow } from '@domain/live/dates';
import { addDays } from '@domain/tasks/due';
import {
  TaskCreateSchema,
  TaskUpdateSchema,
  type TaskDueFilter,
  type TaskLinkFilter,
  type TaskSort,
  type TaskStatusFilter,
  type TaskUpdateInput,
} from '@domain/tasks/schema';
import type { Executor } from '../../db';
import { passengers, profiles, quotes, tasks } from '../../db/schema';
import { escapeLike, paginate, searchColumns } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { scopeToOwner } from '../../policies/scope';
import { presentTask } from '../../presenters/task';
import { ASSIGNABLE_ROLES, checkTaskRefs } from './refs';
import {
  AssigneeQuery,
  TaskAssigneesResponse,
  TaskListQuery,
  TaskListResponse,
  TaskParams,
  TaskResponse,
  TaskSummaryResponse,
} from './schema';

/** A task with what its answer shows of its quote, passenger and assignee. */
function withRelations(db: Executor) {
  return db
    .select({
      task: tasks,
      quote: { title: quotes.title, slug: quotes.slug },
      passenger: { firstName: passengers.firstName, lastName: passengers.lastName },
      assignee: { firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email },
    })
    .from(tasks)
    .leftJoin(quotes, eq(quotes.id, tasks.quoteId))
    .leftJoin(passengers, eq(passengers.id, tasks.passengerId))
    .leftJoin(profiles, eq(profiles.id, tasks.userId));
}

type Found = Awaited<ReturnType<typeof withRelations>>[number];

async function findTask(db: Executor, id: string | null): Promise<Found | undefined> {
  if (!id) return undefined;
  const [found] = await withRelations(db).where(eq(tasks.id, id));
  return found;
}

const present = (r: Found, now: Date) => presentTask(r.task, r, now);

/** London's date and 'HH:MM' now: the day "today" and "overdue" are counted in. */
function clock(now: Date) {
  const [today, time] = londonNow(now).split('T') as [string, string];
  return { today, time };
}

const notDone = ne(tasks.status, 'done');

function overdueSql(now: Date) {
  const { today, time } = clock(now);
  return and(
    notDone,
    or(
      lt(tasks.dueDate, today),
      and(eq(tasks.dueDate, today), isNotNull(tasks.dueTime), lt(tasks.dueTime, `${time}:00`)),
    ),
  );
}

function statusSql(status: TaskStatusFilter) {
  if (status === 'all') return undefined;
  if (status === 'active') return notDone;
  return eq(tasks.status, status);
}

function dueSql(due: TaskDueFilter, now: Date) {
  const { today } = clock(now);
  if (due === 'today') return eq(tasks.dueDate, today);
  if (due === 'overdue') return overdueSql(now);
  if (due === 'week') return and(gte(tasks.dueDate, today), lte(tasks.dueDate, addDays(today, 6)));
  return undefined;
}

function linkSql(link: TaskLinkFilter) {
  if (link === 'quote') return isNotNull(tasks.quoteId);
  if (link === 'booking') return isNotNull(tasks.bookingId);
  if (link === 'passenger') return isNotNull(tasks.passengerId);
  if (link === 'none') return and(isNull(tasks.quoteId), isNull(tasks.bookingId), isNull(tasks.passengerId));
  return undefined;
}

const priorityRank = sql`case ${tasks.priority} when 'high' then 0 when 'normal' then 1 else 2 end`;
const dueFirst = [
  sql`${tasks.dueDate} asc nulls last`,
  sql`${tasks.dueTime} asc nulls last`,
  priorityRank,
  desc(tasks.createdAt),
  desc(tasks.id),
];
const ORDER: Record<TaskSort, ReturnType<typeof sql>[]> = {
  // Not-done tasks before done ones when both are shown, then the soonest due.
  due_asc: [sql`(${tasks.status} = 'done')`, ...dueFirst],
  priority: [sql`(${tasks.status} = 'done')`, priorityRank, ...dueFirst],
  created_desc: [sql`${tasks.createdAt} desc`, sql`${tasks.id} desc`],
  updated_desc: [sql`${tasks.updatedAt} desc`, sql`${tasks.id} desc`],
};

/** The columns a create or change writes, from the fields it sent. */
function changes(b: TaskUpdateInput, now: Date) {
  const linkSent = b.quote_id !== undefined || b.booking_id !== undefined || b.passenger_id !== undefined;
  return {
    ...(b.title !== undefined ? { title: b.title } : {}),
    ...(b.description !== undefined ? { description: b.description || null } : {}),
    ...(b.due_date !== undefined ? { dueDate: b.due_date } : {}),
    ...(b.due_time !== undefined ? { dueTime: b.due_time } : {}),
    ...(b.priority !== undefined ? { priority: b.priority } : {}),
    ...(b.assignee_id !== undefined ? { userId: b.assignee_id } : {}),
    // A task links to one record at most: a link sent replaces the one it had.
    ...(linkSent
      ? { quoteId: b.quote_id ?? null, bookingId: b.booking_id ?? null, passengerId: b.passenger_id ?? null }
      : {}),
    // The agent took the status in hand: the sweep no longer reopens it.
    ...(b.status !== undefined
      ? { status: b.status, completedAt: b.status === 'done' ? now : null, autoClosedAt: null }
      : {}),
  };
}

/**
 * The agents' tasks (issue 11): their own, ones a manager gave them and
 * automatic ones (a quote accepted, a balance due soon, a passport expiring).
 * Managers and admins see and change everyone's and assign to others.
 */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/tasks',
    {
      config: { access: 'tasks.read' },
      schema: { querystring: TaskListQuery, response: { 200: TaskListResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const { status, due, link, owner, q, sort, page, pageSize } = req.query;
      const now = new Date();
      const query = withRelations(db)
        .where(
          and(
            scopeToOwner(viewer, 'tasks.read.all', tasks.userId),
            owner === 'mine' ? eq(tasks.userId, viewer.user.id) : undefined,
            statusSql(status),
            dueSql(due, now),
            linkSql(link),
            searchColumns(q, [tasks.title, tasks.description], { useIndexes: false }),
          ),
        )
        .$dynamic();
      const list = await paginate(db, query, { orderBy: ORDER[sort], page, pageSize });
      return { ...list, items: list.items.map((r) => present(r, now)) };
    },
  );

  app.get(
    '/api/tasks/summary',
    { config: { access: 'tasks.read' }, schema: { response: { 200: TaskSummaryResponse } } },
    async (req) => {
      const me = viewerOf(req).user.id;
      const now = new Date();
      const { today } = clock(now);
      const mine = and(eq(tasks.userId, me), notDone);
      const [counts] = await db
        .select({
          open: count(),
          overdue: sql<number>`count(*) filter (where ${overdueSql(now)})`.mapWith(Number),
          dueToday: sql<number>`count(*) filter (where ${tasks.dueDate} = ${today})`.mapWith(Number),
        })
        .from(tasks)
        .where(mine);
      const next = await withRelations(db)
        .where(mine)
        .orderBy(...dueFirst)
        .limit(5);
      return {
        open: counts?.open ?? 0,
        overdue: counts?.overdue ?? 0,
        due_today: counts?.dueToday ?? 0,
        next: next.map((r) => present(r, now)),
      };
    },
  );

  app.get(
    '/api/tasks/assignees',
    {
      config: { access: 'tasks.assign' },
      schema: { querystring: AssigneeQuery, response: { 200: TaskAssigneesResponse } },
    },
    async (req) => {
      const pattern = req.query.q ? `%${escapeLike(req.query.q)}%` : undefined;
      const rows = await db
        .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
        .from(profiles)
        .where(
          and(
            inArray(profiles.role, [...ASSIGNABLE_ROLES]),
            pattern
              ? or(
                  ilike(profiles.firstName, pattern),
                  ilike(profiles.lastName, pattern),
                  ilike(profiles.email, pattern),
                  sql`(${profiles.firstName} || ' ' || ${profiles.lastName}) ilike ${pattern}`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(profiles.email))
        .limit(20);
      return {
        items: rows.map((p) => ({
          id: p.id,
          name: [p.firstName, p.lastName].filter((s) => s && s.trim()).join(' ') || p.email,
        })),
      };
    },
  );

  app.post(
    '/api/tasks',
    {
      config: { access: 'tasks.write' },
      schema: { body: TaskCreateSchema, response: { 201: TaskResponse } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      await checkTaskRefs(db, viewer, req.body);
      const now = new Date();
      const [row] = await db
        .insert(tasks)
        .values({
          userId: viewer.user.id,
          createdBy: viewer.user.id,
          title: req.body.title,
          source: 'manual',
          ...changes(req.body, now),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tasks.id });
      const found = await findTask(db, row?.id ?? null);
      if (!found) throw new Error('insert returned no task');
      return reply.status(201).send(present(found, now));
    },
  );

  app.patch(
    '/api/tasks/:id',
    {
      config: { access: 'tasks.write' },
      schema: { params: TaskParams, body: TaskUpdateSchema, response: { 200: TaskResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findTask(db, req.params.id);
      authorize(viewer, 'task.update', found?.task);
      await checkTaskRefs(db, viewer, req.body);
      const now = new Date();
      await db
        .update(tasks)
        .set({ ...changes(req.body, now), updatedAt: now })
        .where(eq(tasks.id, found.task.id));
      const saved = await findTask(db, found.task.id);
      if (!saved) throw new Error('update lost the task');
      return present(saved, now);
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
