import { describe, expect, it } from 'vitest';
import { decidePermission, isPermission } from '@domain/permissions';
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
  if (!isPermission(access)) throw new Error(`not a permission: ${access}`);
  const decision = decidePermission(access, { role: s.role, hasActiveMembership: s.activeMembership });
  if (decision === 'forbidden-role') return { kind: 'denied', status: 403, code: 'forbidden' };
  if (decision === 'needs-subscription') return { kind: 'denied', status: 403, code: 'membership_required' };
  return { kind: 'allowed' };
}

/**
 * Public routes that check a token of their own instead of a session (the
 * Chrome extension's capture endpoint): every caller of the walk, signed in or
 * not, has no token, so each must get 401 unauthorized; a session never opens them.
 */
const TOKEN_GUARDED: ReadonlySet<string> = new Set(['POST /api/captures/ingest']);

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
  'POST /api/feedback': 'feedback.submit',
  'GET /api/feedback': 'feedback.submit',
  'GET /api/feedback/:id': 'feedback.submit',
  'GET /api/admin/overview': 'admin.overview',
  'GET /api/admin/jobs': 'jobs.manage',
  'GET /api/tools/calendar-feed': 'tools.outlook',
  'POST /api/tools/calendar-feed': 'tools.outlook',
  'DELETE /api/tools/calendar-feed': 'tools.outlook',
  'GET /api/calendar/feed.ics': 'public',
  'GET /api/tools/tokens': 'tools.chrome-extension',
  'POST /api/tools/tokens': 'tools.chrome-extension',
  'DELETE /api/tools/tokens/:id': 'tools.chrome-extension',
  'POST /api/captures/ingest': 'public',
  'GET /api/captures': 'captures.read',
  'GET /api/captures/tags': 'captures.read',
  'GET /api/captures/:id': 'captures.read',
  'PATCH /api/captures/:id': 'captures.write',
  'DELETE /api/captures/:id': 'captures.write',
  'POST /api/admin/jobs/:id/retry': 'jobs.manage',
  'GET /api/admin/users': 'users.manage',
  'GET /api/admin/users/:id': 'users.manage',
  'PATCH /api/admin/users/:id/role': 'users.manage',
  'PATCH /api/admin/users/:id/membership': 'users.manage',
  'POST /api/admin/users/:id/deactivate': 'users.manage',
  'POST /api/admin/users/:id/reactivate': 'users.manage',
  'POST /api/admin/users/:id/resend-confirmation': 'users.manage',
  'POST /api/admin/users/:id/send-reset': 'users.manage',
  'GET /api/admin/quote-agents': 'users.manage',
  'GET /api/admin/articles': 'blog.manage',
  'GET /api/admin/articles/tags': 'blog.manage',
  'POST /api/admin/articles': 'blog.manage',
  'GET /api/admin/articles/:id': 'blog.manage',
  'PATCH /api/admin/articles/:id': 'blog.manage',
  'DELETE /api/admin/articles/:id': 'blog.manage',
  'POST /api/admin/articles/:id/publish': 'blog.manage',
  'POST /api/admin/articles/:id/schedule': 'blog.manage',
  'POST /api/admin/articles/:id/unpublish': 'blog.manage',
  'GET /api/blog/articles': 'public',
  'GET /api/blog/latest': 'public',
  'GET /api/admin/leads': 'leads.manage',
  'GET /api/admin/leads/export.csv': 'leads.manage',
  'GET /api/admin/leads/owners': 'leads.manage',
  'POST /api/admin/leads': 'leads.manage',
  'GET /api/admin/leads/:id': 'leads.manage',
  'PATCH /api/admin/leads/:id': 'leads.manage',
  'POST /api/admin/leads/:id/notes': 'leads.manage',
  'POST /api/admin/leads/:id/convert': 'leads.manage',
  'GET /api/join/invite/:token': 'public',
  'GET /api/chat/hash': 'signed-in',
  'GET /api/quotes': 'quotes.read',
  'POST /api/quotes': 'quotes.write.itinerary',
  'GET /api/quotes/by-slug/:slug': 'quotes.read',
  'GET /api/quotes/:id': 'quotes.read',
  'GET /api/quotes/:id/preview': 'quotes.read',
  'PATCH /api/quotes/:id': 'quotes.write.itinerary',
  'PUT /api/quotes/:id': 'quotes.write.itinerary',
  'DELETE /api/quotes/:id': 'quotes.write.itinerary',
  'POST /api/quotes/:id/duplicate': 'quotes.write.itinerary',
  'POST /api/quotes/:id/owner-link': 'quotes.read',
  'POST /api/quotes/:id/publish': 'quotes.write.itinerary',
  'POST /api/quotes/:id/unpublish': 'quotes.write.itinerary',
  'GET /api/public/quotes/:slug': 'public',
  'POST /api/public/quotes/:slug/accept': 'public',
  'POST /api/public/quotes/:slug/enquire': 'public',
  'GET /api/tasks': 'tasks.read',
  'GET /api/tasks/summary': 'tasks.read',
  'GET /api/tasks/assignees': 'tasks.assign',
  'POST /api/tasks': 'tasks.write',
  'PATCH /api/tasks/:id': 'tasks.write',
  'DELETE /api/tasks/:id': 'tasks.write',
  'GET /api/passengers': 'passengers.read',
  'GET /api/passengers/export.csv': 'passengers.read',
  'GET /api/passengers/passport-alerts': 'passengers.read',
  'POST /api/passengers': 'passengers.write',
  'GET /api/passengers/:id': 'passengers.read',
  'PATCH /api/passengers/:id': 'passengers.write',
  'DELETE /api/passengers/:id': 'passengers.write',
  'POST /api/passengers/:id/reveal': 'passengers.read',
  'GET /api/passengers/:id/export': 'passengers.read',
  'POST /api/passengers/:id/quotes': 'passengers.write',
  'DELETE /api/passengers/:id/quotes/:quoteId': 'passengers.write',
  'GET /api/admin/passengers': 'passengers.read.all',
  'GET /api/admin/passengers/export.csv': 'passengers.read.all',
  'GET /api/households': 'passengers.read',
  'POST /api/households': 'passengers.write',
  'GET /api/households/:id': 'passengers.read',
  'PATCH /api/households/:id': 'passengers.write',
  'DELETE /api/households/:id': 'passengers.write',
  'GET /api/suppliers': 'suppliers.read',
  'GET /api/suppliers/tags': 'suppliers.read',
  'GET /api/suppliers/export': 'suppliers.manage',
  'GET /api/suppliers/:id': 'suppliers.read',
  'POST /api/suppliers': 'suppliers.manage',
  'PUT /api/suppliers/:id': 'suppliers.manage',
  'POST /api/suppliers/:id/archive': 'suppliers.manage',
  'POST /api/suppliers/:id/restore': 'suppliers.manage',
  'GET /api/supplier-updates': 'suppliers.read',
  'POST /api/supplier-updates/read-all': 'suppliers.read',
  'POST /api/supplier-updates/:id/read': 'suppliers.read',
  'POST /api/supplier-updates': 'suppliers.manage',
  'PUT /api/supplier-updates/:id': 'suppliers.manage',
  'DELETE /api/supplier-updates/:id': 'suppliers.manage',
  'POST /api/join/start': 'public',
  'POST /api/join/continue': 'signed-in',
  'GET /api/join/application': 'public',
  'PUT /api/join/application/plan': 'public',
  'POST /api/join/application/agreement': 'public',
  'POST /api/join/application/payment': 'public',
  'POST /api/join/application/resume-link': 'public',
  'GET /api/join/setup-account': 'signed-in',
  'PUT /api/join/setup-account': 'signed-in',
  'POST /api/join/ai-tool-signup': 'public',
  'GET /api/agreements/current': 'public',
  'GET /api/agreements/mine': 'signed-in',
  'GET /api/agreements/signatures/:id': 'signed-in',
  'POST /api/agreements/sign': 'signed-in',
  'GET /api/dev/outbox': 'public',
  'POST /api/payments/webhook': 'public',
  'POST /api/payments/sandbox/clock': 'public',
  'POST /api/membership/checkout': 'signed-in',
  'GET /api/membership': 'signed-in',
  'GET /api/membership/checkout/:sessionId': 'signed-in',
  'POST /api/membership/renew': 'signed-in',
  'POST /api/membership/cancel': 'signed-in',
  'POST /api/membership/card': 'signed-in',
  'POST /api/uploads': 'dashboard.use',
  'POST /api/quotes/:id/social-post': 'social.request',
  'GET /api/quotes/:id/social-post': 'social.request',
  'GET /api/admin/social-posts': 'social.review',
  'POST /api/admin/social-posts/:id/approve': 'social.review',
  'POST /api/admin/social-posts/:id/reject': 'social.review',
  'GET /api/posted-deals': 'social.deals.read',
  'GET /api/me/branding': 'branding.manage',
  'PUT /api/me/branding': 'branding.manage',
  'GET /api/agent-page': 'agent-page.manage',
  'GET /api/agent-page/availability': 'agent-page.manage',
  'PUT /api/agent-page': 'agent-page.manage',
  'GET /api/public/agents/:agentBrand': 'public',
  'GET /api/live/info': 'live.search',
  'GET /api/live/destinations': 'live.search',
  'GET /api/live/car-locations': 'live.search',
  'GET /api/live/hotels/search': 'live.search',
  'GET /api/live/hotels/:hotelId': 'live.search',
  'GET /api/live/cars/search': 'live.search',
  'GET /api/live/cars/rates/:rateReference': 'live.search',
  'GET /api/live/images/:kind/:file': 'public',
  'POST /api/live/cars/book': 'live.book',
  'GET /api/live/bookings/:bookingReference': 'live-bookings.read',
  'GET /api/basket': 'live.search',
  'POST /api/basket/items': 'live.search',
  'DELETE /api/basket/items/:id': 'live.search',
  'DELETE /api/basket': 'live.search',
  'POST /api/checkout': 'live.book',
  'POST /api/checkout/:packageId/retry': 'live.book',
  'POST /api/checkout/:packageId/seen': 'live.book',
  'GET /api/checkout/:packageId': 'live.book',
  'GET /api/live-bookings': 'live-bookings.read',
  'POST /api/live-bookings/:id/cancel': 'live-bookings.read',
  'GET /api/events': 'signed-in',
  'GET /api/training/courses': 'training.learn',
  'GET /api/training/next-lesson': 'training.learn',
  'GET /api/training/courses/:id': 'training.learn',
  'GET /api/training/courses/:id/certificate': 'training.learn',
  'GET /api/training/lessons/:id': 'training.learn',
  'PUT /api/training/lessons/:id/done': 'training.learn',
  'DELETE /api/training/lessons/:id/done': 'training.learn',
  'GET /api/training/modules/:id/quiz': 'training.learn',
  'POST /api/training/modules/:id/quiz': 'training.learn',
  'GET /api/admin/training/courses': 'training.manage',
  'POST /api/admin/training/courses': 'training.manage',
  'GET /api/admin/training/courses/:id': 'training.manage',
  'PATCH /api/admin/training/courses/:id': 'training.manage',
  'DELETE /api/admin/training/courses/:id': 'training.manage',
  'POST /api/admin/training/courses/:id/publish': 'training.manage',
  'POST /api/admin/training/courses/:id/unpublish': 'training.manage',
  'PUT /api/admin/training/courses/:id/order': 'training.manage',
  'POST /api/admin/training/courses/:id/modules': 'training.manage',
  'PATCH /api/admin/training/modules/:id': 'training.manage',
  'DELETE /api/admin/training/modules/:id': 'training.manage',
  'POST /api/admin/training/modules/:id/lessons': 'training.manage',
  'PATCH /api/admin/training/lessons/:id': 'training.manage',
  'DELETE /api/admin/training/lessons/:id': 'training.manage',
  'POST /api/admin/training/preview': 'training.manage',
  'GET /api/admin/training/progress': 'training.manage',
  'GET /api/admin/training/progress/export': 'training.manage',
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
        const want: Expectation = TOKEN_GUARDED.has(`${route.method} ${route.url}`)
          ? { kind: 'denied', status: 401, code: 'unauthorized' }
          : expected(access, s);
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
