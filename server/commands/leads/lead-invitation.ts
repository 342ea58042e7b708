import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { leads } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { LeadRow } from '../../presenters/leads';

function validInvitation(token: string, now: Date) {
  return and(eq(leads.inviteTokenHash, hashToken(token)), isNull(leads.inviteUsedAt), gt(leads.inviteExpiresAt, now));
}

/** The lead an invitation link belongs to, while the link is unused and unexpired; null otherwise. */
export async function findInvitedLead(db: Executor, token: string, now = new Date()): Promise<LeadRow | null> {
  if (!token || token.length > 200) return null;
  const [lead] = await db.select().from(leads).where(validInvitation(token, now));
  return lead ?? null;
}

/**
 * Spends an invitation: the join wizard calls this when it creates the
 * account the link invited, so the link works once. Returns the lead, or null
 * when the link was unknown, expired or already used (two tabs racing: one wins).
 */
export async function useLeadInvitation(db: Executor, token: string, now = new Date()): Promise<LeadRow | null> {
  if (!token || token.length > 200) return null;
  const [lead] = await db
    .update(leads)
    .set({ inviteUsedAt: now, updatedAt: now })
    .where(validInvitation(token, now))
    .returning();
  return lead ?? null;
}
