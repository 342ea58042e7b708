import { useState, type FormEvent } from 'react';
import { AgreementSignSchema } from '@domain/join/schema';
import type { AgreementVersionDto } from '@domain/join/responses';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';

type Errors = { fullName?: string; accepted?: string; form?: string };

/**
 * Read, type your full name, tick, accept: the signing block under the
 * agreement, in the wizard and on /contract. `onSign` rejects with the API's
 * error, whose field messages land on their fields.
 */
export function AgreementSignForm({
  agreement,
  defaultName = '',
  onSign,
  submitLabel = 'Accept and sign',
}: {
  agreement: Pick<AgreementVersionDto, 'version' | 'title'>;
  defaultName?: string;
  onSign: (values: { version: number; fullName: string; accepted: true }) => Promise<void>;
  submitLabel?: string;
}) {
  const [fullName, setFullName] = useState(defaultName);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = AgreementSignSchema.safeParse({ version: agreement.version, fullName, accepted });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'fullName' || field === 'accepted') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSign({ version: parsed.data.version, fullName: parsed.data.fullName, accepted: true });
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors({ fullName: err.fields?.fullName, accepted: err.fields?.accepted, form: err.message });
      } else {
        setErrors({ form: 'We could not record your signature. Please try again.' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign the agreement" className="flex flex-col gap-4 print:hidden">
      {errors.form ? <Alert variant="destructive" title={errors.form} /> : null}
      <FormField
        label="Type your full name to sign"
        id="agreement-full-name"
        error={errors.fullName}
        hint="Your typed name is your signature."
        required
      >
        <Input
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          className="font-serif text-lg italic"
        />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id="agreement-accept"
            checked={accepted}
            onCheckedChange={(v) => setAccepted(v === true)}
            aria-invalid={errors.accepted ? true : undefined}
            aria-describedby={errors.accepted ? 'agreement-accept-error' : undefined}
            className="mt-0.5"
          />
          <label htmlFor="agreement-accept" className="text-sm leading-snug text-ink">
            I have read the {agreement.title} (version {agreement.version}) and agree to be bound by it.
          </label>
        </div>
        {errors.accepted ? (
          <p id="agreement-accept-error" className="text-sm font-medium text-danger">
            {errors.accepted}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? <Spinner className="text-current" /> : null}
        {busy ? 'Signing...' : submitLabel}
      </Button>
    </form>
  );
}
