import { and, desc, eq, gt } from 'drizzle-orm';
import {
  LEAD_LIMITS,
  furthestStep,
  type LeadSource,
  type LeadStatus,
  type LeadWizardStep,
} from '@domain/leads/constants';
import { LIMITS } from '@domain/limits';
import type { Executor } from '../../db';
import { leadEvents, leads } from '../../db/schema';

export type RecordLeadInput = {
  email: string;
  name?: string | null;
  phone?: string | null;
  source: LeadSource;
  /** The plan id the visitor chose or asked about. */
  planInterest?: string | null;
  /** The join wizard step the visitor reached (the lead keeps the furthest). */
  step?: LeadWizardStep | null;
  /** What the visitor wrote (contact, book a call). */
  message?: string | null;
  /** Set once the visitor became a member (paid): the lead is marked converted to this account. */
  convertedUserId?: string | null;
  /** The staff member recording it (an admin adding a lead by hand); null for a visitor. */
  actorId?: string | null;
};

export type RecordedLead = { id: string; status: LeadStatus; created: boolean };

/** The same form sent again within this window adds nothing to the timeline (a double click, a reload). */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

function clean(value: string | null | undefined, max: number): string | null {
  const v = value?.trim();
  return v ? v.slice(0, max) : null;
}

/**
 * Creates or updates the lead for an e-mail address and appends what happened
 * to its timeline. Safe to call on every form and wizard step: one lead per
 * address, the furthest wizard step is kept, an identical touch repeated
 * within ten minutes is not written twice, and a converted lead is never moved
 * back (a lost lead that comes back is new again). Runs in its own
 * transaction, or a savepoint of the caller's.
 */
export async function recordLead(db: Executor, input: RecordLeadInput): Promise<RecordedLead> {
  const email = input.email.trim().toLowerCase();
  const name = clean(input.name, LIMITS.name * 2 + 1);
  const phone = clean(input.phone, LIMITS.phone);
  const planInterest = clean(input.planInterest, LEAD_LIMITS.planInterest);
  const message = clean(input.message, LEAD_LIMITS.message);
  const step = input.step ?? null;
  const now = new Date();

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({ email, source: input.source, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: leads.email })
      .returning({ id: leads.id });
    const [lead] = await tx.select().from(leads).where(eq(leads.email, email)).for('update');
    if (!lead) throw new Error('lead not stored');

    const converting = input.convertedUserId != null && lead.status !== 'converted';
    const status: LeadStatus = converting ? 'converted' : lead.status === 'lost' ? 'new' : lead.status;
    const wizardStep = furthestStep(lead.wizardStep, step);
    await tx
      .update(leads)
      .set({
        name: name ?? lead.name,
        phone: phone ?? lead.phone,
        planInterest: planInterest ?? lead.planInterest,
        wizardStep,
        status,
        ...(converting ? { convertedUserId: input.convertedUserId, convertedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(leads.id, lead.id));

    const detail: Record<string, unknown> = {};
    if (step) detail.step = step;
    if (planInterest) detail.planInterest = planInterest;
    if (lead.status === 'lost' && status === 'new') detail.reopened = true;
    const [last] = await tx
      .select()
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.leadId, lead.id),
          eq(leadEvents.kind, 'touch'),
          gt(leadEvents.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        ),
      )
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(1);
    const repeated =
      last !== undefined &&
      last.source === input.source &&
      last.message === message &&
      JSON.stringify(last.detail) === JSON.stringify(detail);
    if (!repeated) {
      await tx.insert(leadEvents).values({
        leadId: lead.id,
        kind: 'touch',
        source: input.source,
        message,
        detail,
        actorId: input.actorId ?? null,
        createdAt: now,
      });
    }
    if (converting) {
      await tx.insert(leadEvents).values({
        leadId: lead.id,
        kind: 'converted',
        source: input.source,
        detail: { userId: input.convertedUserId },
        actorId: input.actorId ?? null,
        createdAt: now,
      });
    }
    return { id: lead.id, status, created: inserted.length > 0 };
  });
}
