import { eq } from 'drizzle-orm';
import type { LeadStatus } from '@domain/leads/constants';
import type { Db } from '../../db';
import { leadEvents, leads } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { LeadRow } from '../../presenters/leads';

export type LeadChanges = {
  status?: LeadStatus;
  /** The new owner with their display name, or null to clear. */
  owner?: { id: string; name: string } | null;
  nextActionDate?: string | null;
  name?: string;
  phone?: string;
  planInterest?: string | null;
};

export type LeadActor = { id: string; ip: string | null; ownerNames: Map<string, string> };

/**
 * Applies an admin's changes to a lead in one transaction: each change of
 * status, owner or next action date is a timeline entry (from -> to), and the
 * whole change is one audit row. Returns the updated row, or null when the
 * lead is gone.
 */
export async function updateLead(
  db: Db,
  leadId: string,
  changes: LeadChanges,
  actor: LeadActor,
): Promise<LeadRow | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) return null;
    const events: { kind: 'status' | 'owner' | 'next_action'; from: string | null; to: string | null }[] = [];
    if (changes.status !== undefined && changes.status !== lead.status)
      events.push({ kind: 'status', from: lead.status, to: changes.status });
    const ownerId = changes.owner === undefined ? lead.ownerId : (changes.owner?.id ?? null);
    if (ownerId !== lead.ownerId) {
      const from = lead.ownerId ? (actor.ownerNames.get(lead.ownerId) ?? null) : null;
      events.push({ kind: 'owner', from, to: changes.owner?.name ?? null });
    }
    if (changes.nextActionDate !== undefined && changes.nextActionDate !== lead.nextActionDate)
      events.push({ kind: 'next_action', from: lead.nextActionDate, to: changes.nextActionDate });

    const [row] = await tx
      .update(leads)
      .set({
        ...(changes.status !== undefined ? { status: changes.status } : {}),
        ...(changes.status === 'converted' && lead.status !== 'converted' ? { convertedAt: now } : {}),
        ownerId,
        ...(changes.nextActionDate !== undefined ? { nextActionDate: changes.nextActionDate } : {}),
        ...(changes.name !== undefined ? { name: changes.name || null } : {}),
        ...(changes.phone !== undefined ? { phone: changes.phone || null } : {}),
        ...(changes.planInterest !== undefined ? { planInterest: changes.planInterest || null } : {}),
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id))
      .returning();
    if (events.length > 0)
      await tx.insert(leadEvents).values(
        events.map((e) => ({
          leadId: lead.id,
          kind: e.kind,
          detail: { from: e.from, to: e.to },
          actorId: actor.id,
          createdAt: now,
        })),
      );
    await audit(tx, 'lead_updated', {
      userId: actor.id,
      ip: actor.ip,
      detail: {
        by: actor.id,
        leadId: lead.id,
        email: lead.email,
        changes: events.map((e) => ({ what: e.kind, from: e.from, to: e.to })),
        fields: Object.keys(changes).filter((k) => changes[k as keyof LeadChanges] !== undefined),
      },
    });
    return row ?? null;
  });
}
