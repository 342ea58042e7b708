import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { findPlan, isBillingInterval, INTERVAL_LABEL } from '@domain/plans';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';

const BACK: Record<string, { to: string; label: string }> = {
  join: { to: '/payment', label: 'Back to payment' },
  renew: { to: '/renew-subscription', label: 'Back to your membership' },
  'quote-agent-payment': { to: '/quote-agent-payment', label: 'Back to your membership' },
};

/** Where the hosted checkout returns a visitor who backed out: nothing was charged, one click back. */
export default function PaymentCancelledPage() {
  const [params] = useSearchParams();
  const plan = findPlan(params.get('plan'));
  const intervalParam = params.get('interval');
  const interval = isBillingInterval(intervalParam) ? intervalParam : null;
  const from = params.get('from') ?? 'join';
  const back = BACK[from] ?? BACK.join;

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Payment cancelled</h1>
      <Alert title="Nothing has been charged">
        {plan
          ? `You left the payment for ${plan.name}${interval ? ` (${INTERVAL_LABEL[interval].adjective.toLowerCase()})` : ''} before paying.`
          : 'You left the payment page before paying.'}{' '}
        {from === 'join' ? 'Your application is saved, so you can pick up where you left off.' : ''}
      </Alert>
      <div className="flex flex-col gap-3 sm:flex-row">
        {back ? (
          <Link to={back.to} className={buttonClasses('default', 'lg')}>
            <ArrowLeft aria-hidden />
            {back.label}
          </Link>
        ) : null}
        <Link to="/contact" className={buttonClasses('outline', 'lg')}>
          Questions? Contact us
        </Link>
      </div>
    </div>
  );
}
