import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ADMIN_ALIAS_REDIRECTS } from '@domain/public-paths';
import { LoadingBlock } from '~/components/ui/spinner';
import { PublicLayout } from './routes/public-layout';
import { RootLayout } from './routes/root';

/** A route whose page module (default export) loads only when visited. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

// Error and not-found screens are rare: they load when needed (DESIGN 8).
const LazyRouteError = lazy(() => import('./routes/route-error').then((m) => ({ default: m.RouteError })));
const notFound = page(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })));
const dashboardNotFound = page(() => import('./routes/not-found').then((m) => ({ default: m.DashboardNotFound })));

function RouteError() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}

/**
 * A pathless layout providing TanStack Query to the routes below it; lazy, so
 * public pages without queries never load the library (DESIGN 8).
 */
const withQueries = page(() => import('./routes/query-layout'));

/** One of the quote builder's pages (they share a module). */
const builder = (name: 'NewQuotePage' | 'NewItineraryPage' | 'EditQuotePage' | 'EditItineraryPage') =>
  page(() => import('~/features/quotes/builder/builder-page').then((m) => ({ default: m[name] })));

const signIn = page(() => import('~/features/auth/pages/sign-in-page'));

const aliasRedirects: RouteObject[] = Object.entries(ADMIN_ALIAS_REDIRECTS).map(([from, to]) => ({
  path: from,
  loader: () => redirect(to),
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingBlock text="Loading..." className="min-h-dvh" />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('~/features/home/home-page')) },
          { path: 'login', ...signIn },
          { path: 'sign-in', ...signIn },
          { path: 'signin', ...signIn },
          { path: 'auth', ...page(() => import('~/features/auth/pages/auth-page')) },
          { path: 'register', ...page(() => import('~/features/auth/pages/register-page')) },
          { path: 'forgot-password', ...page(() => import('~/features/auth/pages/forgot-password-page')) },
          { path: 'reset-password', ...page(() => import('~/features/auth/pages/reset-password-page')) },
          { path: 'verify-email', ...page(() => import('~/features/auth/pages/verify-email-page')) },
          { path: 'auth/callback', ...page(() => import('~/features/auth/pages/auth-callback-page')) },
          { path: 'unauthorized', ...page(() => import('~/features/errors/unauthorized-page')) },
          // Membership billing (issue #12): status and the pay button, and the hosted checkout's return pages.
          {
            ...withQueries,
            children: [
              { path: 'renew-subscription', ...page(() => import('~/features/membership/renew-subscription-page')) },
              { path: 'quote-agent-payment', ...page(() => import('~/features/membership/quote-agent-payment-page')) },
              { path: 'payment-success', ...page(() => import('~/features/membership/payment-success-page')) },
              { path: 'payment-cancelled', ...page(() => import('~/features/membership/payment-cancelled-page')) },
            ],
          },
          // The join funnel (issue #12): the wizard, payment, the agreement, account set-up, the AI tool's sign-up.
          { path: 'agent-signup', ...page(() => import('~/features/join/join-page')) },
          { path: 'join/new', ...page(() => import('~/features/join/join-page')) },
          { path: 'payment', ...page(() => import('~/features/join/payment-page')) },
          { path: 'contract', ...page(() => import('~/features/contract/contract-page')) },
          { path: 'setup-account', ...page(() => import('~/features/join/setup-account-page')) },
          { path: 'ai-tool-signup', ...page(() => import('~/features/join/ai-tool-signup-page')) },
          { path: 'debug/auth', ...page(() => import('~/features/debug/debug-auth-page')) },
          { ...withQueries, children: [{ path: 'dev/mailbox', ...page(() => import('~/features/dev/mailbox-page')) }] },
          { path: 'font-preview', ...page(() => import('~/features/fonts/font-preview-page')) },
          { path: 'font-comparison', ...page(() => import('~/features/fonts/font-comparison-page')) },
          { path: '*', ...notFound },
        ],
      },
      // SPEC 2: /dashboard/billing redirects to /renew-subscription.
      { path: 'dashboard/billing', loader: () => redirect('/renew-subscription') },
      ...aliasRedirects,
      {
        ...withQueries,
        children: [
          // The owner's preview of a quote: signed in, outside the dashboard frame (header hidden, SPEC 2).
          {
            path: 'quotes/:slug/preview',
            ...page(() => import('~/features/quotes/quote-preview-page')),
            errorElement: <RouteError />,
          },
          {
            path: 'dashboard',
            ...page(() => import('./routes/dashboard-route')),
            errorElement: <RouteError />,
            children: [
              { index: true, ...page(() => import('~/features/dashboard/dashboard-home')) },
              { path: 'admin', ...page(() => import('~/features/admin/admin-home')) },
              { path: 'profile', ...page(() => import('~/features/profile/profile-page')) },
              { path: 'posted-deals', ...page(() => import('~/features/social/posted-deals-page')) },
              { path: 'admin/pending-fb-posts', ...page(() => import('~/features/social/pending-posts-page')) },
              { path: 'admin/leads', ...page(() => import('~/features/leads/leads-page')) },
              { path: 'admin/users', ...page(() => import('~/features/admin-users/users-page')) },
              { path: 'admin/quotes-agent', ...page(() => import('~/features/admin-users/quote-agents-page')) },
              { path: 'quotes', ...page(() => import('~/features/quotes/quotes-list-page')) },
              // Its own page, matched before the :slug route (issue 18).
              { path: 'quotes/create-booking', ...page(() => import('~/features/quotes/create-booking-page')) },
              { path: 'quotes/new', ...builder('NewQuotePage') },
              { path: 'quotes/new-itinerary', ...builder('NewItineraryPage') },
              { path: 'quotes/edit/:id', ...builder('EditQuotePage') },
              { path: 'quotes/edit-itinerary/:id', ...builder('EditItineraryPage') },
              { path: 'quotes/:slug', ...page(() => import('~/features/quotes/quote-detail-page')) },
              { path: 'tasks', ...page(() => import('~/features/tasks/tasks-page')) },
              { path: 'passengers', ...page(() => import('~/features/passengers/passengers-page')) },
              { path: 'passengers/:id', ...page(() => import('~/features/passengers/passenger-detail-page')) },
              { path: 'admin/passengers', ...page(() => import('~/features/passengers/admin-passengers-page')) },
              { path: 'tools', ...page(() => import('~/features/tools/tools-page')) },
              {
                path: 'tools/commission-calculator',
                ...page(() => import('~/features/tools/commission-calculator-page')),
              },
              {
                path: 'tools/holiday-package-calculator',
                ...page(() => import('~/features/tools/holiday-package-calculator-page')),
              },
              { path: 'tools/outlook-setup', ...page(() => import('~/features/tools/outlook-setup-page')) },
              {
                path: 'tools/chrome-extension',
                ...page(() => import('~/features/tools/chrome-extension-page')),
              },
              {
                path: 'captured-content',
                ...page(() => import('~/features/captures/captured-content-page')),
              },
              {
                path: 'agents/agent-page-settings',
                ...page(() => import('~/features/agent-page/agent-page-settings-page')),
              },
              // Live search, basket, checkout and live bookings (issue #4).
              { path: 'live-search', ...page(() => import('~/features/live-search/live-search-page')) },
              { path: 'live-search/hotel-results', ...page(() => import('~/features/live-search/hotel-results-page')) },
              { path: 'live-search/results', ...page(() => import('~/features/live-search/car-results-page')) },
              { path: 'car-rental/book/:rateReference', ...page(() => import('~/features/live-search/car-book-page')) },
              {
                path: 'car-rental/booking-confirmation/:bookingReference',
                ...page(() => import('~/features/live-search/car-confirmation-page')),
              },
              { path: 'checkout', ...page(() => import('~/features/checkout/checkout-page')) },
              { path: 'booking-confirmation', ...page(() => import('~/features/checkout/booking-confirmation-page')) },
              { path: 'hotel-bookings', ...page(() => import('~/features/live-bookings/live-bookings-page')) },
              // The supplier directory and Supplier Updates (issue 11); ?view=updates, ?supplier=<id>.
              { path: 'suppliers', ...page(() => import('~/features/suppliers/suppliers-page')) },
              { path: 'admin/suppliers', ...page(() => import('~/features/suppliers/admin-suppliers-page')) },
              // The blog's admin (issue 15); the editor's page loads Lexical only when it opens.
              { path: 'admin/blog', ...page(() => import('~/features/blog/blog-admin-page')) },
              { path: 'admin/blog-editor', ...page(() => import('~/features/blog/editor/blog-editor-page')) },
              {
                path: 'admin/blog-editor/:articleId',
                ...page(() => import('~/features/blog/editor/blog-editor-page')),
              },
              // Training (issue 15): courses, lessons, quizzes, certificates; the staff's builder.
              { path: 'training', ...page(() => import('~/features/training/training-page')) },
              { path: 'training/:courseId', ...page(() => import('~/features/training/course-page')) },
              {
                path: 'training/:courseId/lessons/:lessonId',
                ...page(() => import('~/features/training/lesson-page')),
              },
              { path: 'training/:courseId/quiz/:moduleId', ...page(() => import('~/features/training/quiz-page')) },
              { path: 'training/:courseId/certificate', ...page(() => import('~/features/training/certificate-page')) },
              { path: 'admin/training', ...page(() => import('~/features/training/admin-training-page')) },
              { path: 'admin/training/:courseId', ...page(() => import('~/features/training/admin-course-page')) },
              // Pages of later issues: the dashboard's own not-found panel, inside the layout.
              { path: '*', ...dashboardNotFound },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
