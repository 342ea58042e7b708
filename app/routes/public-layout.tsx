import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isHeaderHidden } from '@domain/public-paths';
import { STORAGE_KEYS } from '@domain/constants';
import { useAuth } from '~/features/auth/auth-context';
import { safeLocalPath } from '~/features/auth/safe-redirect';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { PublicHeader } from '~/features/shell/public-header';
import { usePublicConfig } from '~/lib/config';
import { storage } from '~/lib/storage';

/**
 * Opens the login dialog when a guard sent the visitor home with ?login=true
 * (remembering ?from=), and sends them on once a user exists.
 */
function useLoginFlag() {
  const [params] = useSearchParams();
  const dialog = useAuthDialog();
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const flagged = params.get('login') === 'true';
  const from = safeLocalPath(params.get('from'));

  useEffect(() => {
    if (!flagged) return;
    if (from) storage.set(STORAGE_KEYS.redirectAfterLogin, from);
    if (status === 'signed-out') dialog.open('sign-in');
  }, [flagged, from, status, dialog]);

  // Signed in already (e.g. the session loaded after the guard gave up): go on.
  useEffect(() => {
    if (flagged && user && from) {
      storage.remove(STORAGE_KEYS.redirectAfterLogin);
      navigate(from, { replace: true });
    }
  }, [flagged, user, from, navigate]);
}

/** Scrolls to #section after navigating to /#section from another page. */
function useHashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let raf = 0;
    const attempt = () => {
      const el = document.getElementById(id);
      if (el) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (tries++ < 60) raf = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(raf);
  }, [hash, pathname]);
}

function PublicFooter() {
  const { brand } = usePublicConfig();
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {brand.name}. A UK host agency for independent travel agents.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          {/* Server-rendered pages: a full page load, not the app's router. */}
          <a className="hover:text-brand" href="/terms-of-service">
            Terms
          </a>
          <a className="hover:text-brand" href="/privacy-policy">
            Privacy
          </a>
          <a className="hover:text-brand" href="/cookies-policy">
            Cookies
          </a>
          <a className="hover:text-brand" href="/booking-conditions">
            Booking conditions
          </a>
          <a className="hover:text-brand" href="/atol-protection">
            Financial protection
          </a>
          <Link className="hover:text-brand" to="/contact">
            Contact
          </Link>
        </nav>
      </div>
    </footer>
  );
}

/** Public pages: the header (unless hidden for the path, SPEC 2) and a footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  useLoginFlag();
  useHashScroll();
  const hidden = isHeaderHidden(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      {hidden ? null : <PublicHeader />}
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {hidden ? null : <PublicFooter />}
    </div>
  );
}
