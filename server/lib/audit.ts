import type { Executor } from '../db';
import { auditLog } from '../db/schema';

export type AuditEvent =
  | 'sign_in'
  | 'sign_out'
  | 'sign_in_failed'
  | 'refresh_reuse'
  | 'role_change'
  | 'password_reset'
  | 'password_change'
  | 'email_change'
  | 'social_post_approved'
  | 'social_post_rejected'
  | 'social_post_failed'
  // The admin's people and leads actions (detail: by, reason, from, to)
  | 'membership_change'
  | 'user_deactivated'
  | 'user_reactivated'
  | 'confirmation_resent'
  | 'reset_link_sent'
  | 'lead_created'
  | 'lead_updated'
  | 'lead_note_added'
  | 'lead_invited';

/** Appends one row to the audit log. */
export async function audit(
  db: Executor,
  event: AuditEvent,
  entry: {
    userId?: string | null;
    email?: string | null;
    ip?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    event,
    userId: entry.userId ?? null,
    email: entry.email ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? {},
  });
}
