import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { ResendConfirmationSchema } from '@domain/schemas/auth';
import type { z } from 'zod';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { ApiError } from '~/lib/api';
import { resendConfirmation } from '../api';
import { resetCooldownSeconds } from '~/lib/session-timing';
import { AuthCard } from './auth-card';

type ResendValues = z.input<typeof ResendConfirmationSchema>;

function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string')
    return state.email;
  return '';
}

/** /verify-email: shows the address from navigation state and can resend the link. */
export default function VerifyEmailPage() {
  const location = useLocation();
  const initialEmail = emailFromState(location.state);
  const dialog = useAuthDialog();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResendValues>({
    resolver: zodResolver(ResendConfirmationSchema),
    defaultValues: { email: initialEmail },
  });

  useEffect(() => {
    if (cooldown <= 0) return;
    const t = setTimeout(() => setCooldown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [cooldown]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSent(false);
    try {
      await resendConfirmation(values.email);
      setSent(true);
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) setCooldown(resetCooldownSeconds(e.message, e.retryAfter));
      setError(e instanceof Error ? e.message : 'Could not send the e-mail. Please try again.');
    }
  });

  return (
    <AuthCard
      icon={MailCheck}
      title="Check your e-mail"
      description={
        initialEmail ? (
          <>
            We sent a confirmation link to <strong className="font-semibold break-all text-ink">{initialEmail}</strong>.
            Open it to confirm your address, then sign in.
          </>
        ) : (
          'We sent you a confirmation link. Open it to confirm your address, then sign in.'
        )
      }
      footer={
        <>
          Already confirmed?{' '}
          <Button variant="link" size="sm" className="text-sm" onClick={() => dialog.open('sign-in')}>
            Sign in
          </Button>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Resend confirmation e-mail">
        {sent ? <Alert variant="success" title="A new confirmation link is on its way." /> : null}
        {error ? <Alert variant="destructive" title={error} /> : null}
        <p className="text-sm text-muted">No e-mail after a few minutes? Check your spam folder, or send it again.</p>
        <FormField
          label="Email"
          id="verify-email"
          error={errors.email?.message}
          className={initialEmail ? 'sr-only' : undefined}
        >
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button type="submit" variant="outline" size="lg" className="w-full" disabled={isSubmitting || cooldown > 0}>
          {isSubmitting ? <Spinner className="text-current" /> : null}
          {cooldown > 0 ? `Try again in ${cooldown}s` : 'Resend confirmation e-mail'}
        </Button>
        <p className="text-center text-sm text-muted">
          Wrong address?{' '}
          <Link to="/register" className="font-medium text-brand underline-offset-4 hover:underline">
            Sign up again
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
