import { ADMIN_ALIAS_REDIRECTS } from './public-paths';

/**
 * Every address the web app answers with a page of its own, as React Router
 * patterns (`:name` is one segment). The server answers any other page
 * address with the app's not-found page and HTTP 404 (issue 18: no soft 404).
 * app/router.test.ts proves the router declares exactly these, so a route
 * added to app/router.tsx must be added here too.
 *
 * The server-rendered /quotes/<slug> and /agents/<brand> pages are answered
 * by server/routes/public-pages, and /blog, /blog/tag/<tag>, /blog/<slug> by
 * server/routes/blog, before this list is read.
 */
export const SPA_ROUTE_PATTERNS: readonly string[] = [
  // Public pages
  '/',
  '/login',
  '/sign-in',
  '/signin',
  '/auth',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/auth/callback',
  '/unauthorized',
  '/renew-subscription',
  '/quote-agent-payment',
  '/payment-success',
  '/payment-cancelled',
  '/agent-signup',
  '/join/new',
  '/payment',
  '/contract',
  '/setup-account',
  '/ai-tool-signup',
  '/debug/auth',
  '/dev/mailbox',
  '/font-preview',
  '/font-comparison',
  '/dashboard/billing',
  '/quotes/:slug/preview',
  // The agent area
  '/dashboard',
  '/dashboard/admin',
  '/dashboard/profile',
  '/dashboard/posted-deals',
  '/dashboard/admin/pending-fb-posts',
  '/dashboard/admin/leads',
  '/dashboard/admin/users',
  '/dashboard/admin/quotes-agent',
  '/dashboard/quotes',
  '/dashboard/quotes/create-booking',
  '/dashboard/quotes/new',
  '/dashboard/quotes/new-itinerary',
  '/dashboard/quotes/edit/:id',
  '/dashboard/quotes/edit-itinerary/:id',
  '/dashboard/quotes/:slug',
  '/dashboard/tasks',
  '/dashboard/passengers',
  '/dashboard/passengers/:id',
  '/dashboard/admin/passengers',
  '/dashboard/tools',
  '/dashboard/tools/commission-calculator',
  '/dashboard/tools/holiday-package-calculator',
  '/dashboard/tools/outlook-setup',
  '/dashboard/tools/chrome-extension',
  '/dashboard/captured-content',
  '/dashboard/agents/agent-page-settings',
  '/dashboard/live-search',
  '/dashboard/live-search/hotel-results',
  '/dashboard/live-search/results',
  '/dashboard/car-rental/book/:rateReference',
  '/dashboard/car-rental/booking-confirmation/:bookingReference',
  '/dashboard/checkout',
  '/dashboard/booking-confirmation',
  '/dashboard/hotel-bookings',
  '/dashboard/suppliers',
  '/dashboard/admin/suppliers',
  '/dashboard/admin/blog',
  '/dashboard/admin/blog-editor',
  '/dashboard/admin/blog-editor/:articleId',
  '/dashboard/training',
  '/dashboard/training/:courseId',
  '/dashboard/training/:courseId/lessons/:lessonId',
  '/dashboard/training/:courseId/quiz/:moduleId',
  '/dashboard/training/:courseId/certificate',
  '/dashboard/admin/training',
  '/dashboard/admin/training/:courseId',
  // The header's /admin/... aliases redirect to the page that serves them (SPEC 2).
  ...Object.keys(ADMIN_ALIAS_REDIRECTS),
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const compiled = SPA_ROUTE_PATTERNS.map(segments);

/**
 * Whether the web app has a page at this path (query and hash left off).
 * Matched as React Router does: static segments ignore case, a parameter
 * takes one non-empty segment, trailing slashes do not matter.
 */
export function isSpaRoute(pathname: string): boolean {
  let parts: string[];
  try {
    parts = segments(pathname).map((s) => decodeURIComponent(s));
  } catch {
    // A malformed escape (e.g. /%E0) is no page of ours.
    return false;
  }
  return compiled.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((p, i) => p.startsWith(':') || p.toLowerCase() === parts[i]?.toLowerCase()),
  );
}
