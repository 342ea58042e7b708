import { forbidden, notFound } from '../errors';
import type { ProfileRow, Viewer } from '../lib/viewer';
import type { ArticleRow } from '../db/schema/articles';
import { articlePolicy } from './blog';
import { capturePolicy, tokenPolicy, type CaptureRow, type TokenRow } from './captures';
import { feedbackPolicy, type FeedbackRow } from './feedback';
import { liveBookingPolicy, type LiveOwnedRow } from './live';
import { passengerPolicy, householdPolicy, type PassengerOwnerRow } from './passengers';
import { peoplePolicy } from './leads';
import { profilePolicy } from './profiles';
import { trainingPolicy, type LearnableCourse } from './training';
import { supplierPolicy, type SupplierActiveRow } from './suppliers';
import { quotePolicy, type QuoteKindRow, type QuoteOwnerRow } from './quotes';
import { taskPolicy, type TaskAssignment, type TaskRow } from './tasks';

/** Every rule that looks at a row, by action, with the least of the row it needs. */
type Rules = {
  'feedback.read': Pick<FeedbackRow, 'userId'>;
  'profile.change-role': Pick<ProfileRow, 'id'>;
  'user.manage': Pick<ProfileRow, 'id'>;
  'quote.read': QuoteOwnerRow;
  'quote.create': QuoteKindRow;
  'quote.update': QuoteOwnerRow;
  'quote.delete': QuoteOwnerRow;
  'quote.post-social': QuoteOwnerRow;
  'task.update': Pick<TaskRow, 'userId'>;
  'task.assign': TaskAssignment;
  'live-booking.read': LiveOwnedRow;
  'live-booking.cancel': LiveOwnedRow;
  'training-course.learn': LearnableCourse;
  'supplier.read': SupplierActiveRow;
  'passenger.read': PassengerOwnerRow;
  'passenger.update': PassengerOwnerRow;
  'passenger.data-request': PassengerOwnerRow;
  'household.update': PassengerOwnerRow;
  'article.manage': Pick<ArticleRow, 'id'>;
  'capture.manage': Pick<CaptureRow, 'userId'>;
  'token.revoke': Pick<TokenRow, 'userId'>;
};
export type Action = keyof Rules;

const RULES: { [A in Action]: (viewer: Viewer, row: Rules[A]) => boolean } = {
  'feedback.read': feedbackPolicy.read,
  'profile.change-role': profilePolicy.changeRole,
  'user.manage': peoplePolicy.manage,
  'quote.read': quotePolicy.read,
  'quote.create': quotePolicy.create,
  'quote.update': quotePolicy.update,
  'quote.delete': quotePolicy.delete,
  'quote.post-social': quotePolicy.postSocial,
  'task.update': taskPolicy.update,
  'task.assign': taskPolicy.assign,
  'live-booking.read': liveBookingPolicy.read,
  'live-booking.cancel': liveBookingPolicy.cancel,
  'training-course.learn': trainingPolicy.learn,
  'supplier.read': supplierPolicy.read,
  'passenger.read': passengerPolicy.read,
  'passenger.update': passengerPolicy.update,
  'passenger.data-request': passengerPolicy.dataRequest,
  'household.update': householdPolicy.update,
  'article.manage': articlePolicy.manage,
  'capture.manage': capturePolicy.manage,
  'token.revoke': tokenPolicy.revoke,
};

/**
 * The one gate routes call with a loaded row. A missing row and a row the
 * viewer may not touch answer the same 404, so ids cannot be probed.
 */
export function authorize<A extends Action, R extends Rules[A]>(
  viewer: Viewer,
  action: A,
  row: R | null | undefined,
): asserts row is R {
  if (!row || !RULES[action](viewer, row)) throw notFound();
}

/**
 * For a write with no row yet (creating a standard quote, say): a 403, since
 * there is nothing whose existence could be probed.
 */
export function authorizeNew<A extends Action>(viewer: Viewer, action: A, draft: Rules[A]): void {
  if (!RULES[action](viewer, draft)) throw forbidden();
}

export { feedbackPolicy, liveBookingPolicy, profilePolicy, quotePolicy, taskPolicy };
export { ownerScope } from './helpers';
