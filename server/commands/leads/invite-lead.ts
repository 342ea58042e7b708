import { eq } from 'drizzle-orm';
import { LEAD_INVITATION_DAYS } from '@domain/leads/constants';
import type { Db } from '../../db';
import { leadEvents, leads } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashToken, randomToken } from '../../lib/tokens';
import type { LeadRow } from '../../presenters/leads';

export type Invitation =
  { kind: 'invited'; lead: LeadRow; token: string } | { kind: 'missing' } | { kind: 'converted' };

/**
 * "Convert into member": gives the lead a fresh single-use invitation to
 * finish the join wizard (any earlier link stops working), moves a new lead to
 * contacted, and records it on the timeline and in the audit log. The token is
 * returned for the e-mail only; the database keeps its hash. The lead becomes
 * converted when the wizard's payment completes (recordLead with the account).
 */
export async function inviteLead(
  db: Db,
  leadId: string,
  actor: { id: string; ip: string | null },
  now = new Date(),
): Promise<Invitation> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + LEAD_INVITATION_DAYS * 24 * 3600 * 1000);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) return { kind: 'missing' };
    if (lead.status === 'converted') return { kind: 'converted' };
    const [row] = await tx
      .update(leads)
      .set({
        inviteTokenHash: hashToken(token),
        invitedAt: now,
        inviteExpiresAt: expiresAt,
        inviteUsedAt: null,
        status: lead.status === 'new' ? 'contacted' : lead.status,
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id))
      .returning();
    if (!row) return { kind: 'missing' };
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      kind: 'invitation',
      detail: { to: expiresAt.toISOString().slice(0, 10) },
      actorId: actor.id,
      createdAt: now,
    });
    if (lead.status !== row.status)
      await tx.insert(leadEvents).values({
        leadId: lead.id,
        kind: 'status',
        detail: { from: lead.status, to: row.status },
        actorId: actor.id,
        createdAt: now,
      });
    await audit(tx, 'lead_invited', {
      userId: actor.id,
      ip: actor.ip,
      detail: { by: actor.id, leadId: lead.id, email: lead.email, expiresAt: expiresAt.toISOString() },
    });
    return { kind: 'invited', lead: row, token };
  });
}
