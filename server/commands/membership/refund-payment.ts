import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { payments, refunds } from '../../db/schema';
import { conflict, notFound, validation } from '../../errors';
import { callProvider } from './provider-call';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Gives money back against a payment (a membership invoice or a one-off
 * payment such as a booking deposit): the whole remainder, or part of it.
 * The refund is recorded as the provider answered; the payment's refunded
 * amount follows from the provider's charge.refunded webhook, like every
 * other change of state.
 */
export async function refundPayment(
  ctx: AppContext,
  input: { paymentId: string; amountPence?: number; reason: string; by: string | null },
): Promise<RefundRow> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!payment) throw notFound('This payment could not be found.');
  const provider = ctx.payments.provider;
  if (payment.provider !== provider.kind || !payment.providerChargeId) {
    throw conflict('This payment cannot be refunded here.');
  }
  if (payment.status !== 'succeeded' && payment.status !== 'partially_refunded') {
    throw conflict('Only a payment that went through can be refunded.');
  }
  const remaining = payment.amountPence - payment.refundedPence;
  const amount = input.amountPence ?? remaining;
  if (!Number.isInteger(amount) || amount < 1 || amount > remaining) {
    throw validation({ amountPence: `Refund between 1p and the ${remaining}p not yet refunded` });
  }
  const chargeId = payment.providerChargeId;
  const result = await callProvider(() => provider.refund({ chargeId, amountPence: amount, reason: input.reason }));
  const [row] = await ctx.db
    .insert(refunds)
    .values({
      paymentId: payment.id,
      provider: provider.kind,
      providerRefundId: result.refundId,
      amountPence: result.amountPence,
      reason: input.reason,
      status: result.status,
      createdBy: input.by,
    })
    .returning();
  if (!row) throw new Error('The refund was not recorded.');
  return row;
}
