import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH_DIALOG_WIDTH_PX } from '@domain/constants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { useAuth } from '~/features/auth/auth-context';
import { LoadingBlock } from '~/components/ui/spinner';

const AuthDialogViews = lazy(() => import('./auth-dialog-views'));

export type AuthDialogView = 'sign-in' | 'sign-up' | 'reset';

type AuthDialogApi = { open(view?: AuthDialogView): void; close(): void };

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

const COPY: Record<AuthDialogView, { title: string; description: string }> = {
  'sign-in': { title: 'Welcome back', description: 'Sign in to your agent account.' },
  'sign-up': { title: 'Create your account', description: 'Join as a lead; we will confirm your e-mail address first.' },
  reset: { title: 'Reset your password', description: 'Enter your e-mail and we will send you a reset link.' },
};

/** The auth modal (SPEC 2): 500 px, three views, closes once a user exists. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [isOpen, setOpen] = useState(false);
  const [view, setView] = useState<AuthDialogView>('sign-in');

  const open = useCallback((v: AuthDialogView = 'sign-in') => {
    setView(v);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (user) setOpen(false);
  }, [user]);

  const api = useMemo(() => ({ open, close }), [open, close]);
  const copy = COPY[view];
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogContent width={AUTH_DIALOG_WIDTH_PX} aria-describedby="auth-dialog-description">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription id="auth-dialog-description">{copy.description}</DialogDescription>
          </DialogHeader>
          <Suspense fallback={<LoadingBlock className="min-h-64" />}>
            <AuthDialogViews view={view} setView={setView} close={close} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogApi {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return ctx;
}
