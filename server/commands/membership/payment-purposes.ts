import type { Tx } from '../../db';
import type { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentPurposeHandler = (tx: Tx, payment: PaymentRow) => Promise<void>;

/**
 * What follows a one-off payment, by the `purpose` its checkout was started
 * with (e.g. a customer's booking deposit). Each handler runs inside the
 * webhook's transaction, once per payment: a replayed event never reaches it.
 * Areas that take one-off payments add one line here.
 */
export const PAYMENT_PURPOSE_HANDLERS: Partial<Record<string, PaymentPurposeHandler>> = {};
