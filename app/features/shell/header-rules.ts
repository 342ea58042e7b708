import { AGENT_HUB_ROLES, type Role } from '@domain/roles';
import { HEADER_SCROLL_THRESHOLD_PX } from '@domain/constants';

/** The public marketing views: there the header keeps its marketing calls to action. */
export const MARKETING_PATHS: readonly string[] = [
  '/',
  '/new-to-travel',
  '/experienced-agents',
  '/ai-quote-tool',
  '/customers',
  '/blog',
  '/agent-signup',
  '/book-call',
  '/contact',
];

export function isMarketingView(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return MARKETING_PATHS.includes(clean) || clean.startsWith('/blog/');
}

/** SPEC 2, 6: Agent Hub shows for certain roles when not on a public marketing view. */
export function showAgentHub(role: Role | null | undefined, pathname: string): boolean {
  return !!role && AGENT_HUB_ROLES.includes(role) && !isMarketingView(pathname);
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

export const HEADER_LINKS = [
  { to: '/ai-quote-tool', label: 'AI Quote Tool' },
  { to: '/customers', label: 'Customers' },
  { to: '/blog', label: 'Blog' },
] as const;
