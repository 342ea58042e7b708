import { eq, inArray } from 'drizzle-orm';
import type { LeadSource, LeadStatus, LeadWizardStep } from '@domain/leads/constants';
import { londonToday } from '@domain/live/dates';
import { addDays } from '@domain/tasks/due';
import { recordLead } from '../commands/leads/record-lead';
import type { Executor } from './index';
import { leadEvents, leads, users } from './schema';

type DemoLead = {
  email: string;
  name: string;
  phone?: string;
  source: LeadSource;
  step?: LeadWizardStep;
  plan?: string;
  message?: string;
  status?: LeadStatus;
  /** Who works it: the demo admin or manager. */
  owner?: 'admin' | 'manager';
  /** Days from today (negative: overdue). */
  nextAction?: number;
  note?: string;
  /** Days ago it arrived. */
  daysAgo: number;
  /** The demo account it became. */
  convertedTo?: string;
};

const DEMO_LEADS: readonly DemoLead[] = [
  {
    email: 'priya.shah@example.com',
    name: 'Priya Shah',
    phone: '07700 900311',
    source: 'wizard',
    step: 'agreement',
    plan: 'agent',
    owner: 'admin',
    nextAction: -1,
    note: 'Stopped at the agreement: asked whether she can keep her own ATOL. Call back.',
    daysAgo: 4,
  },
  {
    email: 'tom.okafor@example.com',
    name: 'Tom Okafor',
    phone: '07700 900422',
    source: 'book-call',
    message: 'Ex-cabin crew, starting out. Tuesday after 4pm works best.',
    owner: 'manager',
    nextAction: 0,
    daysAgo: 2,
  },
  {
    email: 'hello@sunnysidetravel.co.uk',
    name: 'Grace Bell',
    source: 'contact',
    message: 'I run a small homeworking agency with two staff. What would the commission split look like?',
    status: 'contacted',
    owner: 'admin',
    nextAction: 3,
    note: 'Sent the commission sheet; she is comparing with her current host.',
    daysAgo: 9,
  },
  {
    email: 'dan.m@example.com',
    name: 'Dan Mercer',
    source: 'ai-tool',
    plan: 'quote',
    daysAgo: 1,
  },
  {
    email: 'rosa.lima@example.com',
    name: 'Rosa Lima',
    source: 'ai-planner',
    message: 'Used the planner for Lisbon, would love to sell trips like this.',
    daysAgo: 0,
  },
  {
    email: 'sam.wilde@example.com',
    name: 'Sam Wilde',
    source: 'wizard',
    step: 'plan',
    plan: 'pro',
    status: 'lost',
    note: 'Decided to stay with a franchise for now. Try again in spring.',
    daysAgo: 30,
  },
  {
    email: 'agent@demo.test',
    name: 'Amelia Hughes',
    source: 'wizard',
    step: 'paid',
    plan: 'agent',
    daysAgo: 60,
    convertedTo: 'agent@demo.test',
  },
];

/** The demo agency's leads: every source, status and owner, a couple due today or overdue. */
export async function seedLeads(db: Executor): Promise<void> {
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@demo.test', 'manager@demo.test', 'agent@demo.test']));
  const idOf = (email: string) => staff.find((s) => s.email === email)?.id ?? null;
  const ownerIds = { admin: idOf('admin@demo.test'), manager: idOf('manager@demo.test') };
  const today = londonToday();
  for (const l of DEMO_LEADS) {
    const convertedUserId = l.convertedTo ? idOf(l.convertedTo) : null;
    const { id } = await recordLead(db, {
      email: l.email,
      name: l.name,
      phone: l.phone,
      source: l.source,
      step: l.step,
      planInterest: l.plan,
      message: l.message,
      convertedUserId,
    });
    const at = new Date(Date.now() - l.daysAgo * 24 * 3600 * 1000);
    const ownerId = l.owner ? ownerIds[l.owner] : null;
    await db
      .update(leads)
      .set({
        createdAt: at,
        updatedAt: at,
        ownerId,
        nextActionDate: l.nextAction === undefined ? null : addDays(today, l.nextAction),
        ...(l.status ? { status: l.status } : {}),
        ...(convertedUserId ? { convertedAt: at } : {}),
      })
      .where(eq(leads.id, id));
    await db.update(leadEvents).set({ createdAt: at }).where(eq(leadEvents.leadId, id));
    if (l.note && ownerId)
      await db
        .insert(leadEvents)
        .values({ leadId: id, kind: 'note', message: l.note, actorId: ownerId, createdAt: at });
    else if (l.note) await db.insert(leadEvents).values({ leadId: id, kind: 'note', message: l.note, createdAt: at });
  }
}
