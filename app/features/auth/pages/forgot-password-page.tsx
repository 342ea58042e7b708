import { KeyRound } from 'lucide-react';
import { ForgotPasswordForm } from '../forgot-password-form';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm idPrefix="page-forgot" />
    </AuthCard>
  );
}
