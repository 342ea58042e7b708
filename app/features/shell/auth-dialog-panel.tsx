import { AUTH_DIALOG_WIDTH_PX } from '@domain/constants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import type { AuthDialogView } from './auth-dialog';
import AuthDialogViews from './auth-dialog-views';

const COPY: Record<AuthDialogView, { title: string; description: string }> = {
  'sign-in': { title: 'Welcome back', description: 'Sign in to your agent account.' },
  'sign-up': {
    title: 'Create your account',
    description: 'Join as a lead; we will confirm your e-mail address first.',
  },
  reset: { title: 'Reset your password', description: 'Enter your e-mail and we will send you a reset link.' },
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: AuthDialogView;
  setView: (view: AuthDialogView) => void;
  close: () => void;
};

/**
 * The auth modal itself (SPEC 2: 500 px, three views). Its own chunk, with the
 * dialog primitives and the forms, loaded the first time the dialog opens.
 */
export default function AuthDialogPanel({ open, onOpenChange, view, setView, close }: Props) {
  const copy = COPY[view];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={AUTH_DIALOG_WIDTH_PX} aria-describedby="auth-dialog-description">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription id="auth-dialog-description">{copy.description}</DialogDescription>
        </DialogHeader>
        <AuthDialogViews view={view} setView={setView} close={close} />
      </DialogContent>
    </Dialog>
  );
}
