import { Compass, SearchX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { useAuth } from '~/features/auth/auth-context';

/** Any unknown public path (SPEC 2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-lg text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Compass aria-hidden className="size-7" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink">Page not found</h1>
        <p className="mt-3 text-muted">
          We could not find{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all text-ink">{pathname}</code>. It may have
          moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
          <Link to="/" className={buttonClasses('default')}>
            Go to the home page
          </Link>
          <Link to="/contact" className={buttonClasses('outline')}>
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Unknown or not-yet-built dashboard paths, inside the dashboard layout. */
export function DashboardNotFound() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  return (
    <EmptyState
      icon={SearchX}
      title="This page is not available"
      description={
        <>
          There is no dashboard page at <code className="rounded bg-slate-100 px-1 text-ink">{pathname}</code>. Use the
          menu to find what you need.
        </>
      }
      action={
        <Link to={isAdmin ? '/dashboard/admin' : '/dashboard'} className={buttonClasses('default')}>
          Back to {isAdmin ? 'Admin' : 'Dashboard'}
        </Link>
      }
    />
  );
}
