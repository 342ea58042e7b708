import { sidebarFor, sidebarItems, type SidebarItem } from '@domain/access';
import { roleHolds } from '@domain/permissions';
import type { Role } from '@domain/roles';

/** Live search and its bookings: in SPEC 2's sidebar for admins only, so the home page links them for the rest. */
const LIVE_PATHS: readonly string[] = ['/dashboard/live-search', '/dashboard/hotel-bookings'];

/**
 * The home page's shortcuts: the role's sidebar (SPEC 2, kept as it is) less
 * the home itself, plus live search and Live Bookings, right after Quotes,
 * for every role that may use them (agents and managers too).
 */
export function shortcutsFor(role: Role | null | undefined, brandPrefix: string): SidebarItem[] {
  const menu = sidebarFor(role, brandPrefix).filter((item) => item.path !== '/dashboard');
  if (!roleHolds(role, 'live.search')) return menu;
  const live = sidebarItems(brandPrefix).filter(
    (item) => LIVE_PATHS.includes(item.path) && !menu.some((m) => m.path === item.path),
  );
  if (live.length === 0) return menu;
  const afterQuotes = menu.findIndex((item) => item.path === '/dashboard/quotes') + 1;
  return [...menu.slice(0, afterQuotes), ...live, ...menu.slice(afterQuotes)];
}
