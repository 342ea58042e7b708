import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { JoinDetailsFormSchema, type JoinDetailsForm } from '@domain/join/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'agencyName', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/** Step 1: the SPEC 5 sign-up fields. Submitting makes the account and the application. */
export function DetailsStep({
  defaults,
  onSubmit,
  onSignIn,
}: {
  defaults: Partial<JoinDetailsForm>;
  onSubmit: (values: JoinDetailsForm) => Promise<void>;
  onSignIn: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JoinDetailsForm>({
    resolver: zodResolver(JoinDetailsFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phoneNumber: '',
      agencyName: '',
      email: '',
      password: '',
      confirmPassword: '',
      ...defaults,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (e) {
      if (e instanceof ApiError) {
        for (const [field, message] of Object.entries(e.fields ?? {})) if (isField(field)) setError(field, { message });
        setFormError(
          e.fields && Object.keys(e.fields).length > 0 ? 'Please correct the highlighted fields.' : e.message,
        );
      } else {
        setFormError('We could not save your details. Please try again.');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Your details" className="flex flex-col gap-4">
      {formError ? <Alert variant="destructive" title={formError} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" id="join-first-name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" id="join-last-name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Phone number" id="join-phone" error={errors.phoneNumber?.message} required>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phoneNumber')} />
        </FormField>
        <FormField
          label="Agency name"
          id="join-agency"
          error={errors.agencyName?.message}
          hint="Optional. You can add it later."
        >
          <Input autoComplete="organization" {...register('agencyName')} />
        </FormField>
      </div>
      <FormField label="Email" id="join-email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Password"
          id="join-password"
          error={errors.password?.message}
          hint="At least 8 characters."
          required
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm password" id="join-confirm-password" error={errors.confirmPassword?.message} required>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </div>
      <p className="text-xs text-muted">
        We will e-mail you a link to confirm your address. You can choose your plan and read the agreement while it
        arrives.
      </p>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-center text-sm text-muted sm:text-left">
          Already have an account?{' '}
          <Button variant="link" size="sm" onClick={onSignIn} className="text-sm">
            Sign in
          </Button>
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="text-current" /> : null}
          {isSubmitting ? 'Saving...' : 'Continue to plans'}
        </Button>
      </div>
    </form>
  );
}
