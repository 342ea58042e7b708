import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ResetPasswordFormSchema } from '@domain/schemas/auth';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';
import { resetPassword } from '../api';
import { AuthCard } from './auth-card';

type ResetValues = z.input<typeof ResetPasswordFormSchema>;

/** The target of the reset e-mail: /reset-password?token=... */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ text: string; badLink: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPassword(token, values.password);
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError)
        setError({ text: e.fields?.password ?? e.message, badLink: e.code === 'invalid_token' });
      else setError({ text: 'Something went wrong. Please try again.', badLink: false });
    }
  });

  if (!token) {
    return (
      <AuthCard icon={LockKeyhole} title="Reset link incomplete">
        <Alert variant="destructive" title="This link is invalid or has expired.">
          Open the link from your e-mail again, or request a new one.
        </Alert>
        <Link to="/forgot-password" className={buttonClasses('default', 'lg', 'mt-6 w-full')}>
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard icon={LockKeyhole} title="Password changed">
        <Alert variant="success" title="Your new password is set.">
          For your security we signed you out everywhere. Sign in with the new password.
        </Alert>
        <Link to="/sign-in" className={buttonClasses('default', 'lg', 'mt-6 w-full')}>
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={LockKeyhole} title="Choose a new password" description="Use at least 8 characters.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
        {error ? (
          <Alert variant="destructive" title={error.text}>
            {error.badLink ? (
              <Link to="/forgot-password" className="font-medium underline underline-offset-4">
                Request a new link
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <FormField label="New password" id="reset-password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm new password" id="reset-confirm" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="text-current" /> : null}
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
