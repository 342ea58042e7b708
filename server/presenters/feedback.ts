import { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES, FEEDBACK_TYPES } from '@domain/schemas/feedback';
import type { FeedbackRow } from '../policies/feedback';

type Submitter = { firstName: string | null; lastName: string | null; email: string | null } | null;

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/** A feedback item as the API shows it, with who sent it. */
export function presentFeedback(row: FeedbackRow, submitter: Submitter) {
  const name = [submitter?.firstName, submitter?.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: oneOf(FEEDBACK_TYPES, row.type, 'feature'),
    priority: oneOf(FEEDBACK_PRIORITIES, row.priority, 'medium'),
    category: oneOf(FEEDBACK_CATEGORIES, row.category, 'general'),
    labels: row.labels,
    trackerUrl: row.trackerUrl,
    createdAt: row.createdAt.toISOString(),
    submitterName: name || null,
    submitterEmail: submitter?.email ?? null,
  };
}
