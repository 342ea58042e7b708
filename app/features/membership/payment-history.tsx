import { formatLongDate, formatPence } from '@domain/formats';
import type { BillingPaymentDto } from '@domain/membership-billing';
import { Badge, type BadgeVariant } from '~/components/ui/badge';

const STATUS: Record<BillingPaymentDto['status'], { label: string; badge: BadgeVariant }> = {
  succeeded: { label: 'Paid', badge: 'success' },
  failed: { label: 'Failed', badge: 'destructive' },
  refunded: { label: 'Refunded', badge: 'secondary' },
  partially_refunded: { label: 'Part refunded', badge: 'secondary' },
};

/** The member's payments, newest first: what, when, how much and the VAT in it. */
export function PaymentHistory({ payments }: { payments: readonly BillingPaymentDto[] }) {
  return (
    <section aria-labelledby="payments-title" className="space-y-2">
      <h3 id="payments-title" className="text-sm font-semibold text-ink">
        Payments
      </h3>
      {payments.length === 0 ? (
        <p className="text-sm text-muted">No payments yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line" data-testid="payment-history">
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-ink">{p.description}</p>
                <p className="text-muted">
                  {formatLongDate(p.paidAt ?? p.createdAt)}
                  {p.vatPence > 0 ? ` · VAT ${formatPence(p.vatPence)}` : ''}
                  {p.status === 'failed' && p.failureMessage ? ` · ${p.failureMessage}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-medium tabular-nums text-ink">{formatPence(p.amountPence)}</span>
                <Badge variant={STATUS[p.status].badge}>{STATUS[p.status].label}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
