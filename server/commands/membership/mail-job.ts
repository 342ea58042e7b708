import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { findPlan, vatLabel } from '@domain/plans';
import type { AppContext } from '../../context';
import { membershipNotices, payments, profiles, subscriptionBilling, users } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail';
import {
  membershipExpiredMail,
  membershipExpiringMail,
  paymentFailedMail,
  receiptMail,
  trialEndingMail,
} from '../../integrations/mail/templates-membership';
import { defineJob } from '../../jobs/define';

export const MEMBERSHIP_MAIL_JOB = 'membership-mail';

const MailData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('receipt'), paymentId: z.uuid() }),
  z.object({
    kind: z.literal('payment-failed'),
    paymentId: z.uuid(),
    attempt: z.number().int().min(0),
    retryOn: z.iso.datetime().nullable(),
  }),
  z.object({ kind: z.literal('trial-ending'), userId: z.uuid(), trialEnd: z.iso.datetime() }),
  z.object({ kind: z.literal('expiring'), userId: z.uuid(), expiry: z.iso.datetime() }),
  z.object({
    kind: z.literal('expired'),
    userId: z.uuid(),
    reason: z.enum(['non-payment', 'cancelled', 'lapsed']),
    expiry: z.iso.datetime().nullable(),
  }),
]);
export type MembershipMail = z.infer<typeof MailData>;

type Recipient = { userId: string; email: string; firstName: string | null };

async function recipient(ctx: AppContext, userId: string): Promise<Recipient | null> {
  const [row] = await ctx.db
    .select({ userId: users.id, email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The message to send and the notice that marks it sent, or null when there is nothing to say. */
async function compose(
  ctx: AppContext,
  data: MembershipMail,
): Promise<{ to: Recipient; notice: { kind: string; key: string }; message: MailMessage } | null> {
  const brandName = ctx.brand.name;
  const billingLink = `${ctx.publicUrl}/renew-subscription`;

  if (data.kind === 'receipt' || data.kind === 'payment-failed') {
    const [row] = await ctx.db
      .select({ payment: payments, planId: subscriptionBilling.planId })
      .from(payments)
      .leftJoin(subscriptionBilling, eq(subscriptionBilling.subscriptionId, payments.subscriptionId))
      .where(eq(payments.id, data.paymentId));
    if (!row?.payment.userId) return null;
    const to = await recipient(ctx, row.payment.userId);
    if (!to) return null;
    const p = row.payment;
    const base = { to: to.email, brandName, firstName: to.firstName, link: billingLink };
    if (data.kind === 'receipt') {
      if (p.status === 'failed') return null;
      const plan = findPlan(row.planId);
      const vat = plan?.vat ?? { kind: 'exempt' as const };
      return {
        to,
        notice: { kind: 'receipt', key: p.id },
        message: receiptMail({
          ...base,
          description: p.description,
          amountPence: p.amountPence,
          vatPence: p.vatPence,
          vatRate: vat.kind === 'inclusive' && p.vatPence > 0 ? vatLabel(vat).replace('includes VAT at ', '') : null,
          paidAt: p.paidAt ?? p.createdAt,
          periodStart: p.periodStart,
          periodEnd: p.periodEnd,
          reference: p.providerPaymentId,
        }),
      };
    }
    if (p.status !== 'failed') return null;
    return {
      to,
      notice: { kind: 'payment-failed', key: `${p.id}:${data.attempt}` },
      message: paymentFailedMail({
        ...base,
        description: p.description,
        amountPence: p.amountPence,
        reason: p.failureMessage ?? 'Your card was declined.',
        retryOn: data.retryOn ? new Date(data.retryOn) : null,
      }),
    };
  }

  const to = await recipient(ctx, data.userId);
  if (!to) return null;
  const base = { to: to.email, brandName, firstName: to.firstName, link: billingLink };
  if (data.kind === 'trial-ending') {
    const [sub] = await ctx.db
      .select()
      .from(subscriptionBilling)
      .where(eq(subscriptionBilling.userId, data.userId))
      .orderBy(subscriptionBilling.createdAt);
    const plan = findPlan(sub?.planId);
    return {
      to,
      notice: { kind: 'trial-ending', key: data.trialEnd },
      message: trialEndingMail({
        ...base,
        planName: plan?.name ?? 'your membership',
        trialEnd: new Date(data.trialEnd),
        amountPence: sub?.amountPence ?? plan?.pricePence.month ?? 0,
        interval: sub?.interval === 'year' ? 'year' : 'month',
      }),
    };
  }
  if (data.kind === 'expiring') {
    return {
      to,
      notice: { kind: 'expiring', key: data.expiry },
      message: membershipExpiringMail({ ...base, expiry: new Date(data.expiry) }),
    };
  }
  return {
    to,
    notice: { kind: 'expired', key: data.expiry ?? data.reason },
    message: membershipExpiredMail({ ...base, reason: data.reason }),
  };
}

/**
 * Sends one membership e-mail, once: the notice is written in the same
 * transaction as the send, so a retry after a failed send tries again and a
 * repeated job (a replayed event, a second sweep) sends nothing.
 */
export async function sendMembershipMail(ctx: AppContext, data: MembershipMail): Promise<boolean> {
  const composed = await compose(ctx, data);
  if (!composed) return false;
  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(membershipNotices)
      .values({ userId: composed.to.userId, ...composed.notice })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return false;
    await ctx.mailer.send(composed.message);
    return true;
  });
}

export const membershipMailJob = defineJob({
  name: MEMBERSHIP_MAIL_JOB,
  data: MailData,
  retryLimit: 5,
  handler: async (data, ctx) => {
    await sendMembershipMail(ctx, data);
  },
});

/** Whether a notice of this kind and key has gone to the user (tests and the daily sweep). */
export async function noticeSent(ctx: AppContext, userId: string, kind: string, key: string): Promise<boolean> {
  const [row] = await ctx.db
    .select()
    .from(membershipNotices)
    .where(and(eq(membershipNotices.userId, userId), eq(membershipNotices.kind, kind), eq(membershipNotices.key, key)));
  return Boolean(row);
}
