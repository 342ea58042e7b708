import { LogIn } from 'lucide-react';
import { Navigate } from 'react-router';
import { SignInForm } from '../sign-in-form';
import { AuthCard } from './auth-card';
import { useSignedInRedirect } from './use-signed-in-redirect';

/** /login, /sign-in and /signin (the fallback after a failed sign-out). */
export default function SignInPage() {
  const redirect = useSignedInRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard icon={LogIn} title="Sign in" description="Welcome back. Sign in to your agent account.">
      <SignInForm idPrefix="page-sign-in" />
    </AuthCard>
  );
}
