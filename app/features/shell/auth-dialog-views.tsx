import { ForgotPasswordForm } from '~/features/auth/forgot-password-form';
import { SignInForm } from '~/features/auth/sign-in-form';
import { SignUpForm } from '~/features/auth/sign-up-form';
import type { AuthDialogView } from './auth-dialog';

/** The dialog's forms, in their own chunk so public pages load the form code only when it opens. */
export default function AuthDialogViews({
  view,
  setView,
  close,
}: {
  view: AuthDialogView;
  setView: (v: AuthDialogView) => void;
  close: () => void;
}) {
  if (view === 'sign-in') {
    return (
      <SignInForm
        idPrefix="dialog-sign-in"
        onCreateAccount={() => setView('sign-up')}
        onForgotPassword={() => setView('reset')}
        onLeave={close}
      />
    );
  }
  if (view === 'sign-up')
    return <SignUpForm idPrefix="dialog-sign-up" onSignIn={() => setView('sign-in')} onLeave={close} />;
  return <ForgotPasswordForm idPrefix="dialog-forgot" onSignIn={() => setView('sign-in')} />;
}
