import { KeyRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Navigate, useSearchParams } from 'react-router';
import { SignInForm } from '../sign-in-form';
import { SignUpForm } from '../sign-up-form';
import { AuthCard } from './auth-card';
import { useSignedInRedirect } from './use-signed-in-redirect';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm cursor-pointer';

/** /auth: sign in or create an account on one page (?tab=sign-up opens the second). */
export default function AuthPage() {
  const redirect = useSignedInRedirect();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard icon={KeyRound} title={tab === 'sign-in' ? 'Sign in' : 'Create your account'} wide={tab === 'sign-up'}>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => setParams(v === 'sign-up' ? { tab: 'sign-up' } : {}, { replace: true })}
      >
        <Tabs.List aria-label="Sign in or create an account" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="sign-in" className={tabClass}>
            Sign in
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={tabClass}>
            Create account
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in" className="focus-visible:outline-none">
          <SignInForm
            idPrefix="auth-sign-in"
            onCreateAccount={() => setParams({ tab: 'sign-up' }, { replace: true })}
          />
        </Tabs.Content>
        <Tabs.Content value="sign-up" className="focus-visible:outline-none">
          <SignUpForm idPrefix="auth-sign-up" onSignIn={() => setParams({}, { replace: true })} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}
