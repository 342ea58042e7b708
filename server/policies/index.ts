import { notFound } from '../errors';
import type { ProfileRow, Viewer } from '../lib/viewer';
import { feedbackPolicy, type FeedbackRow } from './feedback';
import { profilePolicy } from './profiles';

type Rules = {
  'feedback.read': FeedbackRow;
  'profile.change-role': ProfileRow;
};
export type Action = keyof Rules;

const RULES: { [A in Action]: (viewer: Viewer, row: Rules[A]) => boolean } = {
  'feedback.read': feedbackPolicy.read,
  'profile.change-role': profilePolicy.changeRole,
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

export { feedbackPolicy, profilePolicy };
export { isAdmin, isOwner } from './helpers';
