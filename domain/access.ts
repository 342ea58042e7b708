import type { Role } from './roles';

/**
 * Whether a route needs an active membership (SPEC 6 "Subscription" column).
 * Only quote agents are ever held back by it; `unchecked` and `unspecified`
 * both mean the guard does not look.
 */
export type SubscriptionRule = 'required' | 'not-required' | 'unchecked' | 'unspecified';

export type RouteAccess = {
  /** React Router style pattern, e.g. /dashboard/quotes/edit/:id */
  path: string;
  roles: readonly Role[];
  subscription: SubscriptionRule;
};

const CORE: readonly Role[] = ['admin', 'agent', 'onboarding', 'quoteagent', 'manager'];
const CORE_NO_ONBOARDING: readonly Role[] = ['admin', 'agent', 'quoteagent', 'manager'];
const TRAINING: readonly Role[] = ['admin', 'agent', 'onboarding', 'manager'];
const LIVE: readonly Role[] = ['agent', 'admin', 'manager'];
const ADMIN: readonly Role[] = ['admin'];

function group(paths: string[], roles: readonly Role[], subscription: SubscriptionRule) {
  return paths.map((path) => ({ path, roles, subscription }));
}

/** Every guarded route of SPEC 6, as data. The SPA guards and the API policies read it. */
export const ROUTE_ACCESS: readonly RouteAccess[] = [
  ...group(
    [
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/quotes',
      '/dashboard/quotes/create-booking',
      '/dashboard/quotes/new-itinerary',
      '/dashboard/quotes/edit-itinerary/:id',
      '/dashboard/bookings',
      '/dashboard/captured-content',
      '/dashboard/tasks',
      '/dashboard/passengers',
      // A passenger's own page (issue 11), admitted like the list.
      '/dashboard/passengers/:id',
      '/dashboard/tools',
    ],
    CORE,
    'required',
  ),
  ...group(
    [
      '/dashboard/quotes/new',
      '/dashboard/quotes/edit/:id',
      '/dashboard/quotes/:slug',
      '/dashboard/hotel-bookings',
      '/dashboard/suppliers',
    ],
    CORE_NO_ONBOARDING,
    'required',
  ),
  ...group(
    [
      '/dashboard/training',
      // Training's own pages (issue 15): a course, a lesson, a module's quiz, the certificate.
      '/dashboard/training/:courseId',
      '/dashboard/training/:courseId/lessons/:lessonId',
      '/dashboard/training/:courseId/quiz/:moduleId',
      '/dashboard/training/:courseId/certificate',
    ],
    TRAINING,
    'not-required',
  ),
  ...group(['/dashboard/posted-deals'], TRAINING, 'required'),
  ...group(
    [
      '/dashboard/live-search',
      '/dashboard/live-search/results',
      '/dashboard/live-search/hotel-results',
      '/dashboard/car-rental/book/:rateReference',
      '/dashboard/car-rental/booking-confirmation/:bookingReference',
      '/dashboard/checkout',
      '/dashboard/booking-confirmation',
      '/dashboard/tools/commission-calculator',
      '/dashboard/tools/holiday-package-calculator',
      '/dashboard/tools/outlook-setup',
      '/dashboard/admin/log-booking',
      '/dashboard/admin/log-booking/new',
    ],
    LIVE,
    'unchecked',
  ),
  ...group(['/dashboard/tools/chrome-extension'], ['admin', 'agent', 'quoteagent'], 'unspecified'),
  ...group(['/dashboard/agents/agent-page-settings'], ['agent'], 'unspecified'),
  ...group(
    [
      '/dashboard/admin',
      '/dashboard/admin/quotes-agent',
      '/dashboard/admin/passengers',
      '/dashboard/admin/users',
      '/dashboard/admin/pts-checklists',
      '/dashboard/admin/leads',
      '/dashboard/admin/blog',
      '/dashboard/admin/pending-fb-posts',
      '/dashboard/admin/blog-editor',
      '/dashboard/admin/blog-editor/:articleId',
      '/dashboard/admin/suppliers',
      '/dashboard/finance/submit-invoice',
    ],
    ADMIN,
    'unspecified',
  ),
  ...group(['/dashboard/admin/training', '/dashboard/admin/training/:courseId'], ['admin', 'manager'], 'unspecified'),
];

/** Guard default when a route names no roles (SPEC 6). */
export const DEFAULT_ALLOWED_ROLES: readonly Role[] = ['agent', 'admin', 'quoteagent'];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, pathname: string): boolean {
  const p = segments(pattern);
  const s = segments(pathname);
  if (p.length !== s.length) return false;
  return p.every((part, i) => part.startsWith(':') || part === s[i]);
}

/**
 * Finds the access rule for a concrete path. Static segments beat parameters,
 * so /dashboard/quotes/new wins over /dashboard/quotes/:slug.
 */
export function findRouteAccess(pathname: string): RouteAccess | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const hits = ROUTE_ACCESS.filter((r) => matches(r.path, clean));
  hits.sort((a, b) => paramCount(a.path) - paramCount(b.path));
  return hits[0];
}

function paramCount(pattern: string): number {
  return segments(pattern).filter((s) => s.startsWith(':')).length;
}

/** The rule for a pattern exactly as written in the table; throws on a typo. */
export function accessFor(pattern: string): RouteAccess {
  const rule = ROUTE_ACCESS.find((r) => r.path === pattern);
  if (!rule) throw new Error(`No access rule for ${pattern}`);
  return rule;
}

export type AccessSubject = {
  role: Role | null | undefined;
  /** Active membership or active subscription (SPEC 6 guard). */
  hasActiveMembership: boolean;
};

export type AccessDecision = 'allow' | 'forbidden-role' | 'needs-subscription';

/** Decides a signed-in, e-mail-confirmed user's access to a rule (SPEC 6). */
export function decideAccess(rule: Pick<RouteAccess, 'roles' | 'subscription'>, who: AccessSubject): AccessDecision {
  if (!who.role || !rule.roles.includes(who.role)) return 'forbidden-role';
  if (rule.subscription === 'required' && who.role === 'quoteagent' && !who.hasActiveMembership) {
    return 'needs-subscription';
  }
  return 'allow';
}

/** Sidebar entries of SPEC 2, in display order, with the roles that see them. */
export type SidebarItem = {
  path: string;
  label: string;
  icon: SidebarIcon;
  roles: readonly Role[];
};

export type SidebarIcon =
  | 'home'
  | 'file-text'
  | 'clipboard'
  | 'check-square'
  | 'users'
  | 'building'
  | 'megaphone'
  | 'wrench'
  | 'user-cog'
  | 'book-open'
  | 'newspaper'
  | 'user-plus'
  | 'facebook'
  | 'search'
  | 'hotel'
  | 'graduation-cap'
  | 'settings'
  | 'receipt';

/** Builds the sidebar for a brand (the booking log label carries its acronym). */
export function sidebarItems(brandPrefix: string): readonly SidebarItem[] {
  return [
    { path: '/dashboard', label: 'Dashboard', icon: 'home', roles: CORE },
    { path: '/dashboard/quotes', label: 'Quotes', icon: 'file-text', roles: CORE },
    { path: '/dashboard/captured-content', label: 'Captured Content', icon: 'clipboard', roles: CORE },
    { path: '/dashboard/tasks', label: 'Tasks', icon: 'check-square', roles: CORE },
    { path: '/dashboard/passengers', label: 'Passengers', icon: 'users', roles: CORE },
    { path: '/dashboard/suppliers', label: 'Suppliers', icon: 'building', roles: CORE_NO_ONBOARDING },
    { path: '/dashboard/posted-deals', label: 'Posted Deals', icon: 'megaphone', roles: TRAINING },
    { path: '/dashboard/tools', label: 'Tools', icon: 'wrench', roles: ['agent', 'onboarding', 'admin', 'quoteagent'] },
    { path: '/dashboard/admin/passengers', label: 'Passenger Admin', icon: 'user-cog', roles: ADMIN },
    {
      path: '/dashboard/admin/log-booking',
      label: `My ${brandPrefix} Bookings`,
      icon: 'book-open',
      roles: ['admin', 'agent', 'manager'],
    },
    { path: '/dashboard/admin/blog', label: 'Blog', icon: 'newspaper', roles: ADMIN },
    { path: '/dashboard/admin/leads', label: 'Leads', icon: 'user-plus', roles: ADMIN },
    { path: '/dashboard/admin/pending-fb-posts', label: 'Pending FB Posts', icon: 'facebook', roles: ADMIN },
    { path: '/dashboard/live-search', label: 'Live Search', icon: 'search', roles: ADMIN },
    { path: '/dashboard/hotel-bookings', label: 'Live Bookings', icon: 'hotel', roles: ADMIN },
    {
      path: '/dashboard/training',
      label: 'Training',
      icon: 'graduation-cap',
      roles: ['agent', 'onboarding', 'manager'],
    },
    { path: '/dashboard/admin/training', label: 'Training Admin', icon: 'settings', roles: ['admin', 'manager'] },
    { path: '/dashboard/finance/submit-invoice', label: 'Submit Invoice', icon: 'receipt', roles: ADMIN },
  ];
}

/** The sidebar a role sees; with no role (no profile) the menu is empty (SPEC 6). */
export function sidebarFor(role: Role | null | undefined, brandPrefix: string): readonly SidebarItem[] {
  if (!role) return [];
  return sidebarItems(brandPrefix).filter((item) => item.roles.includes(role));
}

/** Public header mobile menu (SPEC 2) for signed-in agents and admins. */
export type MobileMenuEntry = { label: string; path?: string; children?: { label: string; path: string }[] };

export function mobileMenuFor(role: Role | null | undefined): MobileMenuEntry[] {
  if (!role) return [];
  if (role === 'admin') {
    return [
      { label: 'Dashboard', path: '/admin' },
      {
        label: 'Bookings',
        children: [
          { label: 'All Quotes', path: '/admin/quotes' },
          { label: 'New Quote', path: '/admin/quotes/new' },
          { label: 'All Bookings', path: '/admin/bookings' },
          { label: 'All Passengers', path: '/admin/passengers' },
        ],
      },
      {
        label: 'Suppliers',
        children: [
          { label: 'All Suppliers', path: '/admin/suppliers' },
          { label: 'Supplier Updates', path: '/admin/suppliers/updates' },
        ],
      },
      { label: 'Agent Quotes', path: '/admin/quotes-agent' },
      { label: 'Users', path: '/admin/users' },
      { label: 'Blog', path: '/admin/blog' },
      { label: 'Training', path: '/admin/training' },
      { label: 'Profile Settings', path: '/admin/profile' },
    ];
  }
  return opensFor(role, [
    { label: 'Dashboard', path: '/dashboard' },
    {
      label: 'Bookings',
      children: [
        { label: 'All Quotes', path: '/dashboard/quotes' },
        { label: 'New Quote', path: '/dashboard/quotes/new' },
        { label: 'All Bookings', path: '/dashboard/bookings' },
        { label: 'All Passengers', path: '/dashboard/passengers' },
      ],
    },
    {
      label: 'Suppliers',
      children: [
        { label: 'All Suppliers', path: '/dashboard/suppliers' },
        { label: 'Supplier Updates', path: '/dashboard/suppliers?view=updates' },
      ],
    },
    { label: 'Training', path: '/dashboard/training' },
    { label: 'Profile Settings', path: '/dashboard/profile' },
  ]);
}

/** Whether a role may open a dashboard address (its query string aside). */
export function roleMayOpen(role: Role, path: string): boolean {
  const rule = findRouteAccess(path.split('?')[0] ?? path);
  return !rule || rule.roles.includes(role);
}

/** Keeps the entries (and groups' children) the role may open: no link that leads to /unauthorized. */
function opensFor(role: Role, entries: MobileMenuEntry[]): MobileMenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.path) return roleMayOpen(role, entry.path) ? [entry] : [];
    const children = (entry.children ?? []).filter((c) => roleMayOpen(role, c.path));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

// Kept in their own module so the SPA's always-loaded code can use them
// without pulling in the route table (DESIGN 8); re-exported for everyone else.
export { ADMIN_ALIAS_REDIRECTS, isHeaderHidden } from './public-paths';

/** SPEC 2: a quote page starts with /quotes/ or contains 'quote' or 'itinerary'. */
export function isQuotePage(pathname: string): boolean {
  return pathname.startsWith('/quotes/') || pathname.includes('quote') || pathname.includes('itinerary');
}

/**
 * Pages whose address ends in an id, slug or reference: their title is the
 * page's own name, never the parameter ("SBXC VEZTfDM1..." is no title). The
 * quote page names itself with the quote's title once it has loaded.
 */
const PARAMETER_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/dashboard/quotes/:slug': 'Quote',
  '/dashboard/quotes/edit/:id': 'Edit quote',
  '/dashboard/quotes/edit-itinerary/:id': 'Edit itinerary',
  '/dashboard/car-rental/book/:rateReference': 'Car booking',
  '/dashboard/car-rental/booking-confirmation/:bookingReference': 'Booking confirmation',
  '/dashboard/admin/blog-editor/:articleId': 'Blog editor',
  '/dashboard/passengers/:id': 'Passenger',
  '/dashboard/training/:courseId': 'Course',
  '/dashboard/training/:courseId/lessons/:lessonId': 'Lesson',
  '/dashboard/training/:courseId/quiz/:moduleId': 'Quiz',
  '/dashboard/admin/training/:courseId': 'Course editor',
};

/**
 * SPEC 2 page title: the last path segment, capitalised, hyphens to spaces.
 * An address ending in a parameter takes its page's name instead.
 */
export function pageTitle(pathname: string): string {
  // Static segments win (findRouteAccess): /dashboard/quotes/new is "New", not a quote slug.
  const named = PARAMETER_PAGE_TITLES[findRouteAccess(pathname)?.path ?? ''];
  if (named) return named;
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let text = last;
  try {
    text = decodeURIComponent(last);
  } catch {
    // A malformed escape is shown as typed.
  }
  const words = text.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The title is hidden on the quote edit and new pages (SPEC 2). */
export function isPageTitleHidden(pathname: string): boolean {
  return /^\/dashboard\/quotes\/(new|new-itinerary|edit\/[^/]+|edit-itinerary\/[^/]+)\/?$/.test(pathname);
}
