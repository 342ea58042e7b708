import { notFound } from '../errors';
import type { ProfileRow, Viewer } from '../lib/viewer';
import { feedbackPolicy, type FeedbackRow } from './feedback';
import { profilePolicy } from './profiles';
import { quotePolicy, taskPolicy, type QuoteRow, type TaskRow } from './quotes';

type Rules = {
  'feedback.read': FeedbackRow;
  'profile.change-role': ProfileRow;
  'quote.read': QuoteRow;
  'quote.update': QuoteRow;
  'quote.delete': QuoteRow;
  'task.update': TaskRow;
};
export type Action = keyof Rules;

const RULES: { [A in Action]: (viewer: Viewer, row: Rules[A]) => boolean } = {
  'feedback.read': feedbackPolicy.read,
  'profile.change-role': profilePolicy.changeRole,
  'quote.read': quotePolicy.read,
  'quote.update': quotePolicy.update,
  'quote.delete': quotePolicy.delete,
  'task.update': taskPolicy.update,
};

/**
 * The one gate routes call with a loaded row. A missing row and a row the
 * viewer may not touch answer the same 404, so ids cannot be probed.
 */
export function authorize<A extends Action>(
  viewer: Viewer,
  action: A,
  row: Rules[A] | null | undefined,
): asserts row is Rules[A] {
  if (!row || !RULES[action](viewer, row)) throw notFound();
}

export { feedbackPolicy, profilePolicy, quotePolicy, taskPolicy };
export { isAdmin, isOwner } from './helpers';
