/** The eight roles of SPEC 6, declared once for the whole product. */
export const ROLES = ['admin', 'agent', 'onboarding', 'quoteagent', 'manager', 'lead', 'explorer', 'customer'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Display names used by the chat widget (SPEC 6). No role shows "Visitor". */
export const ROLE_CHAT_LABEL: Record<Role, string> = {
  admin: 'Administrator',
  agent: 'Agent',
  onboarding: 'Agent',
  quoteagent: 'Quote Agent',
  manager: 'Agent',
  lead: 'Explorer',
  explorer: 'Explorer',
  customer: 'Customer',
};

/** Human labels for role badges and admin tables. */
export const ROLE_LABEL: Record<Role, string> = {
  admin: 'Admin',
  agent: 'Agent',
  onboarding: 'Onboarding',
  quoteagent: 'Quote agent',
  manager: 'Manager',
  lead: 'Lead',
  explorer: 'Explorer',
  customer: 'Customer',
};

/** Role flags exposed by GET /api/me and the SPA's auth context (SPEC 3). */
export function roleFlags(role: Role | null | undefined) {
  return {
    isLead: role === 'lead',
    isAgent: role === 'agent',
    isAdmin: role === 'admin',
    isQuoteAgent: role === 'quoteagent',
  };
}

/** Roles that see the header's Agent Hub button outside marketing views (SPEC 6). */
export const AGENT_HUB_ROLES: readonly Role[] = ['admin', 'agent', 'quoteagent', 'manager'];
