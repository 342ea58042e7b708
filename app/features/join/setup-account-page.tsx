import { UserCog } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '@domain/constants';
import type { SetupAccountStateDto } from '@domain/join/responses';
import { SetupAccountSchema } from '@domain/join/schema';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock, Spinner } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { AuthCard } from '~/features/auth/pages/auth-card';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { ApiError } from '~/lib/api';
import { storage } from '~/lib/storage';
import { getSetupAccount, saveSetupAccount } from './api';

type Values = { agentName: string; agencyName: string; phoneNumber: string; password: string; confirmPassword: string };
type Errors = Partial<Record<keyof Values | 'form', string>>;

/**
 * /setup-account: a new member finishes their account: the name clients
 * see on quotes, the agency and phone, and a password when the account was
 * made without one.
 */
export default function SetupAccountPage() {
  const { status, user, refreshProfile } = useAuth();
  const dialog = useAuthDialog();
  const userId = user?.id ?? null;
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'ready'; data: SetupAccountStateDto } | { kind: 'failed'; message: string }
  >({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<Values>({
    agentName: '',
    agencyName: '',
    phoneNumber: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    getSetupAccount()
      .then((data) => {
        if (!live) return;
        setState({ kind: 'ready', data });
        setValues((v) => ({
          ...v,
          agentName: data.agentName ?? '',
          agencyName: data.agencyName ?? '',
          phoneNumber: data.phoneNumber ?? '',
        }));
      })
      .catch(
        (e: unknown) =>
          live &&
          setState({ kind: 'failed', message: e instanceof ApiError ? e.message : 'Please check your connection.' }),
      );
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  if (status === 'loading') return <LoadingBlock text="Loading user data..." className="flex-1" />;
  if (status === 'signed-out') {
    return (
      <AuthCard icon={UserCog} title="Set up your account" description="Sign in to finish setting up your account.">
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            storage.set(STORAGE_KEYS.redirectAfterLogin, '/setup-account');
            dialog.open('sign-in');
          }}
        >
          Sign in
        </Button>
      </AuthCard>
    );
  }

  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent, needsPassword: boolean) => {
    e.preventDefault();
    setSaved(false);
    const next: Errors = {};
    const parsed = SetupAccountSchema.safeParse({
      agentName: values.agentName,
      agencyName: values.agencyName,
      phoneNumber: values.phoneNumber,
      password: needsPassword ? values.password : undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values) next[field as keyof Values] ??= issue.message;
      }
    }
    if (needsPassword && !values.password) next.password = 'Password must be at least 8 characters';
    if (needsPassword && values.password !== values.confirmPassword) next.confirmPassword = 'Passwords do not match';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const data = await saveSetupAccount(parsed.data);
      setState({ kind: 'ready', data });
      setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
      setSaved(true);
      void refreshProfile();
    } catch (err) {
      if (err instanceof ApiError) setErrors({ ...(err.fields ?? {}), form: err.message });
      else setErrors({ form: 'Your details could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      icon={UserCog}
      title="Set up your account"
      description="The name your clients see on quotes, and how to reach you."
      wide
    >
      {state.kind === 'loading' ? <LoadingBlock text="Loading profile data..." /> : null}
      {state.kind === 'failed' ? (
        <LoadError
          title="Your account could not be loaded"
          message={state.message}
          onRetry={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      {state.kind === 'ready' ? (
        <form
          noValidate
          aria-label="Set up your account"
          className="flex flex-col gap-4"
          onSubmit={(e) => void submit(e, state.data.needsPassword)}
        >
          {saved ? (
            <Alert variant="success" title="Your account is set up">
              <Link to="/dashboard" className={buttonClasses('default', 'md', 'mt-3')}>
                Go to your dashboard
              </Link>
            </Alert>
          ) : null}
          {errors.form && !saved ? <Alert variant="destructive" title={errors.form} /> : null}
          <FormField
            label="Agent name"
            id="setup-agent-name"
            error={errors.agentName}
            hint="Shown on your quotes and agent page, e.g. “Amelia Hughes Travel”."
            required
          >
            <Input autoComplete="organization" value={values.agentName} onChange={set('agentName')} />
          </FormField>
          <FormField label="Agency name" id="setup-agency" error={errors.agencyName} hint="Optional.">
            <Input value={values.agencyName} onChange={set('agencyName')} />
          </FormField>
          <FormField label="Phone number" id="setup-phone" error={errors.phoneNumber} required>
            <Input type="tel" autoComplete="tel" value={values.phoneNumber} onChange={set('phoneNumber')} />
          </FormField>
          {state.data.needsPassword ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Password"
                id="setup-password"
                error={errors.password}
                hint="At least 8 characters."
                required
              >
                <Input type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
              </FormField>
              <FormField label="Confirm password" id="setup-confirm-password" error={errors.confirmPassword} required>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={values.confirmPassword}
                  onChange={set('confirmPassword')}
                />
              </FormField>
            </div>
          ) : null}
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? <Spinner className="text-current" /> : null}
            {busy ? 'Saving...' : 'Save and continue'}
          </Button>
        </form>
      ) : null}
    </AuthCard>
  );
}
