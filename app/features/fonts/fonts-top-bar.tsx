import { ArrowLeft } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '~/lib/cn';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    isActive ? 'bg-brand text-brand-foreground' : 'text-muted hover:bg-slate-100 hover:text-ink',
  );

/**
 * The public header is hidden on the font pages (SPEC 2), so they carry their
 * own slim bar: a way back to the site and a switch between the two views.
 */
export function FontsTopBar() {
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
        <Link to="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          Back to site
        </Link>
        <nav aria-label="Font pages" className="flex gap-1">
          <NavLink to="/font-preview" className={tabClass}>
            Preview
          </NavLink>
          <NavLink to="/font-comparison" className={tabClass}>
            Comparison
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
