import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { NotFoundPage } from './not-found';

/** Routing errors (SPEC 2): a 404 thrown by a loader is the not-found page; anything else this. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-16">
      <div role="alert" className="w-full max-w-lg rounded-xl border border-line bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Unexpected Application Error!</h1>
        <p className="mt-3 text-sm text-muted">
          Something went wrong while showing this page. Reloading usually fixes it; if it keeps happening, tell us what
          you were doing.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <button type="button" className={buttonClasses('default')} onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link to="/" className={buttonClasses('outline')} reloadDocument>
            Go to the home page
          </Link>
        </div>
      </div>
    </main>
  );
}
