import { CircleCheck, LoaderCircle, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { ApiError } from '~/lib/api';
import { verifyEmail } from '../api';
import { AuthCard } from './auth-card';

type Verified = Awaited<ReturnType<typeof verifyEmail>>;

// Tokens are single use: a second call (StrictMode, a re-render) must share the first.
const inFlight = new Map<string, Promise<Verified>>();

function verify(token: string): Promise<Verified> {
  let p = inFlight.get(token);
  if (!p) {
    p = verifyEmail(token);
    inFlight.set(token, p);
  }
  return p;
}

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** /auth/callback?type=signup|email_change&token=...: confirms the address. */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const isEmailChange = params.get('type') === 'email_change';
  const { user, refreshProfile } = useAuth();
  const dialog = useAuthDialog();
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: 'This link is invalid or has expired.' },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    verify(token)
      .then((r) => {
        if (live) setState({ kind: 'done', email: r.email });
      })
      .catch((e: unknown) => {
        if (live)
          setState({
            kind: 'failed',
            message: e instanceof ApiError ? e.message : 'This link is invalid or has expired.',
          });
      });
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.kind === 'done' && user) void refreshProfile();
    // Only once the confirmation lands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.kind]);

  if (state.kind === 'working') {
    return (
      <AuthCard icon={LoaderCircle} title="Confirming your e-mail...">
        <p role="status" className="text-center text-sm text-muted">
          One moment while we check your link.
        </p>
      </AuthCard>
    );
  }

  if (state.kind === 'failed') {
    return (
      <AuthCard icon={MailWarning} title="We could not confirm your e-mail">
        <Alert variant="destructive" title={state.message}>
          Links work once and for one hour. Ask for a new one below.
        </Alert>
        <Link to="/verify-email" className={buttonClasses('default', 'lg', 'mt-6 w-full')}>
          Send a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={CircleCheck} title={isEmailChange ? 'E-mail address changed' : 'E-mail confirmed'}>
      <Alert variant="success" title={<span className="break-all">{state.email} is confirmed.</span>}>
        {user ? 'You can carry on where you left off.' : 'Sign in to continue.'}
      </Alert>
      {user ? (
        <Link to="/dashboard/profile" className={buttonClasses('default', 'lg', 'mt-6 w-full')}>
          Go to your profile
        </Link>
      ) : (
        <Button size="lg" className="mt-6 w-full" onClick={() => dialog.open('sign-in')}>
          Sign in
        </Button>
      )}
    </AuthCard>
  );
}
