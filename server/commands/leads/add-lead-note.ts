import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { leadEvents, leads } from '../../db/schema';
import { audit } from '../../lib/audit';

/** Adds a staff note to a lead's timeline (and touches the lead, so "recently active" finds it). False when the lead is gone. */
export async function addLeadNote(
  db: Db,
  leadId: string,
  body: string,
  actor: { id: string; ip: string | null },
): Promise<boolean> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .update(leads)
      .set({ updatedAt: now })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, email: leads.email });
    if (!lead) return false;
    await tx.insert(leadEvents).values({ leadId, kind: 'note', message: body, actorId: actor.id, createdAt: now });
    // The note's text stays on the timeline; the audit row says who wrote one, when.
    await audit(tx, 'lead_note_added', {
      userId: actor.id,
      ip: actor.ip,
      detail: { by: actor.id, leadId, email: lead.email },
    });
    return true;
  });
}
