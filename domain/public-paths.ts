// Path rules the SPA needs on every page, public ones included. Apart from
// domain/access.ts (which re-exports them) so public pages' first load does not
// carry the whole route-access table (DESIGN 8).

/**
 * The header references /admin/... paths that are not routes of their own
 * (SPEC 2); the SPA redirects each to the dashboard page that serves it.
 */
export const ADMIN_ALIAS_REDIRECTS: Record<string, string> = {
  '/admin': '/dashboard/admin',
  '/admin/users': '/dashboard/admin/users',
  '/admin/blog': '/dashboard/admin/blog',
  '/admin/pages': '/dashboard/admin/blog',
  '/admin/resources': '/dashboard/admin/training',
  '/admin/settings': '/dashboard/profile',
  '/admin/profile': '/dashboard/profile',
  '/admin/quotes': '/dashboard/quotes',
  '/admin/quotes/new': '/dashboard/quotes/new',
  '/admin/quotes-agent': '/dashboard/admin/quotes-agent',
  '/admin/bookings': '/dashboard/bookings',
  '/admin/passengers': '/dashboard/admin/passengers',
  '/admin/suppliers': '/dashboard/admin/suppliers',
  '/admin/suppliers/updates': '/dashboard/admin/suppliers?view=updates',
  '/admin/training': '/dashboard/admin/training',
  '/dashboard/marketing': '/dashboard/posted-deals',
  '/suppliers': '/dashboard/suppliers',
};

/** Paths where the public header and the chat widget are hidden (SPEC 2). */
export function isHeaderHidden(pathname: string): boolean {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return true;
  return ['/quotes/', '/bookings/', '/view-confirmation/', '/font-preview', '/font-comparison', '/agents/'].some(
    (prefix) => pathname.startsWith(prefix),
  );
}
