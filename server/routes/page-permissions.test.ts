import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '@domain/access';
import { PAGE_CALLS, SHELL_CALLS, type ApiCall } from '@domain/page-calls';
import { decidePermission, isPermission, roleHolds, type Permission } from '@domain/permissions';
import { createTestApp } from '../test/support';

const { app } = await createTestApp();
const declared = new Map(app.routeCatalog.map((r) => [`${r.method} ${r.url}`, r.access]));

/** The permission the server declares on a call's route ('signed-in' and 'public' need none). */
function permissionOf(call: ApiCall): Permission | null {
  const access = declared.get(call);
  if (access === undefined) throw new Error(`${call} is not a route of the server`);
  if (access === 'public' || access === 'signed-in') return null;
  if (!isPermission(access)) throw new Error(`${call} declares ${access}, not a permission`);
  return access;
}

describe('pages and the API calls they make (domain/page-calls.ts against the route catalogue)', () => {
  it('names every page of the access table, and nothing else', () => {
    expect(Object.keys(PAGE_CALLS).sort()).toEqual(ROUTE_ACCESS.map((r) => r.path).sort());
  });

  for (const page of ROUTE_ACCESS) {
    it(`${page.path}: every role it admits may make its calls`, () => {
      const entry = PAGE_CALLS[page.path];
      expect(entry, 'page missing from PAGE_CALLS').toBeDefined();
      if (!entry) return;
      const failures: string[] = [];
      const required = [
        ...[...SHELL_CALLS, ...entry.calls].map((call) => ({ what: call, permission: permissionOf(call) })),
        ...(entry.needs ?? []).map((permission) => ({ what: permission, permission })),
      ];
      for (const role of page.roles) {
        for (const { what, permission } of required) {
          if (!permission) continue;
          // A page that does not require a membership must not make calls that do.
          const memberships = page.subscription === 'required' ? [true] : [true, false];
          for (const hasActiveMembership of memberships) {
            const decision = decidePermission(permission, { role, hasActiveMembership });
            if (decision !== 'allow')
              failures.push(
                `${role}${hasActiveMembership ? '' : ' (no membership)'}: ${what} -> ${permission} ${decision}`,
              );
          }
        }
      }
      for (const offer of entry.offers ?? []) {
        const route = permissionOf(offer.call);
        const holders = page.roles.filter((role) => roleHolds(role, offer.permission));
        if (holders.length === 0) failures.push(`${offer.call}: no role of the page holds ${offer.permission}`);
        // The button's permission must be at least what the route itself asks.
        for (const role of holders) {
          if (route && !roleHolds(role, route)) failures.push(`${role}: shown ${offer.call} but lacks ${route}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
