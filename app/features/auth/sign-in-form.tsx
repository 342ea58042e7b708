import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SignInRequestSchema, type SignInRequest } from '@domain/schemas/auth';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { useAuth } from './auth-context';
import { describeSignInError } from './sign-in-errors';

export type SignInFormProps = {
  /** In the dialog these switch views; on pages the links go to /register and /forgot-password. */
  onCreateAccount?: () => void;
  onForgotPassword?: () => void;
  /** Called before navigating away (e.g. to /verify-email) so a dialog can close. */
  onLeave?: () => void;
  idPrefix?: string;
};

export function SignInForm({ onCreateAccount, onForgotPassword, onLeave, idPrefix = 'sign-in' }: SignInFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<{ text: string; clearAfterMs: number | null } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest>({
    resolver: zodResolver(SignInRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  // Other sign-in errors show for 5 s (SPEC 8).
  useEffect(() => {
    if (!formError?.clearAfterMs) return;
    const t = setTimeout(() => setFormError(null), formError.clearAfterMs);
    return () => clearTimeout(t);
  }, [formError]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values.email, values.password);
    } catch (e) {
      const failure = describeSignInError(e);
      for (const [field, message] of Object.entries(failure.fields)) {
        if (field === 'email' || field === 'password') setError(field, { message });
      }
      setFormError({ text: failure.message, clearAfterMs: failure.clearAfterMs });
      if (failure.verifyEmail) {
        onLeave?.();
        navigate('/verify-email', { state: { email: values.email.trim().toLowerCase() } });
      }
    }
  });

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      {formError ? <Alert variant="destructive" title={formError.text} /> : null}
      <FormField label="Email" id={id('email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...register('email')}
        />
      </FormField>
      <FormField label="Password" id={id('password')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="-mt-2 flex justify-end">
        {onForgotPassword ? (
          <Button variant="link" size="sm" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        ) : (
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand underline-offset-4 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
          >
            Forgot your password?
          </Link>
        )}
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="text-current" /> : null}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted">
        New here?{' '}
        {onCreateAccount ? (
          <Button variant="link" size="sm" onClick={onCreateAccount} className="text-sm">
            Create an account
          </Button>
        ) : (
          <Link to="/register" className="font-medium text-brand underline-offset-4 hover:underline">
            Create an account
          </Link>
        )}
      </p>
    </form>
  );
}
