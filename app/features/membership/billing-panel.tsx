import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, ExternalLink, FlaskConical, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatLongDate, formatPence } from '@domain/formats';
import type { MembershipBillingDto } from '@domain/membership-billing';
import { findPlan, INTERVAL_LABEL, PLANS, type BillingInterval, type PlanId } from '@domain/plans';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { useAuth } from '~/features/auth/auth-context';
import { homeForRole } from '~/features/errors/home-for-role';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { ApiError } from '~/lib/api';
import { cn } from '~/lib/cn';
import { cancelMembership, getMembershipBilling, membershipKeys, openCardPage, renewMembership } from './api';
import { PaymentHistory } from './payment-history';

type Origin = '/renew-subscription' | '/quote-agent-payment';

const SUB_STATUS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Ended',
  unpaid: 'Unpaid',
};

function message(e: unknown): string {
  return e instanceof ApiError ? e.message : 'Something went wrong. Please try again.';
}

/** Which plan and interval a new membership starts with. */
function PlanPicker({
  planId,
  interval,
  onPlan,
  onInterval,
  only,
}: {
  planId: PlanId;
  interval: BillingInterval;
  onPlan: (id: PlanId) => void;
  onInterval: (i: BillingInterval) => void;
  only?: PlanId;
}) {
  const plans = only ? PLANS.filter((p) => p.id === only) : PLANS;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">How often to pay</legend>
        <div className="inline-flex rounded-lg border border-line p-1" role="radiogroup" aria-label="How often to pay">
          {(['month', 'year'] as const).map((i) => (
            <label
              key={i}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm',
                interval === i ? 'bg-brand text-brand-foreground' : 'text-ink hover:bg-slate-100',
              )}
            >
              <input
                type="radio"
                name="interval"
                value={i}
                checked={interval === i}
                onChange={() => onInterval(i)}
                className="sr-only"
              />
              {INTERVAL_LABEL[i].adjective}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Plan</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {plans.map((p) => (
            <label
              key={p.id}
              className={cn(
                'cursor-pointer rounded-lg border p-3 text-sm focus-within:ring-2 focus-within:ring-brand',
                planId === p.id ? 'border-brand bg-brand/5' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="plan"
                value={p.id}
                checked={planId === p.id}
                onChange={() => onPlan(p.id)}
                className="sr-only"
              />
              <span className="block font-medium text-ink">{p.name}</span>
              <span className="block text-muted">
                {formatPence(p.pricePence[interval])} {INTERVAL_LABEL[interval].per}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function SubscriptionSummary({ billing }: { billing: MembershipBillingDto }) {
  const sub = billing.subscription;
  if (!sub) return null;
  const date = sub.status === 'trialing' ? sub.trialEnd : sub.currentPeriodEnd;
  const when = sub.endedAt
    ? `Ended ${formatLongDate(sub.endedAt)}`
    : sub.cancelAtPeriodEnd && date
      ? `Ends ${formatLongDate(date)}`
      : sub.status === 'past_due'
        ? 'Payment overdue'
        : date
          ? `${sub.status === 'trialing' ? 'Trial ends' : 'Renews'} ${formatLongDate(date)}`
          : '';
  return (
    <div className="rounded-lg border border-line p-4" data-testid="subscription-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink">
          {sub.planName} · {formatPence(sub.amountPence)} {INTERVAL_LABEL[sub.interval].per}
        </p>
        <Badge
          variant={sub.status === 'past_due' ? 'destructive' : sub.status === 'canceled' ? 'secondary' : 'default'}
        >
          {SUB_STATUS[sub.status] ?? sub.status}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-muted">{when}</p>
    </div>
  );
}

/**
 * The member's billing on /renew-subscription and /quote-agent-payment: the
 * subscription, the one button that pays (or resumes), the card, cancelling,
 * and the payments. The membership only changes when the provider's webhook
 * arrives; after a payment or resume this polls until it has.
 */
export function BillingPanel({ origin, onlyPlan }: { origin: Origin; onlyPlan?: PlanId }) {
  const { refreshProfile, role } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const returning = params.get('paid') === '1';
  const [waiting, setWaiting] = useState<'payment' | 'resume' | 'cancel' | null>(returning ? 'payment' : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [choice, setChoice] = useState<{ planId: PlanId; interval: BillingInterval } | null>(null);

  const query = useQuery({
    queryKey: membershipKeys.billing(),
    queryFn: getMembershipBilling,
    refetchInterval: waiting ? 1500 : false,
  });
  const billing = query.data;

  // Stop polling once the webhook's change is visible, and let the guard know.
  useEffect(() => {
    if (!billing || !waiting) return;
    const done =
      (waiting === 'payment' && billing.membership.active && billing.action === 'none') ||
      (waiting === 'resume' && billing.action !== 'resume') ||
      (waiting === 'cancel' && billing.subscription?.cancelAtPeriodEnd === true);
    if (!done) return;
    setWaiting(null);
    if (returning) setParams({}, { replace: true });
    void refreshProfile();
    if (waiting === 'payment') toast({ title: 'Payment received', description: 'Your membership is active again.' });
    if (waiting === 'resume') toast({ title: 'Membership resumed', description: 'It will renew as normal.' });
    if (waiting === 'cancel')
      toast({ title: 'Membership cancelled', description: 'It stays active until the end of the paid period.' });
  }, [billing, waiting, returning, setParams, refreshProfile]);

  if (query.isPending) return <LoadingBlock text="Loading your membership..." />;
  if (query.isError || !billing) {
    return (
      <LoadError
        title="Your membership could not be loaded"
        message={message(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const planId = choice?.planId ?? onlyPlan ?? billing.suggestedPlanId;
  const interval = choice?.interval ?? 'month';
  const plan = findPlan(planId);
  const sandbox = billing.provider.kind === 'sandbox';

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await renewMembership({
        planId,
        interval,
        from: origin === '/quote-agent-payment' ? 'quote-agent-payment' : 'renew',
      });
      if (result.kind === 'redirect') {
        window.location.assign(result.url);
        return;
      }
      setWaiting('resume');
      setBusy(false);
    } catch (e) {
      setError(message(e));
      setBusy(false);
    }
  };

  const changeCard = async () => {
    setBusy(true);
    setError(null);
    try {
      window.location.assign((await openCardPage(origin)).url);
    } catch (e) {
      setError(message(e));
      setBusy(false);
    }
  };

  const payLabel =
    billing.action === 'resume'
      ? 'Resume membership'
      : billing.action === 'pay-outstanding'
        ? `Pay ${billing.subscription ? formatPence(billing.subscription.amountPence) : ''} now`
        : plan
          ? `Pay ${formatPence(plan.pricePence[interval])} now`
          : 'Pay now';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing</CardTitle>
        <CardDescription>
          {billing.action === 'none'
            ? 'Your membership is paid up.'
            : billing.action === 'resume'
              ? 'Your membership is set to end. Resume it to keep renewing.'
              : billing.action === 'pay-outstanding'
                ? 'Your last payment did not go through. Pay now to restore access straight away.'
                : 'Choose a plan and pay to start your membership again. Access returns as soon as the payment is confirmed.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <SubscriptionSummary billing={billing} />

        {waiting ? (
          <Alert title="Waiting for the payment provider" data-testid="billing-waiting">
            <LoadingBlock text={`Confirming with ${billing.provider.label}...`} className="py-2" />
          </Alert>
        ) : null}

        {billing.action === 'none' && !waiting && !billing.subscription ? (
          <p className="text-sm text-muted">
            Your membership was set up by the membership team.{' '}
            <Link to={homeForRole(role).path} className="font-medium underline">
              Go to your dashboard
            </Link>
          </p>
        ) : null}

        {billing.action === 'checkout' ? (
          <PlanPicker
            planId={planId}
            interval={interval}
            onPlan={(id) => setChoice({ planId: id, interval })}
            onInterval={(i) => setChoice({ planId, interval: i })}
            only={onlyPlan}
          />
        ) : null}

        {error ? (
          <Alert variant="destructive" title="That did not work">
            {error}
          </Alert>
        ) : null}

        {billing.action !== 'none' && !waiting ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button size="lg" onClick={() => void pay()} disabled={busy} data-testid="pay-now">
              {billing.action === 'resume' ? <RotateCcw aria-hidden /> : <CreditCard aria-hidden />}
              {payLabel}
            </Button>
            {billing.action !== 'resume' ? (
              <p className="text-sm text-muted">
                {billing.action === 'checkout' && plan
                  ? `${plan.name}, renews ${interval === 'year' ? 'yearly' : 'monthly'} until you cancel. Includes VAT.`
                  : 'You will pay on a secure page and come straight back.'}
              </p>
            ) : null}
          </div>
        ) : null}

        <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="payments-provider">
          {sandbox ? (
            <FlaskConical aria-hidden className="size-3.5" />
          ) : (
            <ExternalLink aria-hidden className="size-3.5" />
          )}
          Payments by {billing.provider.label}
          {sandbox ? ': a test checkout, no real card is charged.' : '. Card details never reach this site.'}
        </p>

        {billing.subscription && ['active', 'trialing', 'past_due'].includes(billing.subscription.status) ? (
          <div className="flex flex-wrap gap-2 border-t border-line pt-4">
            {billing.canManageCard ? (
              <Button variant="outline" size="sm" onClick={() => void changeCard()} disabled={busy}>
                <CreditCard aria-hidden />
                Change card
              </Button>
            ) : null}
            {!billing.subscription.cancelAtPeriodEnd ? (
              <Button variant="ghost" size="sm" onClick={() => setConfirmCancel(true)} disabled={busy}>
                Cancel membership
              </Button>
            ) : null}
          </div>
        ) : null}

        <PaymentHistory payments={billing.payments} />
      </CardContent>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your membership?"
        description={
          billing.subscription?.currentPeriodEnd
            ? `It stays active until ${formatLongDate(billing.subscription.currentPeriodEnd)} and will not renew. You can resume before then.`
            : 'It will not renew. You can resume before it ends.'
        }
        confirmLabel="Cancel membership"
        onConfirm={async () => {
          await cancelMembership();
          setWaiting('cancel');
          await queryClient.invalidateQueries({ queryKey: membershipKeys.all });
        }}
      />
    </Card>
  );
}
