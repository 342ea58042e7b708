import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasActiveMembershipOrSubscription } from '@domain/membership';
import { decidePermission, isPermission, type Permission } from '@domain/permissions';
import { isRole } from '@domain/roles';
import { emailNotConfirmed, forbidden, unauthorized } from '../errors';
import type { Viewer } from '../lib/viewer';

/**
 * What a route needs: 'public', 'signed-in' (any account), or a named
 * permission of domain/permissions.ts whose roles and membership rule apply.
 */
export type AccessSpec = 'public' | 'signed-in' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessSpec;
  }
  interface FastifyInstance {
    /** Every route registered, with the access it declared (the route-walk test reads it). */
    routeCatalog: CatalogEntry[];
  }
}

export type CatalogEntry = { method: string; url: string; access: AccessSpec | undefined };

export const MEMBERSHIP_REQUIRED_MESSAGE = 'An active membership is required for this. Please renew your subscription.';

export function hasActiveMembership(viewer: Viewer): boolean {
  return hasActiveMembershipOrSubscription({
    role: viewer.profile && isRole(viewer.profile.role) ? viewer.profile.role : null,
    membershipStatus: viewer.profile?.membershipStatus,
    membershipExpiryDate: viewer.profile?.membershipExpiryDate,
    subscriptions: viewer.subscriptions,
  });
}

/** Throws the error a caller gets for a route, or returns when allowed. */
export function checkAccess(spec: AccessSpec | undefined, viewer: Viewer | null, badToken = false): void {
  if (spec === 'public') return;
  if (spec === undefined) throw forbidden('This route declares no access rule.');
  // A token that was valid once (signed out, revoked, expired) gets a message the SPA can show as is.
  if (!viewer) throw badToken ? unauthorized('Your session has expired. Please sign in again.') : unauthorized();
  if (spec === 'signed-in') return;
  if (!viewer.user.emailConfirmedAt) throw emailNotConfirmed();
  const role = viewer.profile && isRole(viewer.profile.role) ? viewer.profile.role : null;
  const decision = decidePermission(spec, { role, hasActiveMembership: hasActiveMembership(viewer) });
  if (decision === 'forbidden-role') throw forbidden();
  if (decision === 'needs-subscription') throw forbidden(MEMBERSHIP_REQUIRED_MESSAGE, 'membership_required');
}

/**
 * Every API route names its access in `config.access`; this hook enforces it
 * before the body is even parsed. An API route without one is refused (fail
 * closed) and fails the route-walk test.
 */
export default fp(
  async function access(app: FastifyInstance) {
    app.decorate('routeCatalog', []);
    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as { access?: AccessSpec };
      // Files of the built SPA are public; only /api routes must say what they need.
      if (!route.url.startsWith('/api') && config.access === undefined) {
        route.config = { ...route.config, access: 'public' };
        config.access = 'public';
      }
      const spec = config.access;
      if (spec && spec !== 'public' && spec !== 'signed-in' && !isPermission(spec)) {
        throw new Error(`${route.url} declares an unknown permission: ${String(spec)}`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.routeCatalog.push({ method, url: route.url, access: config.access });
    });
    app.addHook('onRequest', async (req: FastifyRequest) => {
      // Unmatched URLs reach the not-found handler (JSON 404 or the SPA's index.html).
      if (req.is404) return;
      checkAccess(req.routeOptions.config.access, req.viewer, req.badToken);
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
