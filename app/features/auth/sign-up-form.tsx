import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SignUpFormSchema, type SignUpForm as SignUpValues } from '@domain/schemas/auth';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';
import { useAuth } from './auth-context';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'agencyName', 'email', 'password', 'confirmPassword'] as const;
type FieldName = (typeof FIELDS)[number];

function isField(name: string): name is FieldName {
  return (FIELDS as readonly string[]).includes(name);
}

export type SignUpFormProps = { onSignIn?: () => void; onLeave?: () => void; idPrefix?: string };

export function SignUpForm({ onSignIn, onLeave, idPrefix = 'sign-up' }: SignUpFormProps) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phoneNumber: '',
      agencyName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await signUp({
        firstName: values.firstName,
        lastName: values.lastName,
        phoneNumber: values.phoneNumber,
        agencyName: values.agencyName,
        email: values.email,
        password: values.password,
        role: 'lead',
      });
      onLeave?.();
      navigate('/verify-email', { state: { email: res.user.email } });
    } catch (e) {
      if (e instanceof ApiError) {
        for (const [field, message] of Object.entries(e.fields ?? {})) {
          if (isField(field)) setError(field, { message });
        }
        setFormError(
          e.fields && Object.keys(e.fields).length > 0 ? 'Please correct the highlighted fields.' : e.message,
        );
      } else {
        setFormError('Sign-up failed. Please try again.');
      }
    }
  });

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create account">
      {formError ? <Alert variant="destructive" title={formError} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" id={id('first-name')} error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" id={id('last-name')} error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Phone number" id={id('phone')} error={errors.phoneNumber?.message} required>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phoneNumber')} />
      </FormField>
      <FormField
        label="Agency name"
        id={id('agency')}
        error={errors.agencyName?.message}
        hint="Optional. You can add it later."
      >
        <Input autoComplete="organization" {...register('agencyName')} />
      </FormField>
      <FormField label="Email" id={id('email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Password"
          id={id('password')}
          error={errors.password?.message}
          hint="At least 8 characters."
          required
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField
          label="Confirm password"
          id={id('confirm-password')}
          error={errors.confirmPassword?.message}
          required
        >
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="text-current" /> : null}
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        {onSignIn ? (
          <Button variant="link" size="sm" onClick={onSignIn} className="text-sm">
            Sign in
          </Button>
        ) : (
          <Link to="/sign-in" className="font-medium text-brand underline-offset-4 hover:underline">
            Sign in
          </Link>
        )}
      </p>
    </form>
  );
}
