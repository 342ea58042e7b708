import { and, eq, isNotNull, like, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { tasks } from '../../db/schema';
import { escapeLike } from '../../lib/list';

const closed = (now: Date) => ({ status: 'done', autoClosedAt: now, completedAt: now, updatedAt: now });

/**
 * Closes the automatic task of a cause that has gone away (the balance was
 * paid, the quote is no longer accepted, the passport was renewed). Marks it
 * done as closed by the system, so the cause coming back reopens it. Returns
 * whether an open task was closed.
 */
export async function closeAutoTask(db: Executor, causeKey: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set(closed(now))
    .where(and(eq(tasks.causeKey, causeKey), ne(tasks.status, 'done')))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/**
 * The sweep's half of closing: every open automatic task whose cause key
 * starts with `prefix` ('balance_due:quote:') and is not among `current`
 * (the causes that still hold) is closed. `userId` narrows it to one agent.
 * Returns how many were closed.
 */
export async function closeAutoTasksExcept(
  db: Executor,
  opts: { prefix: string; current: readonly string[]; userId?: string },
  now: Date = new Date(),
): Promise<number> {
  const rows = await db
    .update(tasks)
    .set(closed(now))
    .where(
      and(
        isNotNull(tasks.causeKey),
        like(tasks.causeKey, `${escapeLike(opts.prefix)}%`),
        ne(tasks.status, 'done'),
        opts.current.length > 0
          ? sql`not (${tasks.causeKey} = any(${sql.param([...opts.current])}::text[]))`
          : undefined,
        opts.userId ? eq(tasks.userId, opts.userId) : undefined,
      ),
    )
    .returning({ id: tasks.id });
  return rows.length;
}
