import { decideAccess, type AccessDecision, type AccessSubject, type SubscriptionRule } from './access';
import type { Role } from './roles';

/**
 * Every API capability by name, with the roles that hold it and whether a
 * quote agent needs an active membership for it (SPEC 6's columns, read off
 * the pages that offer the capability). API routes declare one of these,
 * never a page path; pages name the ones their calls and buttons need, and
 * domain/permissions.test.ts proves every role a page admits holds them.
 *
 * `.all` permissions are the "sees everyone's rows" half of a pair: the
 * server's list scope and row rules read them, so "managers and admins see
 * all" is written here once per resource and nowhere else.
 */
export type PermissionRule = {
  roles: readonly Role[];
  subscription: SubscriptionRule;
  /** What holding it lets someone do, for the docs and review. */
  about: string;
};

const CORE: readonly Role[] = ['admin', 'agent', 'onboarding', 'quoteagent', 'manager'];
const CORE_NO_ONBOARDING: readonly Role[] = ['admin', 'agent', 'quoteagent', 'manager'];
const TRAINING: readonly Role[] = ['admin', 'agent', 'onboarding', 'manager'];
const LIVE: readonly Role[] = ['agent', 'admin', 'manager'];
const STAFF: readonly Role[] = ['admin', 'manager'];
const ADMIN: readonly Role[] = ['admin'];

function rule(roles: readonly Role[], subscription: SubscriptionRule, about: string): PermissionRule {
  return { roles, subscription, about };
}

export const PERMISSIONS = {
  // Dashboard-wide
  'dashboard.use': rule(CORE, 'required', 'open the dashboard: feedback, uploads, the shell'),
  'branding.manage': rule(CORE, 'required', 'read and change their own branding in profile'),
  'agent-page.manage': rule(['agent'], 'unspecified', 'edit their public agent page'),

  // Quotes (SPEC 6: itinerary pages admit onboarding agents, the standard builder does not)
  'quotes.read': rule(CORE, 'required', 'list and open quotes they may see'),
  'quotes.read.all': rule(STAFF, 'required', "see every agent's quotes, not only their own"),
  'quotes.write.itinerary': rule(CORE, 'required', 'create, edit, publish and delete itinerary quotes'),
  'quotes.write.standard': rule(CORE_NO_ONBOARDING, 'required', 'create, edit, publish and delete standard quotes'),
  'quotes.write.all': rule(STAFF, 'required', "edit and delete any agent's quotes"),

  // Tasks
  'tasks.read': rule(CORE, 'required', 'list their tasks'),
  'tasks.write': rule(CORE, 'required', 'add, complete and delete their tasks'),
  'tasks.read.all': rule(STAFF, 'required', "see and change every agent's tasks"),
  'tasks.assign': rule(STAFF, 'required', 'give a task to another agent'),

  // Passengers (SPEC 6: the agents' page for the core roles, the admin page for admins)
  'passengers.read': rule(CORE, 'required', 'list and open their passengers and households'),
  'passengers.write': rule(CORE, 'required', 'add, edit, erase and export their passengers; manage households'),
  'passengers.read.all': rule(
    ADMIN,
    'unspecified',
    "list every agent's passengers; open their passport and medical data (audited), export or erase them",
  ),

  // Suppliers (SPEC 6: onboarding agents do not see suppliers)
  'suppliers.read': rule(CORE_NO_ONBOARDING, 'required', 'search the supplier directory and read supplier updates'),
  'suppliers.manage': rule(ADMIN, 'unspecified', 'add, edit, archive and restore suppliers; post supplier updates'),

  // Social posting
  'social.request': rule(CORE_NO_ONBOARDING, 'required', 'ask for a quote to be posted to Facebook'),
  'social.review': rule(ADMIN, 'unspecified', 'approve or reject pending posts'),
  'social.deals.read': rule(TRAINING, 'required', 'see posted deals'),

  // Training (SPEC 6: no membership needed to learn; staff build the courses)
  'training.learn': rule(TRAINING, 'not-required', 'take the courses for their role, quizzes and certificates'),
  'training.manage': rule(STAFF, 'unspecified', "build and publish courses; see every agent's progress and export it"),

  // Live search, basket, checkout and live bookings
  'live.search': rule(LIVE, 'unchecked', 'search hotels and cars, keep a basket'),
  'live.book': rule(LIVE, 'unchecked', 'check out a basket or book a car'),
  // SPEC 6 admits quote agents to Live Bookings, though they cannot book: they see their own (none).
  'live-bookings.read': rule(CORE_NO_ONBOARDING, 'required', 'see and cancel their live bookings'),
  'live-bookings.read.all': rule(STAFF, 'unchecked', "see and cancel every agent's live bookings"),

  // Tools (SPEC 6: the calculators and Outlook setup for agents, admins and managers, membership not checked)
  'tools.outlook': rule(LIVE, 'unchecked', 'make, see and turn off their private calendar address'),
  // SPEC 6: chrome-extension for admins, agents and quote agents; captured content for the core roles
  'tools.chrome-extension': rule(
    ['admin', 'agent', 'quoteagent'],
    'unspecified',
    'make, list and revoke personal access tokens for the Chrome extension',
  ),
  'captures.read': rule(CORE, 'required', 'list, search and open the pages they captured'),
  'captures.write': rule(CORE, 'required', 'tag, annotate and delete the pages they captured'),

  // Feedback
  'feedback.submit': rule(CORE, 'required', 'send feedback and read their own'),
  'feedback.read.all': rule(ADMIN, 'required', "read everyone's feedback"),

  // Admin
  'admin.overview': rule(ADMIN, 'unspecified', 'the admin overview'),
  'jobs.manage': rule(ADMIN, 'unspecified', 'see background jobs that failed and run them again'),
  'users.manage': rule(
    ADMIN,
    'unspecified',
    'list every account; change roles and memberships, deactivate, reactivate, resend confirmation, send reset links',
  ),
  'leads.manage': rule(
    ADMIN,
    'unspecified',
    'list and work leads: notes, status, owner, next action, convert into a member',
  ),

  // Blog (SPEC 6: blog, blog-editor: admin)
  'blog.manage': rule(ADMIN, 'unspecified', 'write, schedule, publish and delete blog articles'),
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

/** Decides whether a signed-in, e-mail-confirmed user holds a permission: the pages' rule (SPEC 6). */
export function decidePermission(permission: Permission, who: AccessSubject): AccessDecision {
  return decideAccess(PERMISSIONS[permission], who);
}

/** Whether the role holds the permission at all, membership aside (the page-vs-API test, buttons). */
export function roleHolds(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && PERMISSIONS[permission].roles.includes(role);
}
