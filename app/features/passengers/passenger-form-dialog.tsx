import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { PassengerDetail } from '@domain/passengers/responses';
import {
  GENDER_LABELS,
  PASSENGER_GENDERS,
  PASSENGER_TITLES,
  PassengerCreateSchema,
  type PassengerCreateInput,
} from '@domain/passengers/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { applyApiErrors } from '~/features/profile/apply-api-errors';
import { ApiError } from '~/lib/api';
import { createPassenger, listHouseholds, passengerKeys, updatePassenger } from './api';

const TEXT_FIELDS = [
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'date_of_birth',
  'gender',
  'email',
  'phone',
  'address',
  'passport_number',
  'passport_issuing_country',
  'nationality',
  'passport_issue_date',
  'passport_expiry_date',
  'known_traveller_number',
  'frequent_flyer_numbers',
  'dietary_notes',
  'medical_notes',
  'emergency_contact_name',
  'emergency_contact_phone',
  'emergency_contact_relationship',
  'notes',
  'household_id',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type FormValues = Record<TextField, string> & { marketing_consent: boolean; keep_sensitive_data: boolean };
const FIELD_NAMES: readonly Path<FormValues>[] = [...TEXT_FIELDS, 'marketing_consent', 'keep_sensitive_data'];

function defaults(p: PassengerDetail | null): FormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
  if (p) {
    for (const f of TEXT_FIELDS) {
      if (f === 'household_id') continue;
      const value = p[f];
      text[f] = typeof value === 'string' ? value : '';
    }
    text.household_id = p.household?.id ?? '';
    // A masked number is not the number: leave it untouched unless retyped.
    if (p.sensitive !== 'full') text.passport_number = '';
  }
  return {
    ...text,
    marketing_consent: p?.marketing_consent ?? false,
    keep_sensitive_data: p?.keep_sensitive_data ?? false,
  };
}

/** The body sent: blank text as null; on edit, only what changed. */
function bodyOf(v: FormValues, initial: FormValues | null): PassengerCreateInput {
  const body: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) {
    if (initial && v[f] === initial[f]) continue;
    body[f] = v[f].trim() === '' ? null : v[f];
  }
  for (const f of ['marketing_consent', 'keep_sensitive_data'] as const) {
    if (!initial || v[f] !== initial[f]) body[f] = v[f];
  }
  // The schema's type: first and last names are always sent on create.
  return body as PassengerCreateInput;
}

/**
 * Add or edit a passenger: names and documents as on the passport, contact,
 * health and preferences. A same-name, same-birthday passenger already on
 * file is a warning with "Save anyway", not a refusal.
 */
export function PassengerFormDialog({
  open,
  onOpenChange,
  passenger,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The passenger to edit; null to add one. */
  passenger: PassengerDetail | null;
  onSaved?: (p: PassengerDetail) => void;
}) {
  const client = useQueryClient();
  const initial = passenger ? defaults(passenger) : null;
  const form = useForm<FormValues>({ defaultValues: defaults(passenger) });
  const [formError, setFormError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const households = useQuery({
    queryKey: passengerKeys.households(),
    queryFn: ({ signal }) => listHouseholds(signal),
    enabled: open,
  });

  useEffect(() => {
    if (open) {
      form.reset(defaults(passenger));
      setFormError(null);
      setDuplicate(null);
    }
  }, [open, passenger, form]);

  const save = async (values: FormValues, confirmDuplicate: boolean) => {
    setFormError(null);
    form.clearErrors();
    const body = {
      ...bodyOf(values, passenger ? initial : null),
      ...(confirmDuplicate ? { confirm_duplicate: true } : {}),
    };
    // The same rules as the server, so a mistake shows at once on its field.
    const checked = PassengerCreateSchema.safeParse({
      ...bodyOf(values, null),
      first_name: values.first_name,
      last_name: values.last_name,
    });
    if (!checked.success) {
      let first = true;
      for (const issue of checked.error.issues) {
        const name = FIELD_NAMES.find((n) => n === issue.path[0]);
        if (name) {
          form.setError(name, { type: 'client', message: issue.message }, { shouldFocus: first });
          first = false;
        }
      }
      return;
    }
    setSaving(true);
    try {
      const saved = passenger ? await updatePassenger(passenger.id, body) : await createPassenger(body);
      await client.invalidateQueries({ queryKey: passengerKeys.all });
      toast({ title: passenger ? 'Passenger saved' : 'Passenger added', description: saved.full_name });
      onOpenChange(false);
      onSaved?.(saved);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.fields?.confirm_duplicate) {
        setDuplicate(e.fields.confirm_duplicate);
      } else {
        setFormError(applyApiErrors(e, FIELD_NAMES, form.setError));
      }
    } finally {
      setSaving(false);
    }
  };

  const errors = form.formState.errors;
  const field = (
    name: TextField,
    label: string,
    opts: { type?: string; required?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <FormField
      id={`passenger-${name}`}
      label={label}
      error={errors[name]?.message}
      required={opts.required}
      hint={opts.hint}
    >
      <Input type={opts.type ?? 'text'} autoComplete={opts.autoComplete ?? 'off'} {...form.register(name)} />
    </FormField>
  );
  const area = (name: TextField, label: string, hint?: string) => (
    <FormField id={`passenger-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Textarea rows={2} {...form.register(name)} />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={760} className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{passenger ? `Edit ${passenger.full_name}` : 'Add passenger'}</DialogTitle>
          <DialogDescription>Names, gender and dates exactly as printed on the passport.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-6"
          onSubmit={form.handleSubmit((v) => save(v, false))}
          aria-label={passenger ? 'Edit passenger' : 'Add passenger'}
        >
          {formError ? <Alert variant="destructive">{formError}</Alert> : null}
          {duplicate ? (
            <Alert variant="destructive" title="Possible duplicate" data-testid="duplicate-warning">
              <p>{duplicate}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="destructive"
                  disabled={saving}
                  onClick={() => void form.handleSubmit((v) => save(v, true))()}
                >
                  Save anyway
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setDuplicate(null)}>
                  Review
                </Button>
              </div>
            </Alert>
          ) : null}

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Passenger</legend>
            <FormField id="passenger-title" label="Title" error={errors.title?.message}>
              <NativeSelect {...form.register('title')}>
                <option value="">—</option>
                {PASSENGER_TITLES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {field('first_name', 'First name', { required: true, autoComplete: 'given-name' })}
            {field('middle_name', 'Middle names')}
            {field('last_name', 'Last name', { required: true, autoComplete: 'family-name' })}
            {field('date_of_birth', 'Date of birth', { type: 'date' })}
            <FormField id="passenger-gender" label="Gender (as on passport)" error={errors.gender?.message}>
              <NativeSelect {...form.register('gender')}>
                <option value="">—</option>
                {PASSENGER_GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {GENDER_LABELS[g]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-ink">Contact</legend>
            {field('email', 'E-mail', { type: 'email' })}
            {field('phone', 'Phone', { type: 'tel' })}
            <div className="sm:col-span-2">{area('address', 'Address')}</div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Passport</legend>
            {field('passport_number', 'Passport number', {
              hint:
                passenger && passenger.sensitive !== 'full' ? 'Type a new number to replace it' : 'Stored encrypted',
            })}
            {field('passport_issuing_country', 'Issuing country')}
            {field('nationality', 'Nationality')}
            {field('passport_issue_date', 'Issue date', { type: 'date' })}
            {field('passport_expiry_date', 'Expiry date', { type: 'date' })}
            {field('known_traveller_number', 'Known traveller number')}
            <div className="sm:col-span-3">
              {area('frequent_flyer_numbers', 'Frequent flyer numbers', 'Airline and number, one per line')}
            </div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-ink">Health and diet</legend>
            {area('dietary_notes', 'Dietary notes')}
            {area('medical_notes', 'Medical notes', 'Stored encrypted; shown only to you')}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Emergency contact</legend>
            {field('emergency_contact_name', 'Name')}
            {field('emergency_contact_phone', 'Phone', { type: 'tel' })}
            {field('emergency_contact_relationship', 'Relationship')}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-ink">Household and preferences</legend>
            <FormField
              id="passenger-household_id"
              label="Household"
              error={errors.household_id?.message}
              hint="Passengers who travel together"
            >
              <NativeSelect {...form.register('household_id')}>
                <option value="">No household</option>
                {(households.data?.items ?? []).map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="space-y-3 pt-1">
              <div className="flex items-start gap-2">
                <Checkbox
                  id="passenger-marketing"
                  checked={form.watch('marketing_consent')}
                  onCheckedChange={(c) => form.setValue('marketing_consent', c === true, { shouldDirty: true })}
                />
                <Label htmlFor="passenger-marketing" className="font-normal">
                  Agreed to receive marketing
                </Label>
              </div>
              <div className="flex items-start gap-2">
                <Checkbox
                  id="passenger-keep"
                  checked={form.watch('keep_sensitive_data')}
                  onCheckedChange={(c) => form.setValue('keep_sensitive_data', c === true, { shouldDirty: true })}
                />
                <Label htmlFor="passenger-keep" className="font-normal">
                  Keep passport, medical and dietary data after travel
                  <span className="block text-xs text-muted">Otherwise deleted 6 months after the last trip home.</span>
                </Label>
              </div>
            </div>
            <div className="sm:col-span-2">{area('notes', 'Notes')}</div>
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner className="text-current" /> : null}
              {passenger ? 'Save passenger' : 'Add passenger'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
