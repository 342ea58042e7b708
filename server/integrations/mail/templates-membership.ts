import { formatLongDate, formatPence } from '@domain/formats';
import type { MailMessage } from './interface';
import { layout } from './templates';

/*
 * The membership e-mails, in the layout of templates.ts: the receipt (with
 * its VAT), a failed payment and how to fix it, the trial ending, the
 * membership expiring, and the membership expired.
 */

type Base = { to: string; brandName: string; firstName?: string | null; link: string };

const hello = (firstName?: string | null) => (firstName ? `Hi ${firstName},` : 'Hello,');

function message(
  m: Base,
  subject: string,
  heading: string,
  lines: string[],
  buttonLabel: string,
  footer: string,
): MailMessage {
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${buttonLabel}: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(m.brandName, heading, lines, { label: buttonLabel, href: m.link }, footer),
  };
}

export type ReceiptMail = Base & {
  description: string;
  amountPence: number;
  vatPence: number;
  /** "20%", or null when no VAT applies. */
  vatRate: string | null;
  paidAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  reference: string;
};

/** After each successful payment: what was paid, the VAT in it and the period it covers. */
export function receiptMail(m: ReceiptMail): MailMessage {
  const period =
    m.periodStart && m.periodEnd ? `Period: ${formatLongDate(m.periodStart)} to ${formatLongDate(m.periodEnd)}` : null;
  const lines = [
    hello(m.firstName),
    `Thank you: we have received your payment to ${m.brandName}. This e-mail is your receipt.`,
    `${m.description}: ${formatPence(m.amountPence)}`,
    m.vatRate
      ? `Of which VAT at ${m.vatRate}: ${formatPence(m.vatPence)} (net ${formatPence(m.amountPence - m.vatPence)})`
      : 'No VAT was charged on this payment.',
    ...(period ? [period] : []),
    `Paid on ${formatLongDate(m.paidAt)}. Receipt reference ${m.reference}.`,
  ];
  return message(
    m,
    `Your ${m.brandName} receipt: ${formatPence(m.amountPence)}`,
    'Payment received',
    lines,
    'See your billing',
    'Keep this e-mail for your records. Your billing page lists every payment.',
  );
}

/** A renewal the card did not pay: the membership is in its grace period until the card is fixed. */
export function paymentFailedMail(
  m: Base & { description: string; amountPence: number; reason: string; retryOn: Date | null },
): MailMessage {
  const lines = [
    hello(m.firstName),
    `We could not take your payment of ${formatPence(m.amountPence)} for ${m.description}. ${m.reason}`,
    'Your membership is now in its termination period: quotes, bookings and tools are paused until the payment goes through.',
    m.retryOn
      ? `We will try your card again on ${formatLongDate(m.retryOn)}. To sort it out now, pay with another card using the button below.`
      : 'To keep your membership, pay with another card using the button below.',
  ];
  return message(
    m,
    `Action needed: your ${m.brandName} payment failed`,
    'Your payment did not go through',
    lines,
    'Pay now',
    'If you have already updated your card, you can ignore this e-mail.',
  );
}

/** Three days before a trial ends: what will be charged and when. */
export function trialEndingMail(
  m: Base & { planName: string; trialEnd: Date; amountPence: number; interval: 'month' | 'year' },
): MailMessage {
  const lines = [
    hello(m.firstName),
    `Your free trial of ${m.planName} ends on ${formatLongDate(m.trialEnd)}.`,
    `Your membership then continues at ${formatPence(m.amountPence)} per ${m.interval}, taken from the card you gave us. There is nothing you need to do.`,
    'If you would rather not continue, cancel before the trial ends and nothing will be charged.',
  ];
  return message(
    m,
    `Your ${m.brandName} trial ends on ${formatLongDate(m.trialEnd)}`,
    'Your trial is ending soon',
    lines,
    'Manage your membership',
    'Questions? Reply to this e-mail or contact the membership team.',
  );
}

/** A week before a membership that will not renew comes to an end. */
export function membershipExpiringMail(m: Base & { expiry: Date }): MailMessage {
  const lines = [
    hello(m.firstName),
    `Your ${m.brandName} membership ends on ${formatLongDate(m.expiry)} and will not renew.`,
    'After that date quotes, bookings and tools are paused. Your quotes and customers stay safe, and you can renew at any time to pick up where you left off.',
  ];
  return message(
    m,
    `Your ${m.brandName} membership ends on ${formatLongDate(m.expiry)}`,
    'Your membership is ending',
    lines,
    'Renew my membership',
    'If you have already renewed, you can ignore this e-mail.',
  );
}

/** The membership has ended: paid areas are closed until it is renewed. */
export function membershipExpiredMail(m: Base & { reason: 'non-payment' | 'cancelled' | 'lapsed' }): MailMessage {
  const why =
    m.reason === 'non-payment'
      ? 'We were not able to take payment, so your membership has now expired.'
      : m.reason === 'cancelled'
        ? 'As you asked, your membership has now been cancelled.'
        : 'Your membership has reached its end date and has now expired.';
  const lines = [
    hello(m.firstName),
    why,
    'Quotes, bookings and tools are paused. Your account, quotes and customers are kept, and renewing opens everything again straight away.',
  ];
  return message(
    m,
    `Your ${m.brandName} membership has ended`,
    'Your membership has ended',
    lines,
    'Renew my membership',
    'We would love to have you back. Questions? Contact the membership team.',
  );
}
