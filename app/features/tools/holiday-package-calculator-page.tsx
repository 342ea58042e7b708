import { FilePlus2, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatLongDate, formatPence } from '@domain/formats';
import { londonToday } from '@domain/live/dates';
import {
  calculatePackage,
  PACKAGE_COMPONENT_KINDS,
  PACKAGE_COMPONENT_LABEL,
  type PackageComponent,
  type PackageComponentKind,
  type PackageResult,
} from '@domain/tools/package-price';
import { percentToBasisPoints, poundsToPence } from '@domain/tools/pence';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { penceToPoundsInput } from '~/features/quotes/money';
import { prefillState } from '~/features/quotes/builder/prefill';

type Line = { key: number; kind: PackageComponentKind; cost: string; per: 'person' | 'booking' };

let nextKey = 1;
const line = (kind: PackageComponentKind, per: Line['per']): Line => ({ key: nextKey++, kind, cost: '', per });

const AMOUNT_ERROR = 'Enter an amount in pounds, like 1,250.00';
const PERCENT_ERROR = 'Enter a percentage from 0 to 100, like 15';

/** /dashboard/tools/holiday-package-calculator: price a package from its parts, then make it a quote. */
export default function HolidayPackageCalculatorPage() {
  const uid = useId();
  const navigate = useNavigate();
  const today = londonToday();
  const [lines, setLines] = useState<Line[]>(() => [line('flights', 'person'), line('hotel', 'booking')]);
  const [passengers, setPassengers] = useState('2');
  const [pricingMode, setPricingMode] = useState<'markup' | 'margin'>('markup');
  const [pricingPct, setPricingPct] = useState('15');
  const [depositMode, setDepositMode] = useState<'per-person' | 'percent'>('per-person');
  const [depositValue, setDepositValue] = useState('200');
  const [departure, setDeparture] = useState('');
  const [balanceDays, setBalanceDays] = useState('84');

  const errors: Record<string, string> = {};
  const components: PackageComponent[] = [];
  for (const l of lines) {
    if (l.cost.trim() === '') continue;
    const pence = poundsToPence(l.cost);
    if (pence === null) errors[`cost-${l.key}`] = AMOUNT_ERROR;
    else components.push({ kind: l.kind, costPence: pence, per: l.per });
  }
  const pax = /^\d{1,2}$/.test(passengers.trim()) ? Number(passengers) : null;
  if (pax === null || pax < 1 || pax > 50) errors.passengers = 'Enter the number of passengers, from 1 to 50';
  const pricingBp = percentToBasisPoints(pricingPct);
  if (pricingBp === null) errors.pricing = PERCENT_ERROR;
  else if (pricingMode === 'margin' && pricingBp >= 9000) errors.pricing = 'A target margin must be under 90 %';
  const depositAmount = depositMode === 'percent' ? percentToBasisPoints(depositValue) : poundsToPence(depositValue);
  if (depositAmount === null) errors.deposit = depositMode === 'percent' ? PERCENT_ERROR : AMOUNT_ERROR;
  const days = /^\d{1,3}$/.test(balanceDays.trim()) ? Number(balanceDays) : null;
  if (days === null || days > 365) errors.balanceDays = 'Enter a number of days from 0 to 365';
  if (departure && departure < today) errors.departure = 'The departure date is in the past';

  const result: PackageResult | null =
    Object.keys(errors).length === 0 &&
    components.length > 0 &&
    pax !== null &&
    pricingBp !== null &&
    depositAmount !== null
      ? calculatePackage({
          components,
          passengers: pax,
          pricing: { mode: pricingMode, bp: pricingBp },
          deposit:
            depositMode === 'percent'
              ? { mode: 'percent', bp: depositAmount }
              : { mode: 'per-person', pence: depositAmount },
          today,
          departure: departure || null,
          balanceDaysBeforeDeparture: days ?? 0,
        })
      : null;

  const update = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const createQuote = () => {
    if (!result || pax === null) return;
    const parts = components.map(
      (c) =>
        `${PACKAGE_COMPONENT_LABEL[c.kind]} (${formatPence(c.costPence)} ${c.per === 'person' ? 'per person' : 'per booking'})`,
    );
    void navigate('/dashboard/quotes/new', {
      state: prefillState({
        adults: String(pax),
        departure_date: departure,
        original_supplier_price: penceToPoundsInput(result.sellingPricePence),
        deposit: penceToPoundsInput(result.depositPence),
        deposit_due_date: today,
        balance_due_date: result.balanceDue ?? '',
        notes: `Priced with the holiday package calculator: ${parts.join(', ')}.`,
      }),
    });
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted sm:text-base">
        Price a package from what each part costs, then turn it into a quote.
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardContent className="space-y-6 pt-6">
            <fieldset className="space-y-3">
              <legend className="mb-2 font-medium text-ink">What it costs</legend>
              {lines.map((l) => (
                <div
                  key={l.key}
                  className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[10rem_1fr_10rem_auto]"
                >
                  <FormField id={`${uid}-kind-${l.key}`} label="Part" className="col-span-3 sm:col-span-1">
                    <NativeSelect
                      value={l.kind}
                      onChange={(e) => update(l.key, { kind: e.target.value as PackageComponentKind })}
                    >
                      {PACKAGE_COMPONENT_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {PACKAGE_COMPONENT_LABEL[k]}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                  <FormField id={`${uid}-cost-${l.key}`} label="Cost (£)" error={errors[`cost-${l.key}`]}>
                    <Input
                      inputMode="decimal"
                      placeholder="0.00"
                      value={l.cost}
                      onChange={(e) => update(l.key, { cost: e.target.value })}
                    />
                  </FormField>
                  <FormField id={`${uid}-per-${l.key}`} label="For">
                    <NativeSelect value={l.per} onChange={(e) => update(l.key, { per: e.target.value as Line['per'] })}>
                      <option value="person">Each person</option>
                      <option value="booking">The booking</option>
                    </NativeSelect>
                  </FormField>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mb-1"
                    onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                    disabled={lines.length === 1}
                    aria-label={`Remove ${PACKAGE_COMPONENT_LABEL[l.kind]}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              ))}
              <Button
                variant="outline"
                size="sm"
                onClick={() => setLines((ls) => [...ls, line('transfers', 'booking')])}
                disabled={lines.length >= 15}
              >
                <Plus aria-hidden className="size-4" />
                Add a part
              </Button>
            </fieldset>

            <div className="grid gap-4">
              <FormField id={`${uid}-pax`} label="Passengers" error={errors.passengers} className="max-w-[12rem]">
                <Input inputMode="numeric" value={passengers} onChange={(e) => setPassengers(e.target.value)} />
              </FormField>
              <div className="grid grid-cols-2 gap-2">
                <FormField id={`${uid}-pricing-mode`} label="Pricing">
                  <NativeSelect
                    value={pricingMode}
                    onChange={(e) => setPricingMode(e.target.value as 'markup' | 'margin')}
                  >
                    <option value="markup">Markup on cost</option>
                    <option value="margin">Target margin</option>
                  </NativeSelect>
                </FormField>
                <FormField
                  id={`${uid}-pricing`}
                  label={pricingMode === 'markup' ? 'Markup (%)' : 'Margin (%)'}
                  error={errors.pricing}
                >
                  <Input inputMode="decimal" value={pricingPct} onChange={(e) => setPricingPct(e.target.value)} />
                </FormField>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <FormField id={`${uid}-deposit-mode`} label="Deposit">
                  <NativeSelect
                    value={depositMode}
                    onChange={(e) => setDepositMode(e.target.value as 'per-person' | 'percent')}
                  >
                    <option value="per-person">£ per person</option>
                    <option value="percent">% of the price</option>
                  </NativeSelect>
                </FormField>
                <FormField
                  id={`${uid}-deposit`}
                  label={depositMode === 'percent' ? 'Percent' : 'Amount (£)'}
                  error={errors.deposit}
                >
                  <Input inputMode="decimal" value={depositValue} onChange={(e) => setDepositValue(e.target.value)} />
                </FormField>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <FormField id={`${uid}-departure`} label="Departure" error={errors.departure}>
                  <Input type="date" min={today} value={departure} onChange={(e) => setDeparture(e.target.value)} />
                </FormField>
                <FormField id={`${uid}-balance-days`} label="Balance due (days before)" error={errors.balanceDays}>
                  <Input inputMode="numeric" value={balanceDays} onChange={(e) => setBalanceDays(e.target.value)} />
                </FormField>
              </div>
            </div>
          </CardContent>
        </Card>

        <Card aria-live="polite" className="h-fit xl:sticky xl:top-4">
          <CardHeader>
            <CardTitle>The price</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {result && pax !== null ? (
              <>
                <dl className="grid grid-cols-2 gap-3">
                  <Figure label="Selling price" pence={result.sellingPricePence} testId="selling-price" strong />
                  <Figure
                    label="Per person"
                    pence={result.perPersonPence}
                    testId="per-person"
                    note={
                      result.perPersonRemainderPence
                        ? `+${formatPence(result.perPersonRemainderPence)} on one passenger`
                        : undefined
                    }
                    strong
                  />
                  <Figure label="Cost" pence={result.costPence} />
                  <Figure
                    label="Profit"
                    pence={result.profitPence}
                    note={`${(result.marginBp / 100).toFixed(1)} % margin`}
                  />
                  {result.atolContributionPence ? (
                    <Figure
                      label="ATOL contribution"
                      pence={result.atolContributionPence}
                      note={`£2.50 × ${pax}, included`}
                      testId="atol-contribution"
                    />
                  ) : null}
                  <Figure
                    label={result.fullPaymentNow ? 'Due now (full price)' : 'Deposit now'}
                    pence={result.depositPence}
                    testId="deposit"
                  />
                  <Figure
                    label="Balance"
                    pence={result.balancePence}
                    note={
                      result.balanceDue && !result.fullPaymentNow
                        ? `due ${formatLongDate(result.balanceDue)}`
                        : departure
                          ? undefined
                          : 'add a departure date for the due date'
                    }
                  />
                </dl>
                {result.fullPaymentNow ? (
                  <p className="text-sm text-muted">
                    The departure is inside the balance period, so the full price is due now.
                  </p>
                ) : null}
                <Button onClick={createQuote}>
                  <FilePlus2 aria-hidden className="size-4" />
                  Create a quote from this
                </Button>
              </>
            ) : (
              <p className="text-sm text-muted">Enter what the parts cost to see the price.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Figure({
  label,
  pence,
  note,
  testId,
  strong,
}: {
  label: string;
  pence: number;
  note?: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        className={strong ? 'text-xl font-semibold text-ink tabular-nums' : 'font-semibold text-ink tabular-nums'}
        data-testid={testId}
      >
        {formatPence(pence)}
      </dd>
      {note ? <dd className="text-xs text-muted">{note}</dd> : null}
    </div>
  );
}
