import type { Permission } from './permissions';

/** An API call as the server's route catalogue names it: method and route pattern. */
export type ApiCall = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/**
 * What a dashboard page asks of the API.
 * - `calls`: made for every role the page admits (to open it, and the
 *   actions it always offers); each such role must hold the permission the
 *   server declares on that route.
 * - `needs`: permissions beyond the routes' own that every admitted role must
 *   hold, where the server applies a row rule (the standard builder saves
 *   through the same route as the itinerary builder, but a standard quote
 *   needs `quotes.write.standard`).
 * - `offers`: actions shown only to roles holding their permission (the SPA's
 *   `useCan`); the call must exist, and at least one admitted role must hold it.
 * server/routes/page-permissions.test.ts checks all of it against the real
 * route catalogue, for every page of domain/access.ts ROUTE_ACCESS.
 */
export type PageCalls = {
  calls: readonly ApiCall[];
  needs?: readonly Permission[];
  offers?: readonly { call: ApiCall; permission: Permission }[];
};

/** What the dashboard shell does on every page: the profile, and the feedback dialog. */
export const SHELL_CALLS: readonly ApiCall[] = ['GET /api/me'];

const BUILDER_CALLS: readonly ApiCall[] = [
  'GET /api/quotes/:id',
  'PUT /api/quotes/:id',
  'POST /api/quotes/:id/publish',
  'POST /api/quotes/:id/unpublish',
  'POST /api/uploads',
  'GET /api/me/branding',
];

/** The builder's "choose from the supplier directory" logo picker, for roles that see suppliers. */
const BUILDER_OFFERS: NonNullable<PageCalls['offers']> = [{ call: 'GET /api/suppliers', permission: 'suppliers.read' }];

const LIST_ACTIONS: NonNullable<PageCalls['offers']> = [
  { call: 'POST /api/quotes/:id/duplicate', permission: 'quotes.write.itinerary' },
  { call: 'DELETE /api/quotes/:id', permission: 'quotes.write.itinerary' },
  { call: 'POST /api/quotes/:id/publish', permission: 'quotes.write.itinerary' },
  { call: 'POST /api/quotes/:id/unpublish', permission: 'quotes.write.itinerary' },
];

/**
 * Every guarded page of SPEC 6 with the calls it makes. Pages that later
 * issues build (bookings, passengers, suppliers, training, tools, the admin
 * areas) list no calls until they exist; adding a page's calls here is part
 * of docs/ADDING-A-RESOURCE.md.
 */
export const PAGE_CALLS: Record<string, PageCalls> = {
  '/dashboard': {
    calls: ['GET /api/tasks/summary'],
    offers: [
      { call: 'POST /api/feedback', permission: 'feedback.submit' },
      // The home's Supplier Updates card (not for onboarding agents).
      { call: 'GET /api/supplier-updates', permission: 'suppliers.read' },
      // The home's next lesson card (roles with Training).
      { call: 'GET /api/training/next-lesson', permission: 'training.learn' },
    ],
  },
  '/dashboard/profile': {
    calls: [
      'GET /api/me',
      'PATCH /api/me/profile',
      'POST /api/me/password',
      'POST /api/me/email',
      'GET /api/me/branding',
    ],
    offers: [{ call: 'PUT /api/me/branding', permission: 'branding.manage' }],
  },
  '/dashboard/quotes': {
    calls: ['GET /api/quotes'],
    offers: [
      ...LIST_ACTIONS,
      { call: 'PUT /api/quotes/:id', permission: 'quotes.write.standard' },
      { call: 'GET /api/live/info', permission: 'live.search' },
    ],
  },
  '/dashboard/quotes/create-booking': { calls: ['GET /api/quotes'] },
  '/dashboard/quotes/new-itinerary': {
    calls: BUILDER_CALLS,
    needs: ['quotes.write.itinerary'],
    offers: BUILDER_OFFERS,
  },
  '/dashboard/quotes/edit-itinerary/:id': {
    calls: BUILDER_CALLS,
    needs: ['quotes.write.itinerary'],
    offers: BUILDER_OFFERS,
  },
  '/dashboard/quotes/new': { calls: BUILDER_CALLS, needs: ['quotes.write.standard'], offers: BUILDER_OFFERS },
  '/dashboard/quotes/edit/:id': { calls: BUILDER_CALLS, needs: ['quotes.write.standard'], offers: BUILDER_OFFERS },
  '/dashboard/quotes/:slug': {
    calls: ['GET /api/quotes/by-slug/:slug', 'GET /api/quotes/:id/social-post', 'POST /api/quotes/:id/social-post'],
    offers: LIST_ACTIONS,
  },
  '/dashboard/bookings': { calls: [] },
  '/dashboard/captured-content': {
    calls: [
      'GET /api/captures',
      'GET /api/captures/tags',
      'GET /api/captures/:id',
      'PATCH /api/captures/:id',
      'DELETE /api/captures/:id',
    ],
  },
  '/dashboard/tasks': {
    calls: [
      'GET /api/tasks',
      'POST /api/tasks',
      'PATCH /api/tasks/:id',
      'DELETE /api/tasks/:id',
      // The add and edit dialog's link pickers.
      'GET /api/quotes',
      'GET /api/passengers',
    ],
    offers: [{ call: 'GET /api/tasks/assignees', permission: 'tasks.assign' }],
  },
  '/dashboard/passengers': {
    calls: [
      'GET /api/passengers',
      'GET /api/passengers/export.csv',
      'POST /api/passengers',
      'PATCH /api/passengers/:id',
      'DELETE /api/passengers/:id',
      'GET /api/households',
      'POST /api/households',
      'PATCH /api/households/:id',
      'DELETE /api/households/:id',
    ],
  },
  '/dashboard/passengers/:id': {
    calls: [
      'GET /api/passengers/:id',
      'PATCH /api/passengers/:id',
      'DELETE /api/passengers/:id',
      'POST /api/passengers/:id/reveal',
      'GET /api/passengers/:id/export',
      'POST /api/passengers/:id/quotes',
      'DELETE /api/passengers/:id/quotes/:quoteId',
      'GET /api/households',
      'GET /api/households/:id',
      'PATCH /api/households/:id',
      'GET /api/quotes',
    ],
  },
  '/dashboard/tools': { calls: [] },
  '/dashboard/hotel-bookings': {
    calls: ['GET /api/live-bookings', 'POST /api/live-bookings/:id/cancel'],
  },
  '/dashboard/suppliers': {
    calls: [
      'GET /api/suppliers',
      'GET /api/suppliers/tags',
      'GET /api/suppliers/:id',
      'GET /api/supplier-updates',
      'POST /api/supplier-updates/:id/read',
      'POST /api/supplier-updates/read-all',
    ],
  },
  '/dashboard/training': { calls: ['GET /api/training/courses'] },
  '/dashboard/training/:courseId': { calls: ['GET /api/training/courses/:id'] },
  '/dashboard/training/:courseId/lessons/:lessonId': {
    calls: [
      'GET /api/training/lessons/:id',
      'PUT /api/training/lessons/:id/done',
      'DELETE /api/training/lessons/:id/done',
    ],
  },
  '/dashboard/training/:courseId/quiz/:moduleId': {
    calls: ['GET /api/training/modules/:id/quiz', 'POST /api/training/modules/:id/quiz'],
  },
  '/dashboard/training/:courseId/certificate': { calls: ['GET /api/training/courses/:id/certificate'] },
  '/dashboard/posted-deals': { calls: ['GET /api/posted-deals'] },
  '/dashboard/live-search': {
    calls: ['GET /api/live/info', 'GET /api/live/destinations', 'GET /api/live/car-locations', 'GET /api/basket'],
  },
  '/dashboard/live-search/results': { calls: ['GET /api/live/cars/search', 'GET /api/basket'] },
  '/dashboard/live-search/hotel-results': {
    calls: [
      'GET /api/live/hotels/search',
      'GET /api/live/hotels/:hotelId',
      'POST /api/basket/items',
      'GET /api/basket',
    ],
  },
  '/dashboard/car-rental/book/:rateReference': {
    calls: ['GET /api/live/cars/rates/:rateReference', 'POST /api/live/cars/book'],
  },
  '/dashboard/car-rental/booking-confirmation/:bookingReference': {
    calls: ['GET /api/live/bookings/:bookingReference'],
  },
  '/dashboard/checkout': {
    calls: [
      'GET /api/basket',
      'POST /api/checkout',
      'GET /api/checkout/:packageId',
      'POST /api/checkout/:packageId/seen',
      'GET /api/events',
    ],
  },
  '/dashboard/booking-confirmation': {
    calls: [
      'GET /api/checkout/:packageId',
      'POST /api/checkout/:packageId/retry',
      'POST /api/checkout/:packageId/seen',
    ],
  },
  '/dashboard/tools/commission-calculator': { calls: [] },
  '/dashboard/tools/holiday-package-calculator': { calls: [] },
  '/dashboard/tools/outlook-setup': {
    calls: ['GET /api/tools/calendar-feed', 'POST /api/tools/calendar-feed', 'DELETE /api/tools/calendar-feed'],
    // The signature takes the logo and colour from branding where the role has it, else the defaults.
    offers: [{ call: 'GET /api/me/branding', permission: 'branding.manage' }],
  },
  '/dashboard/admin/log-booking': { calls: [] },
  '/dashboard/admin/log-booking/new': { calls: [] },
  '/dashboard/tools/chrome-extension': {
    calls: ['GET /api/tools/tokens', 'POST /api/tools/tokens', 'DELETE /api/tools/tokens/:id'],
  },
  '/dashboard/agents/agent-page-settings': {
    calls: ['GET /api/agent-page', 'GET /api/agent-page/availability', 'PUT /api/agent-page', 'POST /api/uploads'],
  },
  '/dashboard/admin': {
    calls: ['GET /api/admin/overview', 'GET /api/admin/jobs', 'POST /api/admin/jobs/:id/retry'],
  },
  '/dashboard/admin/quotes-agent': {
    calls: [
      'GET /api/admin/quote-agents',
      'GET /api/admin/users/:id',
      'PATCH /api/admin/users/:id/role',
      'PATCH /api/admin/users/:id/membership',
      'POST /api/admin/users/:id/deactivate',
      'POST /api/admin/users/:id/reactivate',
      'POST /api/admin/users/:id/resend-confirmation',
      'POST /api/admin/users/:id/send-reset',
    ],
  },
  '/dashboard/admin/passengers': {
    calls: [
      'GET /api/admin/passengers',
      'GET /api/admin/passengers/export.csv',
      'GET /api/passengers/:id',
      'POST /api/passengers/:id/reveal',
      'GET /api/passengers/:id/export',
      'DELETE /api/passengers/:id',
    ],
  },
  '/dashboard/admin/users': {
    calls: [
      'GET /api/admin/users',
      'GET /api/admin/users/:id',
      'PATCH /api/admin/users/:id/role',
      'PATCH /api/admin/users/:id/membership',
      'POST /api/admin/users/:id/deactivate',
      'POST /api/admin/users/:id/reactivate',
      'POST /api/admin/users/:id/resend-confirmation',
      'POST /api/admin/users/:id/send-reset',
    ],
  },
  '/dashboard/admin/pts-checklists': { calls: [] },
  '/dashboard/admin/leads': {
    calls: [
      'GET /api/admin/leads',
      'GET /api/admin/leads/export.csv',
      'GET /api/admin/leads/owners',
      'POST /api/admin/leads',
      'GET /api/admin/leads/:id',
      'PATCH /api/admin/leads/:id',
      'POST /api/admin/leads/:id/notes',
      'POST /api/admin/leads/:id/convert',
    ],
  },
  '/dashboard/admin/blog': {
    calls: ['GET /api/admin/articles', 'GET /api/admin/articles/tags', 'DELETE /api/admin/articles/:id'],
  },
  '/dashboard/admin/pending-fb-posts': {
    calls: [
      'GET /api/admin/social-posts',
      'POST /api/admin/social-posts/:id/approve',
      'POST /api/admin/social-posts/:id/reject',
    ],
  },
  '/dashboard/admin/blog-editor': {
    calls: ['GET /api/admin/articles', 'GET /api/admin/articles/tags', 'POST /api/admin/articles', 'POST /api/uploads'],
  },
  '/dashboard/admin/blog-editor/:articleId': {
    calls: [
      'GET /api/admin/articles',
      'GET /api/admin/articles/tags',
      'GET /api/admin/articles/:id',
      'PATCH /api/admin/articles/:id',
      'POST /api/admin/articles/:id/publish',
      'POST /api/admin/articles/:id/schedule',
      'POST /api/admin/articles/:id/unpublish',
      'DELETE /api/admin/articles/:id',
      'POST /api/uploads',
    ],
  },
  '/dashboard/admin/suppliers': {
    calls: [
      'GET /api/suppliers',
      'GET /api/suppliers/tags',
      'GET /api/suppliers/export',
      'GET /api/suppliers/:id',
      'POST /api/suppliers',
      'PUT /api/suppliers/:id',
      'POST /api/suppliers/:id/archive',
      'POST /api/suppliers/:id/restore',
      'POST /api/uploads',
      'GET /api/supplier-updates',
      'POST /api/supplier-updates',
      'PUT /api/supplier-updates/:id',
      'DELETE /api/supplier-updates/:id',
    ],
  },
  '/dashboard/finance/submit-invoice': { calls: [] },
  '/dashboard/admin/training': {
    calls: [
      'GET /api/admin/training/courses',
      'POST /api/admin/training/courses',
      'GET /api/admin/training/progress',
      'GET /api/admin/training/progress/export',
    ],
  },
  '/dashboard/admin/training/:courseId': {
    calls: [
      'GET /api/admin/training/courses/:id',
      'PATCH /api/admin/training/courses/:id',
      'DELETE /api/admin/training/courses/:id',
      'POST /api/admin/training/courses/:id/publish',
      'POST /api/admin/training/courses/:id/unpublish',
      'PUT /api/admin/training/courses/:id/order',
      'POST /api/admin/training/courses/:id/modules',
      'PATCH /api/admin/training/modules/:id',
      'DELETE /api/admin/training/modules/:id',
      'POST /api/admin/training/modules/:id/lessons',
      'PATCH /api/admin/training/lessons/:id',
      'DELETE /api/admin/training/lessons/:id',
      'POST /api/admin/training/preview',
      'POST /api/uploads',
    ],
  },
};
