import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RecoverRequestSchema, type RecoverRequest } from '@domain/schemas/auth';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';
import { recoverPassword } from './api';
import { resetCooldownSeconds } from '~/lib/session-timing';

export type ForgotPasswordFormProps = { onSignIn?: () => void; idPrefix?: string };

/** Requests a reset link; after a rate limit it counts down before the next try (SPEC 4, 8). */
export function ForgotPasswordForm({ onSignIn, idPrefix = 'forgot' }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverRequest>({ resolver: zodResolver(RecoverRequestSchema), defaultValues: { email: '' } });

  useEffect(() => {
    if (cooldown <= 0) return;
    const t = setTimeout(() => setCooldown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [cooldown]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await recoverPassword(values.email);
      setSentTo(values.email);
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) {
        setCooldown(resetCooldownSeconds(e.message, e.retryAfter));
        setFormError(e.message);
      } else {
        setFormError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
      }
    }
  });

  const waiting = cooldown > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
      {sentTo ? (
        <Alert variant="success" title="Check your inbox">
          If an account exists for {sentTo}, we have sent a link to reset your password. The link works for one hour.
        </Alert>
      ) : null}
      {formError ? <Alert variant="destructive" title={formError} /> : null}
      <FormField label="Email" id={`${idPrefix}-email`} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting || waiting} className="w-full">
        {isSubmitting ? <Spinner className="text-current" /> : null}
        {waiting ? `Try again in ${cooldown}s` : sentTo ? 'Send another link' : 'Send reset link'}
      </Button>
      {waiting ? (
        <p className="text-center text-sm text-muted" aria-live="polite">
          You can request another link in <span className="font-semibold tabular-nums">{cooldown}</span> seconds.
        </p>
      ) : null}
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        {onSignIn ? (
          <Button variant="link" size="sm" onClick={onSignIn} className="text-sm">
            Back to sign in
          </Button>
        ) : (
          <Link to="/sign-in" className="font-medium text-brand underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        )}
      </p>
    </form>
  );
}
