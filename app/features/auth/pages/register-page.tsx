import { UserPlus } from 'lucide-react';
import { Navigate } from 'react-router';
import { SignUpForm } from '../sign-up-form';
import { AuthCard } from './auth-card';
import { useSignedInRedirect } from './use-signed-in-redirect';

export default function RegisterPage() {
  const redirect = useSignedInRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      icon={UserPlus}
      title="Create your account"
      description="Start as a lead. We will e-mail you a link to confirm your address."
      wide
    >
      <SignUpForm idPrefix="page-sign-up" />
    </AuthCard>
  );
}
