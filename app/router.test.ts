import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSpaRoute, SPA_ROUTE_PATTERNS } from '@domain/spa-routes';
import { routes } from './router';

/** Every full pattern the router declares, its catch-all not-found routes left out. */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index
      ? parent
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
        : parent;
    const full = own === '' ? '/' : own;
    const here = (route.index || route.path) && !full.endsWith('*') ? [full] : [];
    return [...here, ...patterns(route.children ?? [], own)];
  });
}

describe('the route list the server reads (domain/spa-routes.ts)', () => {
  it('is exactly the routes the router declares', () => {
    const declared = [...new Set(patterns(routes))].sort();
    expect(declared).toEqual([...new Set(SPA_ROUTE_PATTERNS)].sort());
  });

  it('matches as the router does: parameters, case and trailing slashes', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/Login/')).toBe(true);
    expect(isSpaRoute('/dashboard/quotes/santorini-sunset')).toBe(true);
    expect(isSpaRoute('/dashboard/quotes/create-booking')).toBe(true);
    expect(isSpaRoute('/quotes/abc/preview')).toBe(true);
    expect(isSpaRoute('/admin/users')).toBe(true);
    expect(isSpaRoute('/no-such-page')).toBe(false);
    expect(isSpaRoute('/dashboard/no-such-page')).toBe(false);
    expect(isSpaRoute('/dashboard/quotes/a/b')).toBe(false);
    expect(isSpaRoute('/%E0%A4%A')).toBe(false);
  });
});
