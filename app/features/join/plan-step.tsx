import { Check } from 'lucide-react';
import { useState } from 'react';
import { formatPence } from '@domain/formats';
import {
  BILLING_INTERVALS,
  INTERVAL_LABEL,
  PLANS,
  yearlySavingPence,
  type BillingInterval,
  type PlanId,
} from '@domain/plans';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';
import { cn } from '~/lib/cn';
import { chargeLine, priceLine } from './plan-price';

/** Step 2: one of the configured plans, billed monthly or yearly. */
export function PlanStep({
  planId,
  interval,
  onChoose,
}: {
  planId: PlanId | null;
  interval: BillingInterval | null;
  onChoose: (planId: PlanId, interval: BillingInterval) => Promise<void>;
}) {
  const [chosen, setChosen] = useState<PlanId | null>(planId);
  const [billing, setBilling] = useState<BillingInterval>(interval ?? 'month');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!chosen) {
      setError('Please choose a plan');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onChoose(chosen, billing);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'We could not save your plan. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Billing</legend>
        <div className="inline-flex rounded-lg border border-line bg-white p-1" role="radiogroup" aria-label="Billing">
          {BILLING_INTERVALS.map((value) => (
            <label
              key={value}
              className={cn(
                'relative cursor-pointer rounded-md px-4 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
                billing === value ? 'bg-brand text-brand-foreground' : 'text-ink hover:bg-slate-100',
              )}
            >
              <input
                type="radio"
                name="billing"
                value={value}
                checked={billing === value}
                onChange={() => setBilling(value)}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {INTERVAL_LABEL[value].adjective}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="sr-only">Plan</legend>
        <div className="grid gap-4 lg:grid-cols-3">
          {PLANS.map((plan) => {
            const selected = chosen === plan.id;
            const saving = yearlySavingPence(plan);
            return (
              <label
                key={plan.id}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-2xl border bg-white p-5 shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
                  selected ? 'border-brand ring-1 ring-brand' : 'border-line hover:border-brand/50',
                )}
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  checked={selected}
                  onChange={() => setChosen(plan.id)}
                  aria-labelledby={`plan-${plan.id}-name`}
                  aria-describedby={`plan-${plan.id}-price`}
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                {plan.highlighted ? (
                  <Badge className="absolute -top-3 left-5 bg-brand text-brand-foreground">Most popular</Badge>
                ) : null}
                <span className="flex items-start justify-between gap-2">
                  <span id={`plan-${plan.id}-name`} className="text-lg font-semibold text-ink">
                    {plan.name}
                  </span>
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-5 shrink-0 items-center justify-center rounded-full border',
                      selected ? 'border-brand bg-brand text-white' : 'border-slate-400',
                    )}
                  >
                    {selected ? <Check className="size-3.5" strokeWidth={3} /> : null}
                  </span>
                </span>
                <span className="mt-1 text-sm text-muted">{plan.blurb}</span>
                <span id={`plan-${plan.id}-price`} className="mt-4 text-2xl font-bold tracking-tight text-ink">
                  {priceLine(plan, billing)}
                </span>
                <span className="mt-1 text-xs text-muted">
                  {chargeLine(plan, billing)}
                  {billing === 'year' && saving > 0 ? `. Save ${formatPence(saving)} a year.` : '.'}
                </span>
                <ul className="mt-4 space-y-2 text-sm">
                  {plan.features.map((f) => (
                    <li key={f} className="flex items-start gap-2 text-ink">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                      {f}
                    </li>
                  ))}
                </ul>
              </label>
            );
          })}
        </div>
      </fieldset>

      {error ? <Alert variant="destructive" title={error} /> : null}
      <div className="flex justify-end">
        <Button size="lg" onClick={() => void submit()} disabled={busy}>
          {busy ? <Spinner className="text-current" /> : null}
          {busy ? 'Saving...' : 'Continue to the agreement'}
        </Button>
      </div>
    </div>
  );
}
