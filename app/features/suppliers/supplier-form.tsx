import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import type { SupplierDto } from '@domain/suppliers/responses';
import {
  COMMISSION_BASES,
  COMMISSION_BASIS_LABELS,
  COMMISSION_PAID_LABELS,
  COMMISSION_PAID_WHEN,
  DEPOSIT_BASES,
  DEPOSIT_BASIS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SUPPLIER_TYPE_LABELS,
  SUPPLIER_TYPES,
} from '@domain/suppliers/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { SingleImageInput } from '~/features/quotes/builder/image-inputs';
import { ApiError } from '~/lib/api';
import { createSupplier, supplierKeys, updateSupplier } from './api';
import { RichTextEditor } from './rich-text-editor';
import {
  API_FIELD_TO_FORM,
  EMPTY_SUPPLIER,
  formToInput,
  supplierToForm,
  type SupplierFormValues,
} from './supplier-form-model';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** Add or edit a supplier (admins). Closes with the saved supplier. */
export function SupplierForm({
  supplier,
  onDone,
  onCancel,
}: {
  supplier: SupplierDto | null;
  onDone: (saved: SupplierDto) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, watch, setValue, getFieldState, formState } =
    useForm<SupplierFormValues>({ defaultValues: supplier ? supplierToForm(supplier) : EMPTY_SUPPLIER });
  const contacts = useFieldArray({ control, name: 'contacts' });
  const commissionBasis = watch('commission_basis');
  const depositBasis = watch('deposit_basis');

  const place = (fields: Record<string, string>): boolean => {
    let placed = false;
    for (const [key, message] of Object.entries(fields)) {
      const name = API_FIELD_TO_FORM[key] ?? key;
      // The API names nested fields with dots (contacts.0.email), as react-hook-form does.
      setError(name as Path<SupplierFormValues>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
    return placed;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const parsed = formToInput(values);
    if (!parsed.ok) {
      place(parsed.errors);
      return;
    }
    try {
      const saved = supplier ? await updateSupplier(supplier.id, parsed.input) : await createSupplier(parsed.input);
      await client.invalidateQueries({ queryKey: supplierKeys.all });
      toast({ title: supplier ? 'Supplier saved' : 'Supplier added', description: saved.name });
      onDone(saved);
    } catch (e) {
      if (e instanceof ApiError && e.fields && place(e.fields)) return;
      setFormError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    }
  });

  const err = (name: Path<SupplierFormValues>): string | undefined => getFieldState(name, formState).error?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={supplier ? 'Edit supplier' : 'Add supplier'}>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}

      <Section title="The supplier">
        <FormField label="Name" id="supplier-name" error={err('name')} required>
          <Input autoFocus {...register('name')} />
        </FormField>
        <FormField label="Type" id="supplier-type-field" error={err('type')} required>
          <NativeSelect {...register('type')}>
            {SUPPLIER_TYPES.map((t) => (
              <option key={t} value={t}>
                {SUPPLIER_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Website" id="supplier-website" error={err('website')} hint="https://...">
          <Input type="url" inputMode="url" {...register('website')} />
        </FormField>
        <FormField
          label="Tags"
          id="supplier-tags"
          error={err('tags')}
          hint="Comma separated, e.g. family, europe, luxury"
        >
          <Input {...register('tags')} />
        </FormField>
        <FormField label="ABTA number" id="supplier-abta" error={err('abta_number')}>
          <Input {...register('abta_number')} />
        </FormField>
        <FormField label="ATOL number" id="supplier-atol" error={err('atol_number')}>
          <Input {...register('atol_number')} />
        </FormField>
        <div className="sm:col-span-2">
          <SingleImageInput
            label="Logo"
            purpose="brand-logo"
            aspect="aspect-[3/1]"
            value={watch('logo_url')}
            onChange={(url) => setValue('logo_url', url, { shouldDirty: true })}
            error={err('logo_url')}
          />
        </div>
      </Section>

      <Card>
        <CardHeader>
          <CardTitle>Booking instructions</CardTitle>
          <CardDescription>What agents need to know to book this supplier: where, how, what to check.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Controller
            control={control}
            name="booking_instructions_html"
            render={({ field }) => (
              <RichTextEditor
                id="supplier-instructions"
                label="Booking instructions"
                value={field.value}
                onChange={field.onChange}
                invalid={!!err('booking_instructions_html')}
                minHeight="min-h-40"
              />
            )}
          />
          {err('booking_instructions_html') ? (
            <p className="text-sm font-medium text-danger">{err('booking_instructions_html')}</p>
          ) : null}
          <FormField
            label="Agent login notes"
            id="supplier-login-notes"
            error={err('agent_login_notes')}
            hint="Where agents log in and who gives out accounts. Never write a password here."
          >
            <Textarea rows={3} {...register('agent_login_notes')} />
          </FormField>
        </CardContent>
      </Card>

      <Section title="Commercial terms" description="Bookings and the commission tools read these rules.">
        <FormField label="Commission basis" id="supplier-commission-basis" error={err('commission_basis')}>
          <NativeSelect {...register('commission_basis')}>
            <option value="">Not agreed</option>
            {COMMISSION_BASES.map((b) => (
              <option key={b} value={b}>
                {COMMISSION_BASIS_LABELS[b]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {commissionBasis === 'percent_gross' || commissionBasis === 'percent_net' ? (
          <FormField label="Commission rate (%)" id="supplier-commission-rate" error={err('commission_rate')} required>
            <Input inputMode="decimal" {...register('commission_rate')} />
          </FormField>
        ) : commissionBasis === 'fixed' ? (
          <FormField
            label="Commission per booking (£)"
            id="supplier-commission-amount"
            error={err('commission_amount')}
            required
          >
            <Input inputMode="decimal" {...register('commission_amount')} />
          </FormField>
        ) : (
          <div className="hidden sm:block" />
        )}
        <FormField label="Commission paid" id="supplier-commission-paid" error={err('commission_paid_when')}>
          <NativeSelect {...register('commission_paid_when')}>
            <option value="">Not set</option>
            {COMMISSION_PAID_WHEN.map((w) => (
              <option key={w} value={w}>
                {COMMISSION_PAID_LABELS[w]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Balance due (days before departure)"
          id="supplier-balance-days"
          error={err('balance_due_days')}
        >
          <Input inputMode="numeric" {...register('balance_due_days')} />
        </FormField>
        <FormField label="Deposit" id="supplier-deposit-basis" error={err('deposit_basis')}>
          <NativeSelect {...register('deposit_basis')}>
            <option value="">No deposit rule</option>
            {DEPOSIT_BASES.map((b) => (
              <option key={b} value={b}>
                {DEPOSIT_BASIS_LABELS[b]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {depositBasis === 'percent' ? (
          <FormField label="Deposit (%)" id="supplier-deposit-percent" error={err('deposit_percent')} required>
            <Input inputMode="decimal" {...register('deposit_percent')} />
          </FormField>
        ) : depositBasis === 'per_person' || depositBasis === 'per_booking' ? (
          <FormField label="Deposit amount (£)" id="supplier-deposit-amount" error={err('deposit_amount')} required>
            <Input inputMode="decimal" {...register('deposit_amount')} />
          </FormField>
        ) : (
          <div className="hidden sm:block" />
        )}
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-ink">Payment methods</legend>
          <Controller
            control={control}
            name="payment_methods"
            render={({ field }) => (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {PAYMENT_METHODS.map((m) => (
                  <label key={m} className="flex items-center gap-2 text-sm text-ink">
                    <Checkbox
                      checked={field.value.includes(m)}
                      onCheckedChange={(checked) =>
                        field.onChange(checked ? [...field.value, m] : field.value.filter((x) => x !== m))
                      }
                    />
                    {PAYMENT_METHOD_LABELS[m]}
                  </label>
                ))}
              </div>
            )}
          />
        </fieldset>
      </Section>

      <Card>
        <CardHeader>
          <CardTitle>Contacts</CardTitle>
          <CardDescription>Who agents call or e-mail at the supplier.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {contacts.fields.length === 0 ? <p className="text-sm text-muted">No contacts yet.</p> : null}
          {contacts.fields.map((field, i) => (
            <fieldset key={field.id} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium text-ink">Contact {i + 1}</legend>
              <FormField label="Name" id={`contact-${i}-name`} error={err(`contacts.${i}.name`)} required>
                <Input {...register(`contacts.${i}.name`)} />
              </FormField>
              <FormField label="Role" id={`contact-${i}-role`} error={err(`contacts.${i}.role`)}>
                <Input {...register(`contacts.${i}.role`)} />
              </FormField>
              <FormField label="E-mail" id={`contact-${i}-email`} error={err(`contacts.${i}.email`)}>
                <Input type="email" {...register(`contacts.${i}.email`)} />
              </FormField>
              <FormField label="Phone" id={`contact-${i}-phone`} error={err(`contacts.${i}.phone`)}>
                <Input type="tel" {...register(`contacts.${i}.phone`)} />
              </FormField>
              <div className="sm:col-span-2">
                <Button variant="ghost" size="sm" className="text-danger" onClick={() => contacts.remove(i)}>
                  <Trash2 aria-hidden /> Remove contact {i + 1}
                </Button>
              </div>
            </fieldset>
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() => contacts.append({ name: '', role: '', email: '', phone: '' })}
          >
            <Plus aria-hidden /> Add contact
          </Button>
        </CardContent>
      </Card>

      <div className="sticky bottom-0 -mx-1 flex justify-end gap-2 border-t border-line bg-canvas/95 px-1 py-3 backdrop-blur">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? <Spinner className="text-current" /> : null}
          {supplier ? 'Save supplier' : 'Add supplier'}
        </Button>
      </div>
    </form>
  );
}
