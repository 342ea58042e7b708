import { describe, expect, it } from 'vitest';
import { accessFor, decideAccess } from '@domain/access';
import { ROLES, type Role } from '@domain/roles';
import { checkAccess } from '../plugins/access';
import { buildUser, signInAs, type UserOverrides } from '../test/factories';
import { createTestApp } from '../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

type Subject = {
  name: string;
  role: Role | null;
  confirmed: boolean;
  activeMembership: boolean;
  overrides?: UserOverrides;
};

/** Anonymous, each of the 8 roles, the expired quote agent and an account that never confirmed its e-mail. */
const SUBJECTS: Subject[] = [
  { name: 'anonymous', role: null, confirmed: false, activeMembership: false },
  ...ROLES.map((role) => ({
    name: role,
    role,
    confirmed: true,
    activeMembership: role === 'quoteagent',
    overrides: { role, membershipStatus: role === 'quoteagent' ? 'Current' : null },
  })),
  {
    name: 'expired quoteagent',
    role: 'quoteagent',
    confirmed: true,
    activeMembership: false,
    overrides: { role: 'quoteagent', membershipStatus: 'Expired - Non Payment' },
  },
  {
    name: 'unconfirmed agent',
    role: 'agent',
    confirmed: false,
    activeMembership: false,
    overrides: { role: 'agent', confirmed: false },
  },
];

type Expectation = { kind: 'allowed' } | { kind: 'denied'; status: 401 | 403; code: string };

function expected(access: string, s: Subject): Expectation {
  if (access === 'public') return { kind: 'allowed' };
  if (!s.role) return { kind: 'denied', status: 401, code: 'unauthorized' };
  if (access === 'signed-in') return { kind: 'allowed' };
  if (!s.confirmed) return { kind: 'denied', status: 403, code: 'email_not_confirmed' };
  const decision = decideAccess(accessFor(access), {
    role: s.role,
    hasActiveMembership: s.activeMembership,
  });
  if (decision === 'forbidden-role') return { kind: 'denied', status: 403, code: 'forbidden' };
  if (decision === 'needs-subscription') return { kind: 'denied', status: 403, code: 'membership_required' };
  return { kind: 'allowed' };
}

/**
 * What each API route must require. A new route fails the walk until it is
 * added here, so its access is a decision someone wrote down.
 */
const ROUTE_TABLE: Record<string, string> = {
  'GET /api/health': 'public',
  'GET /api/ping': 'public',
  'GET /api/config': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/sign-out': 'signed-in',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-confirmation': 'public',
  'POST /api/auth/recover': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/me': 'signed-in',
  'PATCH /api/me/profile': 'signed-in',
  'POST /api/me/password': 'signed-in',
  'POST /api/me/email': 'signed-in',
  'POST /api/feedback': '/dashboard',
  'GET /api/feedback': '/dashboard',
  'GET /api/feedback/:id': '/dashboard',
  'GET /api/admin/overview': '/dashboard/admin',
  'GET /api/admin/profiles': '/dashboard/admin',
  'PATCH /api/admin/users/:id/role': '/dashboard/admin/users',
  'GET /api/chat/hash': 'signed-in',
  'GET /api/quotes': '/dashboard/quotes',
  'POST /api/quotes': '/dashboard/quotes/new',
  'GET /api/quotes/by-slug/:slug': '/dashboard/quotes/:slug',
  'GET /api/quotes/:id': '/dashboard/quotes/edit/:id',
  'GET /api/quotes/:id/preview': '/dashboard/quotes/edit/:id',
  'PATCH /api/quotes/:id': '/dashboard/quotes/edit/:id',
  'PUT /api/quotes/:id': '/dashboard/quotes/edit/:id',
  'DELETE /api/quotes/:id': '/dashboard/quotes/edit/:id',
  'POST /api/quotes/:id/duplicate': '/dashboard/quotes/new',
  'POST /api/quotes/:id/publish': '/dashboard/quotes/edit/:id',
  'POST /api/quotes/:id/unpublish': '/dashboard/quotes/edit/:id',
  'GET /api/public/quotes/:slug': 'public',
  'POST /api/public/quotes/:slug/accept': 'public',
  'POST /api/public/quotes/:slug/enquire': 'public',
  'GET /api/tasks': '/dashboard/tasks',
  'POST /api/tasks': '/dashboard/tasks',
  'PATCH /api/tasks/:id': '/dashboard/tasks',
  'DELETE /api/tasks/:id': '/dashboard/tasks',
  'GET /api/dev/outbox': 'public',
  'POST /api/uploads': '/dashboard',
  'POST /api/quotes/:id/social-post': '/dashboard/quotes/edit/:id',
  'GET /api/quotes/:id/social-post': '/dashboard/quotes/edit/:id',
  'GET /api/admin/social-posts': '/dashboard/admin/pending-fb-posts',
  'POST /api/admin/social-posts/:id/approve': '/dashboard/admin/pending-fb-posts',
  'POST /api/admin/social-posts/:id/reject': '/dashboard/admin/pending-fb-posts',
  'GET /api/posted-deals': '/dashboard/posted-deals',
  'GET /api/me/branding': '/dashboard/profile',
  'PUT /api/me/branding': '/dashboard/profile',
  'GET /api/agent-page': '/dashboard/agents/agent-page-settings',
  'GET /api/agent-page/availability': '/dashboard/agents/agent-page-settings',
  'PUT /api/agent-page': '/dashboard/agents/agent-page-settings',
  'GET /api/public/agents/:agentBrand': 'public',
  'GET /api/live/info': '/dashboard/live-search',
  'GET /api/live/destinations': '/dashboard/live-search',
  'GET /api/live/car-locations': '/dashboard/live-search',
  'GET /api/live/hotels/search': '/dashboard/live-search/hotel-results',
  'GET /api/live/hotels/:hotelId': '/dashboard/live-search/hotel-results',
  'GET /api/live/cars/search': '/dashboard/live-search/results',
  'GET /api/live/cars/rates/:rateReference': '/dashboard/car-rental/book/:rateReference',
  'GET /api/live/images/:kind/:file': 'public',
  'POST /api/live/cars/book': '/dashboard/car-rental/book/:rateReference',
  'GET /api/live/bookings/:bookingReference': '/dashboard/car-rental/booking-confirmation/:bookingReference',
  'GET /api/basket': '/dashboard/live-search',
  'POST /api/basket/items': '/dashboard/live-search',
  'DELETE /api/basket/items/:id': '/dashboard/live-search',
  'DELETE /api/basket': '/dashboard/live-search',
  'POST /api/checkout': '/dashboard/checkout',
  'POST /api/checkout/:packageId/retry': '/dashboard/checkout',
  'GET /api/checkout/:packageId': '/dashboard/checkout',
  'GET /api/live-bookings': '/dashboard/hotel-bookings',
  'POST /api/live-bookings/:id/cancel': '/dashboard/hotel-bookings',
  'GET /api/events': 'signed-in',
};

const apiRoutes = app.routeCatalog.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
const userIds = new Map<string, string>();
for (const s of SUBJECTS) {
  if (!s.role) continue;
  const { user } = await buildUser(db, s.overrides);
  userIds.set(s.name, user.id);
}

describe('the route walk: every API route against the access table', () => {
  it('finds the API routes', () => {
    const urls = apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in',
        'GET /api/me',
        'GET /api/admin/overview',
        'POST /api/feedback',
        'GET /api/dev/outbox',
      ]),
    );
  });

  it('every API route declares its access, and it is the one in the table', () => {
    const missing = apiRoutes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const declared = Object.fromEntries(apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual(ROUTE_TABLE);
  });

  for (const route of apiRoutes) {
    it(`${route.method} ${route.url} (${route.access ?? 'no access declared'})`, async () => {
      const access = ROUTE_TABLE[`${route.method} ${route.url}`];
      expect(access, 'route missing from ROUTE_TABLE').toBeDefined();
      if (!access) return;
      const url = route.url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000');
      const failures: string[] = [];
      for (const s of SUBJECTS) {
        const userId = userIds.get(s.name);
        // A fresh session per call: walking sign-out must not end the next call's session.
        const headers = userId ? (await signInAs(app, userId)).headers : undefined;
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        // The event stream never ends: take a signed-in caller's response once its headers are out.
        const stream = route.url === '/api/events' && userId !== undefined;
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(hasBody ? { payload: {} } : {}),
          ...(stream ? { payloadAsStream: true } : {}),
        });
        if (stream && res.statusCode === 200) res.stream().destroy();
        const want = expected(access, s);
        if (want.kind === 'allowed') {
          if (res.statusCode === 401 || res.statusCode === 403)
            failures.push(`${s.name}: expected access, got ${res.statusCode} ${res.body}`);
        } else if (res.statusCode !== want.status || res.json().error?.code !== want.code) {
          failures.push(`${s.name}: expected ${want.status} ${want.code}, got ${res.statusCode} ${res.body}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('spot checks the table: a lead cannot open the admin overview, an expired quote agent must renew', async () => {
    const lead = await signInAs(app, userIds.get('lead') ?? '');
    const overview = await app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: lead.headers,
    });
    expect(overview.statusCode).toBe(403);
    expect(overview.json().error.code).toBe('forbidden');
    const expired = await signInAs(app, userIds.get('expired quoteagent') ?? '');
    const feedback = await app.inject({
      method: 'GET',
      url: '/api/feedback',
      headers: expired.headers,
    });
    expect(feedback.statusCode).toBe(403);
    expect(feedback.json().error.code).toBe('membership_required');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: expired.headers });
    expect(me.statusCode).toBe(200);
  });

  it('an active subscription lets a quote agent in without a membership status', async () => {
    const { user } = await buildUser(db, {
      role: 'quoteagent',
      membershipStatus: null,
      subscriptions: [{ status: 'active' }],
    });
    const s = await signInAs(app, user.id);
    expect((await app.inject({ method: 'GET', url: '/api/feedback', headers: s.headers })).statusCode).toBe(200);
  });

  it('a route without a declared access is refused (fail closed)', () => {
    expect(() => checkAccess(undefined, null)).toThrow('This route declares no access rule.');
  });
});
