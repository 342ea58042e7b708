import { describe, expect, it } from 'vitest';
import {
  ROUTE_ACCESS,
  decideAccess,
  findRouteAccess,
  isHeaderHidden,
  isPageTitleHidden,
  isQuotePage,
  mobileMenuFor,
  pageTitle,
  sidebarFor,
} from './access';
import { ROLES, type Role } from './roles';

/** SPEC 2's sidebar table, written out again by hand so a slip in access.ts shows. */
const SIDEBAR: Record<string, Role[]> = {
  '/dashboard': ['agent', 'onboarding', 'quoteagent', 'admin', 'manager'],
  '/dashboard/quotes': ['agent', 'onboarding', 'quoteagent', 'admin', 'manager'],
  '/dashboard/captured-content': ['agent', 'onboarding', 'quoteagent', 'admin', 'manager'],
  '/dashboard/tasks': ['agent', 'onboarding', 'quoteagent', 'admin', 'manager'],
  '/dashboard/passengers': ['agent', 'onboarding', 'quoteagent', 'admin', 'manager'],
  '/dashboard/suppliers': ['agent', 'quoteagent', 'admin', 'manager'],
  '/dashboard/posted-deals': ['agent', 'onboarding', 'admin', 'manager'],
  '/dashboard/tools': ['agent', 'onboarding', 'admin', 'quoteagent'],
  '/dashboard/admin/passengers': ['admin'],
  '/dashboard/admin/log-booking': ['admin', 'agent', 'manager'],
  '/dashboard/admin/blog': ['admin'],
  '/dashboard/admin/leads': ['admin'],
  '/dashboard/admin/pending-fb-posts': ['admin'],
  '/dashboard/live-search': ['admin'],
  '/dashboard/hotel-bookings': ['admin'],
  '/dashboard/training': ['agent', 'onboarding', 'manager'],
  '/dashboard/admin/training': ['admin', 'manager'],
  '/dashboard/finance/submit-invoice': ['admin'],
};

describe('sidebarFor (SPEC 2)', () => {
  it.each(ROLES)('%s sees exactly the rows of the table that name it', (role) => {
    const expected = Object.entries(SIDEBAR)
      .filter(([, roles]) => roles.includes(role))
      .map(([path]) => path);
    expect(sidebarFor(role, 'HTP').map((i) => i.path)).toEqual(expected);
  });

  it('is empty without a profile role', () => {
    expect(sidebarFor(null, 'HTP')).toEqual([]);
  });

  it("labels the booking log with the provider's acronym and hotel bookings 'Live Bookings'", () => {
    const items = sidebarFor('admin', 'XYZ');
    expect(items.find((i) => i.path === '/dashboard/admin/log-booking')?.label).toBe('My XYZ Bookings');
    expect(items.find((i) => i.path === '/dashboard/hotel-bookings')?.label).toBe('Live Bookings');
  });

  it('matches SPEC 6 prose: onboarding has no Suppliers; quoteagent has no Posted Deals or Training', () => {
    const onboarding = sidebarFor('onboarding', 'HTP').map((i) => i.label);
    expect(onboarding).not.toContain('Suppliers');
    expect(onboarding).toContain('Training');
    const qa = sidebarFor('quoteagent', 'HTP').map((i) => i.label);
    expect(qa).toEqual(expect.arrayContaining(['Suppliers', 'Tools']));
    expect(qa).not.toContain('Posted Deals');
    expect(qa).not.toContain('Training');
  });
});

describe('route access (SPEC 6)', () => {
  const who = (role: Role | null, hasActiveMembership = true) => ({ role, hasActiveMembership });

  it('prefers static segments over parameters', () => {
    expect(findRouteAccess('/dashboard/quotes/new')?.path).toBe('/dashboard/quotes/new');
    expect(findRouteAccess('/dashboard/quotes/new-itinerary')?.path).toBe('/dashboard/quotes/new-itinerary');
    expect(findRouteAccess('/dashboard/quotes/summer-in-crete')?.path).toBe('/dashboard/quotes/:slug');
    expect(findRouteAccess('/dashboard/quotes/edit/42')?.path).toBe('/dashboard/quotes/edit/:id');
    expect(findRouteAccess('/dashboard/')?.path).toBe('/dashboard');
    expect(findRouteAccess('/blog')).toBeUndefined();
  });

  it.each([
    ['/dashboard', 'onboarding', 'allow'],
    ['/dashboard', 'lead', 'forbidden-role'],
    ['/dashboard/quotes/new', 'onboarding', 'forbidden-role'],
    ['/dashboard/quotes/new', 'manager', 'allow'],
    ['/dashboard/training', 'quoteagent', 'forbidden-role'],
    ['/dashboard/posted-deals', 'quoteagent', 'forbidden-role'],
    ['/dashboard/live-search', 'quoteagent', 'forbidden-role'],
    ['/dashboard/live-search', 'manager', 'allow'],
    ['/dashboard/tools/chrome-extension', 'manager', 'forbidden-role'],
    ['/dashboard/agents/agent-page-settings', 'admin', 'forbidden-role'],
    ['/dashboard/agents/agent-page-settings', 'agent', 'allow'],
    ['/dashboard/admin/users', 'manager', 'forbidden-role'],
    ['/dashboard/admin/training', 'manager', 'allow'],
    ['/dashboard/finance/submit-invoice', 'admin', 'allow'],
  ] as const)('%s for %s -> %s', (path, role, expected) => {
    const rule = findRouteAccess(path);
    expect(rule).toBeDefined();
    if (rule) expect(decideAccess(rule, who(role))).toBe(expected);
  });

  it('holds back only a quoteagent without active membership, and only where required', () => {
    const required = findRouteAccess('/dashboard/quotes');
    const notRequired = findRouteAccess('/dashboard/tools/chrome-extension');
    if (!required || !notRequired) throw new Error('table rows missing');
    expect(decideAccess(required, who('quoteagent', false))).toBe('needs-subscription');
    expect(decideAccess(required, who('agent', false))).toBe('allow');
    expect(decideAccess(notRequired, who('quoteagent', false))).toBe('allow');
  });

  it('never lets a signed-in user without a role through', () => {
    for (const rule of ROUTE_ACCESS) expect(decideAccess(rule, who(null))).toBe('forbidden-role');
  });

  it('lists every dashboard route of SPEC 2 once', () => {
    const paths = ROUTE_ACCESS.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(51);
  });
});

describe('header, quote pages and titles (SPEC 2)', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/quotes', true],
    ['/quotes/abc', true],
    ['/bookings/1', true],
    ['/view-confirmation/1', true],
    ['/font-preview', true],
    ['/font-comparison', true],
    ['/agents/jane', true],
    ['/', false],
    ['/blog', false],
    ['/dashboards', false],
  ] as const)('header hidden on %s: %s', (path, hidden) => {
    expect(isHeaderHidden(path)).toBe(hidden);
  });

  it('detects quote pages', () => {
    expect(isQuotePage('/quotes/x')).toBe(true);
    expect(isQuotePage('/ai-quote-tool')).toBe(true);
    expect(isQuotePage('/my-itinerary')).toBe(true);
    expect(isQuotePage('/blog')).toBe(false);
  });

  it('titles a page by its last segment', () => {
    expect(pageTitle('/dashboard/captured-content')).toBe('Captured content');
    expect(pageTitle('/dashboard')).toBe('Dashboard');
    expect(pageTitle('/dashboard/admin/pending-fb-posts')).toBe('Pending fb posts');
  });

  it('titles an address ending in an id, slug or reference by its page, never by the parameter', () => {
    expect(pageTitle('/dashboard/car-rental/book/SBXC-VEZTfDM1fDIwMjYt')).toBe('Car booking');
    expect(pageTitle('/dashboard/car-rental/booking-confirmation/LB-7K3M9QXA')).toBe('Booking confirmation');
    expect(pageTitle('/dashboard/quotes/summer-in-santorini-k3m9')).toBe('Quote');
    expect(pageTitle('/dashboard/admin/blog-editor/123')).toBe('Blog editor');
    // Fixed segments keep SPEC 2's rule, also where a parameter could match.
    expect(pageTitle('/dashboard/quotes/create-booking')).toBe('Create booking');
    expect(pageTitle('/dashboard/live-search/hotel-results')).toBe('Hotel results');
    expect(pageTitle('/dashboard/booking-confirmation')).toBe('Booking confirmation');
    expect(pageTitle('/dashboard/%E0')).toBe('%E0');
  });

  it('hides the title on quote new and edit pages only', () => {
    expect(isPageTitleHidden('/dashboard/quotes/new')).toBe(true);
    expect(isPageTitleHidden('/dashboard/quotes/edit/12')).toBe(true);
    expect(isPageTitleHidden('/dashboard/quotes/edit-itinerary/12')).toBe(true);
    expect(isPageTitleHidden('/dashboard/quotes/new-itinerary')).toBe(true);
    expect(isPageTitleHidden('/dashboard/quotes')).toBe(false);
    expect(isPageTitleHidden('/dashboard/quotes/summer')).toBe(false);
  });
});

describe('mobile menu (SPEC 2)', () => {
  it('gives agents the dashboard paths and admins the /admin paths plus their extras', () => {
    const agent = mobileMenuFor('agent');
    expect(agent.map((e) => e.label)).toEqual(['Dashboard', 'Bookings', 'Suppliers', 'Training', 'Profile Settings']);
    expect(agent.find((e) => e.label === 'Bookings')?.children?.map((c) => c.label)).toEqual([
      'All Quotes',
      'New Quote',
      'All Bookings',
      'All Passengers',
    ]);
    const admin = mobileMenuFor('admin');
    expect(admin.map((e) => e.label)).toEqual(
      expect.arrayContaining(['Agent Quotes', 'Users', 'Blog', 'Training', 'Profile Settings']),
    );
    expect(admin.find((e) => e.label === 'Profile Settings')?.path).toBe('/admin/profile');
    expect(agent.find((e) => e.label === 'Profile Settings')?.path).toBe('/dashboard/profile');
    expect(mobileMenuFor(null)).toEqual([]);
  });

  it('never offers a link the role may not open (onboarding: no New Quote, no Suppliers; quote agents: no Training)', () => {
    const onboarding = mobileMenuFor('onboarding');
    expect(onboarding.map((e) => e.label)).toEqual(['Dashboard', 'Bookings', 'Training', 'Profile Settings']);
    expect(onboarding.find((e) => e.label === 'Bookings')?.children?.map((c) => c.label)).toEqual([
      'All Quotes',
      'All Bookings',
      'All Passengers',
    ]);
    expect(mobileMenuFor('quoteagent').map((e) => e.label)).toEqual([
      'Dashboard',
      'Bookings',
      'Suppliers',
      'Profile Settings',
    ]);
  });
});
