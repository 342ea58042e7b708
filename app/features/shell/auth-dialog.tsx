import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useAuth } from '~/features/auth/auth-context';
import { Spinner } from '~/components/ui/spinner';

const loadPanel = () => import('./auth-dialog-panel');
const AuthDialogPanel = lazy(loadPanel);

/** Starts loading the dialog (and its forms) early, e.g. when a Sign In button is hovered. */
export function preloadAuthDialog(): void {
  void loadPanel();
}

export type AuthDialogView = 'sign-in' | 'sign-up' | 'reset';

type AuthDialogApi = { open(view?: AuthDialogView): void; close(): void };

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

/** Shown over the page for the moment the dialog's chunk takes on its first opening. */
function PanelLoading() {
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50"
      role="status"
      aria-label="Loading sign-in"
    >
      <Spinner className="size-8 text-white" />
    </div>
  );
}

/**
 * Opens and closes the auth modal (SPEC 2) and closes it once a user exists.
 * The modal's code loads the first time it opens, keeping the dialog
 * primitives and the form libraries out of public pages' first load (DESIGN 8).
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [view, setView] = useState<AuthDialogView>('sign-in');

  const open = useCallback((v: AuthDialogView = 'sign-in') => {
    setView(v);
    setOpen(true);
    setEverOpened(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (user) setOpen(false);
  }, [user]);

  const api = useMemo(() => ({ open, close }), [open, close]);
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {everOpened ? (
        <Suspense fallback={isOpen ? <PanelLoading /> : null}>
          <AuthDialogPanel open={isOpen} onOpenChange={setOpen} view={view} setView={setView} close={close} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogApi {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return ctx;
}
