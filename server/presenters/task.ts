import { isOverdue } from '@domain/tasks/due';
import type { TaskDto } from '@domain/tasks/responses';
import { TASK_PRIORITIES, TASK_SOURCES, TASK_STATUSES } from '@domain/tasks/schema';
import type { TaskRow } from '../policies/tasks';

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/** What a task answer shows of the rows it points at. */
export type TaskRelations = {
  quote: { title: string; slug: string } | null;
  passenger: { firstName: string; lastName: string } | null;
  assignee: { firstName: string | null; lastName: string | null; email: string } | null;
};

/** A person's name as the dashboard shows it: first and last name, else the e-mail. */
export function personName(p: { firstName: string | null; lastName: string | null; email: string }): string {
  return [p.firstName, p.lastName].filter((s) => s && s.trim()).join(' ') || p.email;
}

/** A task with the quote or passenger it links to and its assignee; `overdue` by `now`. */
export function presentTask(row: TaskRow, rel: TaskRelations, now: Date = new Date()): TaskDto {
  const status = oneOf(TASK_STATUSES, row.status, 'open');
  const dueTime = row.dueTime ? row.dueTime.slice(0, 5) : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status,
    priority: oneOf(TASK_PRIORITIES, row.priority, 'normal'),
    due_date: row.dueDate,
    due_time: dueTime,
    overdue: isOverdue({ status, due_date: row.dueDate, due_time: dueTime }, now),
    quote_id: row.quoteId,
    quote_title: rel.quote?.title ?? null,
    quote_slug: rel.quote?.slug ?? null,
    booking_id: row.bookingId,
    passenger_id: row.passengerId,
    passenger_name: rel.passenger ? `${rel.passenger.firstName} ${rel.passenger.lastName}`.trim() : null,
    source: oneOf(TASK_SOURCES, row.source, 'manual'),
    automatic: row.causeKey !== null,
    assignee: { id: row.userId, name: rel.assignee ? personName(rel.assignee) : 'Unknown agent' },
    contact: row.contact ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
