import { LEAD_EVENT_KINDS, LEAD_SOURCES, LEAD_STATUSES, LEAD_WIZARD_STEPS } from '@domain/leads/constants';
import type { LeadDto, LeadEventDto, LeadStaffDto } from '@domain/leads/responses';
import type { AdminHistoryEntry, AdminUserDto } from '@domain/leads/people';
import { isRole } from '@domain/roles';
import type { auditLog, leadEvents, leads } from '../db/schema';
import type { ProfileRow } from '../lib/viewer';

export type LeadRow = typeof leads.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}
function maybeOneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.find((v) => v === value) ?? null;
}
const iso = (d: Date | null) => d?.toISOString() ?? null;
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** A staff member's display name: first and last name, else their e-mail. */
export function staffName(p: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ').trim();
  return name || p.email;
}

/** A lead with its owner (already named). */
export function presentLead(row: LeadRow, owner: LeadStaffDto | null): LeadDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    source: oneOf(LEAD_SOURCES, row.source, 'admin'),
    plan_interest: row.planInterest,
    wizard_step: maybeOneOf(LEAD_WIZARD_STEPS, row.wizardStep),
    status: oneOf(LEAD_STATUSES, row.status, 'new'),
    owner,
    next_action_date: row.nextActionDate,
    converted_user_id: row.convertedUserId,
    converted_at: iso(row.convertedAt),
    invited_at: iso(row.invitedAt),
    invite_expires_at: iso(row.inviteExpiresAt),
    invite_used_at: iso(row.inviteUsedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One timeline entry; `detail` is read field by field so nothing undeclared leaks. */
export function presentLeadEvent(row: LeadEventRow, actor: LeadStaffDto | null): LeadEventDto {
  const d = row.detail;
  return {
    id: row.id,
    kind: oneOf(LEAD_EVENT_KINDS, row.kind, 'note'),
    source: maybeOneOf(LEAD_SOURCES, row.source),
    message: row.message,
    step: maybeOneOf(LEAD_WIZARD_STEPS, d.step),
    plan_interest: str(d.planInterest),
    from: str(d.from),
    to: str(d.to),
    actor,
    created_at: row.createdAt.toISOString(),
  };
}

/* The admin's people pages. */

export type AdminUserRow = {
  profile: ProfileRow;
  confirmedAt: Date | null;
  deactivated: boolean;
  membershipActive: boolean;
};

/** An account as the admin's lists show it: never a password hash or token. */
export function presentAdminUser(r: AdminUserRow): AdminUserDto {
  const p = r.profile;
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    agency_name: p.agencyName,
    phone_number: p.phoneNumber,
    role: isRole(p.role) ? p.role : 'lead',
    membership_status: p.membershipStatus,
    membership_expiry_date: iso(p.membershipExpiryDate),
    membership_active: r.membershipActive,
    email_confirmed: r.confirmedAt !== null,
    deactivated: r.deactivated,
    created_at: p.createdAt.toISOString(),
  };
}

/** One audit row about the account, with the name of the admin who did it. */
export function presentHistoryEntry(row: typeof auditLog.$inferSelect, by: string | null): AdminHistoryEntry {
  const d = row.detail;
  return {
    id: row.id,
    event: row.event,
    by,
    reason: str(d.reason),
    from: str(d.from),
    to: str(d.to),
    at: row.createdAt.toISOString(),
  };
}
