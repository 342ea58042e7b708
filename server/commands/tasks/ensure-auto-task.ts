import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { TaskPriority, TaskSource } from '@domain/tasks/schema';
import type { Executor } from '../../db';
import { tasks } from '../../db/schema';

/** An automatic task as its cause describes it. */
export type AutoTask = {
  /** What made it, unique across all tasks: `<kind>:<record>:<id>`, e.g. `balance_due:quote:<uuid>`. */
  causeKey: string;
  /** The agent whose list it goes on. */
  userId: string;
  source: Exclude<TaskSource, 'manual'>;
  title: string;
  description?: string | null;
  dueDate?: string | null;
  priority?: TaskPriority;
  /** At most one link (the tasks_one_link check). */
  quoteId?: string | null;
  bookingId?: string | null;
  passengerId?: string | null;
};

export type EnsureOutcome = 'created' | 'updated' | 'reopened' | 'left';

/**
 * Makes sure the automatic task for a cause exists: creates it the first
 * time, keeps an open one's title and due date in step with its cause, and
 * reopens one the sweep had closed when its cause comes back. A task the
 * agent completed is left alone (completing is how an agent dismisses it);
 * a deleted one has no row, so it is made again while its cause holds.
 * Safe to call any number of times and from several processes at once: the
 * cause key is unique, so there is never a second task for one cause.
 */
export async function ensureAutoTask(db: Executor, t: AutoTask, now: Date = new Date()): Promise<EnsureOutcome> {
  const [inserted] = await db
    .insert(tasks)
    .values({
      userId: t.userId,
      causeKey: t.causeKey,
      source: t.source,
      title: t.title,
      description: t.description ?? null,
      dueDate: t.dueDate ?? null,
      priority: t.priority ?? 'normal',
      quoteId: t.quoteId ?? null,
      bookingId: t.bookingId ?? null,
      passengerId: t.passengerId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: tasks.causeKey })
    .returning({ id: tasks.id });
  if (inserted) return 'created';

  // It exists: reopen it if the sweep closed it, refresh it if it is still open, else leave it.
  const [reopened] = await db
    .update(tasks)
    .set({
      status: 'open',
      autoClosedAt: null,
      completedAt: null,
      title: t.title,
      dueDate: t.dueDate ?? null,
      updatedAt: now,
    })
    .where(and(eq(tasks.causeKey, t.causeKey), isNotNull(tasks.autoClosedAt)))
    .returning({ id: tasks.id });
  if (reopened) return 'reopened';
  const [updated] = await db
    .update(tasks)
    .set({ title: t.title, dueDate: t.dueDate ?? null, updatedAt: now })
    .where(
      and(
        eq(tasks.causeKey, t.causeKey),
        ne(tasks.status, 'done'),
        or(ne(tasks.title, t.title), sql`${tasks.dueDate} is distinct from ${t.dueDate ?? null}::date`),
      ),
    )
    .returning({ id: tasks.id });
  return updated ? 'updated' : 'left';
}
