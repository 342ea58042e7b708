import type { TaskDto } from '@domain/quotes/schema';
import { TASK_SOURCES, TASK_STATUSES } from '@domain/quotes/schema';
import type { TaskRow } from '../policies/quotes';

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/** A task with the quote it came from (title and slug, when the quote still exists). */
export function presentTask(row: TaskRow, quote: { title: string; slug: string } | null): TaskDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: oneOf(TASK_STATUSES, row.status, 'open'),
    due_date: row.dueDate,
    quote_id: row.quoteId,
    quote_title: quote?.title ?? null,
    quote_slug: quote?.slug ?? null,
    source: oneOf(TASK_SOURCES, row.source, 'manual'),
    contact: row.contact ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
