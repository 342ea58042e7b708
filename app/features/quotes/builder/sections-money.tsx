import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '@domain/formats';
import { defaultBalanceDueDate, computePricing } from '@domain/quotes/pricing';
import { PAYMENT_OPTION_LABELS, PAYMENT_OPTIONS } from '@domain/quotes/schema';
import { Button } from '~/components/ui/button';
import { SupplierLogoPicker } from '~/features/suppliers/supplier-logo-picker';
import { parsePounds } from '../money';
import type { BuilderValues } from './form-model';
import { CheckboxField, Grid, MoneyField, NumberField, SelectField, TextAreaField, TextField } from './fields';
import { SingleImageInput } from './image-inputs';

const pence = (text: string) => {
  const r = parsePounds(text);
  return r.ok ? r.pence : null;
};
const count = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);

export function ExtrasFields() {
  const { control } = useFormContext<BuilderValues>();
  const extras = useFieldArray({ control, name: 'extras' });
  return (
    <>
      {extras.fields.length === 0 ? (
        <p className="text-sm text-muted">Excursions, lounges, upgrades: anything sold on top of the holiday.</p>
      ) : null}
      {extras.fields.map((f, i) => (
        <div key={f.id} role="group" aria-label={`Extra ${i + 1}`} className="rounded-lg border border-line p-3">
          <Grid cols={3}>
            <TextField name={`extras.${i}.title`} label="Extra" className="sm:col-span-2" />
            <MoneyField name={`extras.${i}.price`} label="Price" />
          </Grid>
          <TextAreaField name={`extras.${i}.description`} label="Description" rows={2} className="mt-3" />
          <Button variant="ghost" size="sm" className="mt-2 text-danger" onClick={() => extras.remove(i)}>
            <Trash2 aria-hidden /> Remove extra {i + 1}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => extras.append({ title: '', description: '', price: '' })}>
          <Plus aria-hidden /> Add extra
        </Button>
      </div>
    </>
  );
}

export function PassengerFields() {
  const { control, register } = useFormContext<BuilderValues>();
  const people = useFieldArray({ control, name: 'passengers' });
  return (
    <>
      <Grid cols={3}>
        <NumberField name="adults" label="Adults" max={99} />
        <NumberField name="children" label="Children" max={99} />
        <NumberField name="infants" label="Infants" max={99} hint="Under 2s travel free." />
      </Grid>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">Names (optional)</legend>
        {people.fields.map((f, i) => (
          <div
            key={f.id}
            role="group"
            aria-label={`Passenger ${i + 1}`}
            className="grid items-end gap-3 sm:grid-cols-[1fr_9rem_6rem_auto]"
          >
            <TextField name={`passengers.${i}.name`} label={`Passenger ${i + 1} name`} />
            <div className="grid gap-1.5">
              <label htmlFor={`q-passengers-${i}-type`} className="text-sm font-medium text-ink">
                Type
              </label>
              <select
                id={`q-passengers-${i}-type`}
                className="h-10 rounded-md border border-line bg-surface px-3 text-sm"
                {...register(`passengers.${i}.type`)}
              >
                <option value="adult">Adult</option>
                <option value="child">Child</option>
                <option value="infant">Infant</option>
              </select>
            </div>
            <NumberField name={`passengers.${i}.age`} label="Age" max={120} />
            <Button
              variant="ghost"
              size="icon"
              className="text-danger"
              onClick={() => people.remove(i)}
              aria-label={`Remove passenger ${i + 1}`}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <div>
          <Button variant="outline" size="sm" onClick={() => people.append({ name: '', type: 'adult', age: '' })}>
            <Plus aria-hidden /> Add passenger name
          </Button>
        </div>
      </fieldset>
    </>
  );
}

/**
 * The balance due date follows the departure date (10 weeks before) until
 * the agent types their own; a date they chose is never overwritten.
 */
function useBalanceDueDefault() {
  const { setValue, getValues, control } = useFormContext<BuilderValues>();
  const departure = useWatch({ control, name: 'departure_date' });
  const previous = useRef(departure);
  useEffect(() => {
    const before = previous.current;
    previous.current = departure;
    // Only a change of departure moves it: opening a saved quote never makes it "unsaved".
    if (before === departure) return;
    const current = getValues('balance_due_date');
    const followed = current === '' || current === (defaultBalanceDueDate(before) ?? '');
    const next = defaultBalanceDueDate(departure);
    if (followed && next && next !== current) setValue('balance_due_date', next, { shouldDirty: true });
  }, [departure, getValues, setValue]);
}

export function PricingFields() {
  const { control } = useFormContext<BuilderValues>();
  useBalanceDueDefault();
  const schedule = useFieldArray({ control, name: 'payment_schedule' });
  const [supplier, supplierDiscount, agentDiscount, deposit, extras, adults, children, infants] = useWatch({
    control,
    name: [
      'original_supplier_price',
      'supplier_discount',
      'agent_discount',
      'deposit',
      'extras',
      'adults',
      'children',
      'infants',
    ],
  });
  const price = computePricing({
    original_supplier_price: pence(supplier),
    supplier_discount: pence(supplierDiscount),
    agent_discount: pence(agentDiscount),
    deposit: pence(deposit),
    extras: extras.map((e) => ({ price: pence(e.price) })),
    adults: count(adults),
    children: count(children),
    infants: count(infants),
  });
  return (
    <>
      <Grid cols={3}>
        <MoneyField
          name="original_supplier_price"
          label="Supplier price"
          hint="What the supplier charges for the whole party."
        />
        <MoneyField name="supplier_discount" label="Supplier discount" />
        <MoneyField name="agent_discount" label="Agent discount" hint="Taken off your commission." />
      </Grid>
      <dl
        className="grid gap-3 rounded-lg bg-brand-soft/60 p-4 sm:grid-cols-3"
        aria-label="Computed prices"
        aria-live="polite"
      >
        <div>
          <dt className="text-xs text-muted">Holiday price</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="price-final">
            {formatMoney(price.final_price)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Total with extras</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="price-total">
            {formatMoney(price.final_price_total)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Per person (adults and children)</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="price-per-person">
            {formatMoney(price.final_price_per_person)}
          </dd>
        </div>
      </dl>
      <Grid cols={3}>
        <SelectField
          name="payment_option"
          label="Payment option"
          options={PAYMENT_OPTIONS.map((v) => ({ value: v, label: PAYMENT_OPTION_LABELS[v] }))}
        />
        <MoneyField name="deposit" label="Deposit" />
        <div className="grid content-end gap-1 pb-2 text-sm">
          <span className="text-muted">Balance after deposit</span>
          <span className="font-semibold tabular-nums">{formatMoney(price.balance)}</span>
        </div>
      </Grid>
      <Grid>
        <TextField name="deposit_due_date" label="Deposit due date" type="date" />
        <TextField
          name="balance_due_date"
          label="Balance due date"
          type="date"
          hint="Defaults to 10 weeks before departure; change it if the supplier differs."
        />
      </Grid>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">Payment schedule</legend>
        {schedule.fields.map((f, i) => (
          <div
            key={f.id}
            role="group"
            aria-label={`Payment ${i + 1}`}
            className="grid items-end gap-3 sm:grid-cols-[1fr_10rem_9rem_auto]"
          >
            <TextField name={`payment_schedule.${i}.label`} label={`Payment ${i + 1}`} placeholder="Deposit" />
            <TextField name={`payment_schedule.${i}.due_date`} label="Due" type="date" />
            <MoneyField name={`payment_schedule.${i}.amount`} label="Amount" />
            <Button
              variant="ghost"
              size="icon"
              className="text-danger"
              onClick={() => schedule.remove(i)}
              aria-label={`Remove payment ${i + 1}`}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <div>
          <Button variant="outline" size="sm" onClick={() => schedule.append({ label: '', due_date: '', amount: '' })}>
            <Plus aria-hidden /> Add payment
          </Button>
        </div>
      </fieldset>
      <TextAreaField
        name="pricing_details.price_includes"
        label="Price includes"
        hint="One item per line, e.g. Return flights."
        rows={3}
      />
      <TextAreaField name="pricing_details.price_notes" label="Price notes" rows={2} />
    </>
  );
}

export function PolicyFields() {
  const { watch, setValue } = useFormContext<BuilderValues>();
  const showLogo = watch('show_supplier_logo');
  return (
    <>
      <TextAreaField name="cancellation_policy" label="Cancellation policy" rows={4} />
      <TextAreaField name="notes" label="Notes for the customer" rows={3} />
      <CheckboxField name="show_supplier_logo" label="Show the supplier's logo on the quote" />
      {showLogo ? (
        <>
          <SingleImageInput
            label="Supplier logo"
            aspect="aspect-[3/1]"
            value={watch('supplier_logo_url')}
            onChange={(url) => setValue('supplier_logo_url', url, { shouldDirty: true })}
          />
          <SupplierLogoPicker
            value={watch('supplier_logo_url')}
            onPick={(url) => setValue('supplier_logo_url', url, { shouldDirty: true })}
          />
        </>
      ) : null}
    </>
  );
}
