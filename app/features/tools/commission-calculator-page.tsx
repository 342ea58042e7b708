import { Copy, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatPence } from '@domain/formats';
import {
  calculateCommission,
  COMMISSION_BASES,
  totalCommission,
  VAT_TREATMENTS,
  type CommissionBasis,
  type CommissionResult,
  type VatTreatment,
} from '@domain/tools/commission';
import { percentToBasisPoints, poundsToPence } from '@domain/tools/pence';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { usePublicConfig } from '~/lib/config';
import { copyText } from './copy-text';

type Row = { key: number; label: string; value: string; rate: string; basis: CommissionBasis; vat: VatTreatment };

const BASIS_LABEL: Record<CommissionBasis, string> = {
  gross: 'On the gross price',
  net: 'On top of net',
};
const VAT_LABEL: Record<VatTreatment, string> = {
  none: 'No VAT',
  included: 'Included (20 %)',
  added: 'Added (20 %)',
};
const MAX_ROWS = 20;

let nextKey = 1;
const newRow = (): Row => ({ key: nextKey++, label: '', value: '', rate: '', basis: 'gross', vat: 'none' });

type Checked = { result: CommissionResult | null; valueError?: string; rateError?: string };

function check(row: Row, agentShareBp: number | null): Checked {
  const valuePence = row.value.trim() === '' ? null : poundsToPence(row.value);
  const rateBp = row.rate.trim() === '' ? null : percentToBasisPoints(row.rate);
  const out: Checked = { result: null };
  if (row.value.trim() !== '' && valuePence === null) out.valueError = 'Enter an amount in pounds, like 2,499.00';
  if (row.rate.trim() !== '' && rateBp === null) out.rateError = 'Enter a percentage from 0 to 100, like 12.5';
  if (valuePence !== null && rateBp !== null && agentShareBp !== null) {
    out.result = calculateCommission({ valuePence, rateBp, basis: row.basis, vat: row.vat, agentShareBp });
  }
  return out;
}

/** /dashboard/tools/commission-calculator: what one booking or several earn, and the agent's share. */
export default function CommissionCalculatorPage() {
  const { commission } = usePublicConfig();
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  const [share, setShare] = useState<string | null>(null);
  const shareText = share ?? String(commission.agentShareBp / 100);
  const agentShareBp = percentToBasisPoints(shareText);
  const checked = rows.map((r) => check(r, agentShareBp));
  const results = checked.flatMap((c) => (c.result ? [c.result] : []));
  const total = results.length > 0 ? totalCommission(results) : null;
  const uid = useId();

  const update = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const summary = () => {
    const lines = rows.flatMap((r, i) => {
      const res = checked[i]?.result;
      if (!res) return [];
      const name = r.label.trim() || `Booking ${i + 1}`;
      return [
        `${name}: ${formatPence(res.customerPricePence)}, commission ${formatPence(res.grossCommissionPence)}` +
          (res.vatPence ? ` (VAT ${formatPence(res.vatPence)})` : '') +
          `, agency ${formatPence(res.agencySharePence)}, my earnings ${formatPence(res.agentEarningsPence)}`,
      ];
    });
    if (total && lines.length > 1)
      lines.push(
        `Total: commission ${formatPence(total.grossCommissionPence)}, agency ${formatPence(total.agencySharePence)}, my earnings ${formatPence(total.agentEarningsPence)}`,
      );
    return lines.join('\n');
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted sm:text-base">
        What a booking earns: the commission, VAT on it, the agency's share and yours. Add several bookings to see
        totals.
      </p>
      <Card>
        <CardContent className="space-y-6 pt-6">
          <FormField
            id={`${uid}-share`}
            label="Your share of commission (%)"
            hint={`The agency's split rule gives agents ${commission.agentShareBp / 100} % of commission after VAT.`}
            error={agentShareBp === null ? 'Enter a percentage from 0 to 100, like 70' : undefined}
            className="max-w-xs"
          >
            <Input inputMode="decimal" value={shareText} onChange={(e) => setShare(e.target.value)} />
          </FormField>

          <ol className="space-y-4" aria-label="Bookings">
            {rows.map((row, i) => {
              const c = checked[i] ?? { result: null };
              const id = `${uid}-${row.key}`;
              return (
                <li key={row.key} className="rounded-lg border border-line p-4">
                  <div className="mb-3 flex items-center justify-between gap-2">
                    <h2 className="font-medium text-ink">{row.label.trim() || `Booking ${i + 1}`}</h2>
                    {rows.length > 1 ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
                        aria-label={`Remove booking ${i + 1}`}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    ) : null}
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                    <FormField id={`${id}-label`} label="Booking" hint="Optional, e.g. Smith, Crete">
                      <Input
                        value={row.label}
                        maxLength={80}
                        onChange={(e) => update(row.key, { label: e.target.value })}
                      />
                    </FormField>
                    <FormField id={`${id}-value`} label="Booking value (£)" error={c.valueError}>
                      <Input
                        inputMode="decimal"
                        placeholder="2,499.00"
                        value={row.value}
                        onChange={(e) => update(row.key, { value: e.target.value })}
                      />
                    </FormField>
                    <FormField id={`${id}-rate`} label="Commission rate (%)" error={c.rateError}>
                      <Input
                        inputMode="decimal"
                        placeholder="10"
                        value={row.rate}
                        onChange={(e) => update(row.key, { rate: e.target.value })}
                      />
                    </FormField>
                    <FormField id={`${id}-basis`} label="Basis">
                      <NativeSelect
                        value={row.basis}
                        onChange={(e) => update(row.key, { basis: e.target.value as CommissionBasis })}
                      >
                        {COMMISSION_BASES.map((b) => (
                          <option key={b} value={b}>
                            {BASIS_LABEL[b]}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormField>
                    <FormField id={`${id}-vat`} label="VAT on commission">
                      <NativeSelect
                        value={row.vat}
                        onChange={(e) => update(row.key, { vat: e.target.value as VatTreatment })}
                      >
                        {VAT_TREATMENTS.map((v) => (
                          <option key={v} value={v}>
                            {VAT_LABEL[v]}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormField>
                  </div>
                  {c.result ? <ResultLine result={c.result} /> : null}
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => setRows((rs) => [...rs, newRow()])}
              disabled={rows.length >= MAX_ROWS}
            >
              <Plus aria-hidden className="size-4" />
              Add a booking
            </Button>
            <Button variant="outline" disabled={!total} onClick={() => void copyText(summary(), 'Result')}>
              <Copy aria-hidden className="size-4" />
              Copy the result
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card aria-live="polite">
        <CardHeader>
          <CardTitle>{rows.length > 1 ? 'Totals' : 'Result'}</CardTitle>
        </CardHeader>
        <CardContent>
          {total ? (
            <Figures result={total} />
          ) : (
            <p className="text-sm text-muted">Enter a booking value and a commission rate to see what it earns.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function ResultLine({ result }: { result: CommissionResult }) {
  return (
    <p className="mt-3 text-sm text-muted" data-testid="booking-result">
      Commission <strong className="text-ink">{formatPence(result.grossCommissionPence)}</strong>
      {result.vatPence ? ` (VAT ${formatPence(result.vatPence)})` : ''} · your earnings{' '}
      <strong className="text-ink">{formatPence(result.agentEarningsPence)}</strong>
    </p>
  );
}

function Figures({ result }: { result: CommissionResult }) {
  const items: [string, number, string?][] = [
    ['Customer pays', result.customerPricePence],
    ['Gross commission', result.grossCommissionPence],
    ['VAT to HMRC', result.vatPence],
    ['Agency share', result.agencySharePence],
    ['Your earnings', result.agentEarningsPence, 'earnings'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map(([label, pence, testId]) => (
        <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-lg font-semibold text-ink tabular-nums" data-testid={testId}>
            {formatPence(pence)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
