import type { Role } from '@domain/roles';

/** Where a user's own "home" is: the admin overview, the agent dashboard, or the public site. */
export function homeForRole(role: Role | null | undefined): { path: string; label: string } {
  switch (role) {
    case 'admin':
      return { path: '/dashboard/admin', label: 'Go to the admin dashboard' };
    case 'agent':
    case 'onboarding':
    case 'quoteagent':
    case 'manager':
      return { path: '/dashboard', label: 'Go to your dashboard' };
    default:
      return { path: '/', label: 'Go to the home page' };
  }
}
