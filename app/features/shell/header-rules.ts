import type { Role } from '@domain/roles';
import { HEADER_SCROLL_THRESHOLD_PX } from '@domain/constants';

/**
 * The roles that may open /dashboard (domain/access.ts's rule for it; a unit
 * test keeps the two equal). Written out here so every public page's header
 * does not load the whole route-access table (DESIGN 8).
 */
export const DASHBOARD_ROLES: readonly Role[] = ['admin', 'agent', 'onboarding', 'quoteagent', 'manager'];

/**
 * Issue 18 overrides SPEC 2's hiding on marketing views: everyone signed in
 * who may open the dashboard sees Agent Hub on every public page, the home
 * page included, so managers and onboarding agents sent home after sign-in
 * (SPEC 4 rule 5) can reach their dashboard.
 */
export function showAgentHub(role: Role | null | undefined): boolean {
  return !!role && DASHBOARD_ROLES.includes(role);
}

/** Where Agent Hub leads: the admin's home for admins, the dashboard for the rest. */
export function agentHubPath(role: Role | null | undefined): string {
  return role === 'admin' ? '/dashboard/admin' : '/dashboard';
}

/** The header switches style once the page has scrolled more than 20 px. */
export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD_PX;
}

/** Home-page sections the Membership menu scrolls to (SPEC 2). */
export const MEMBERSHIP_ANCHORS = [
  { id: 'onboarding', label: 'Onboarding' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'commission', label: 'Commission' },
  { id: 'membership', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
] as const;

export const JOURNEY_LINKS = [
  { to: '/new-to-travel', label: 'New to Travel' },
  { to: '/experienced-agents', label: 'Experienced Agents' },
] as const;

/**
 * Pages the server renders (issue 17: marketing pages ship no app code), so a
 * link to them is a full page load, not the app's router.
 */
export const HEADER_LINKS = [
  { to: '/ai-quote-tool', label: 'AI Quote Tool' },
  { to: '/customers', label: 'Customers' },
  { to: '/blog', label: 'Blog' },
] as const;
