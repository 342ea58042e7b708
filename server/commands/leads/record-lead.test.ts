import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leads } from '../../db/schema';
import { buildUser, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/support';
import { recordLead } from './record-lead';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

async function load(id: string) {
  const [lead] = await t.db.db.select().from(leads).where(eq(leads.id, id));
  const events = await t.db.db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return { lead, events };
}

describe('recordLead', () => {
  it('creates one lead per e-mail (any case) and appends each touch to its timeline', async () => {
    const email = uniqueEmail('lead');
    const first = await recordLead(t.db.db, {
      email: email.toUpperCase(),
      name: 'Ada Lovelace',
      source: 'contact',
      message: 'Tell me more',
    });
    const second = await recordLead(t.db.db, {
      email,
      source: 'book-call',
      phone: '07700 900123',
      message: 'Call me Tuesday',
    });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, status: 'new', created: false });
    const { lead, events } = await load(first.id);
    expect(lead).toMatchObject({
      email,
      name: 'Ada Lovelace',
      phone: '07700 900123',
      source: 'contact',
      status: 'new',
    });
    expect(events.map((e) => [e.kind, e.source, e.message])).toEqual([
      ['touch', 'contact', 'Tell me more'],
      ['touch', 'book-call', 'Call me Tuesday'],
    ]);
  });

  it('keeps the furthest wizard step and the latest plan, and writes a repeated step once', async () => {
    const email = uniqueEmail('wizard');
    const { id } = await recordLead(t.db.db, { email, source: 'wizard', step: 'details' });
    await recordLead(t.db.db, { email, source: 'wizard', step: 'agreement', planInterest: 'agent-yearly' });
    await recordLead(t.db.db, { email, source: 'wizard', step: 'agreement', planInterest: 'agent-yearly' });
    await recordLead(t.db.db, { email, source: 'wizard', step: 'plan', planInterest: 'agent-monthly' });
    const { lead, events } = await load(id);
    expect(lead).toMatchObject({ wizardStep: 'agreement', planInterest: 'agent-monthly' });
    expect(events.map((e) => e.detail.step)).toEqual(['details', 'agreement', 'plan']);
  });

  it('converts a lead to a member once and never moves a converted lead back', async () => {
    const { user } = await buildUser(t.db.db, { role: 'agent' });
    const email = uniqueEmail('paid');
    const { id } = await recordLead(t.db.db, { email, source: 'wizard', step: 'payment' });
    const paid = await recordLead(t.db.db, { email, source: 'wizard', step: 'paid', convertedUserId: user.id });
    const later = await recordLead(t.db.db, { email, source: 'contact', message: 'A question about bookings' });
    expect(paid.status).toBe('converted');
    expect(later.status).toBe('converted');
    const { lead, events } = await load(id);
    expect(lead).toMatchObject({ status: 'converted', convertedUserId: user.id, wizardStep: 'paid' });
    expect(lead?.convertedAt).toBeInstanceOf(Date);
    expect(events.filter((e) => e.kind === 'converted')).toHaveLength(1);
  });

  it('reopens a lost lead that comes back', async () => {
    const email = uniqueEmail('lost');
    const { id } = await recordLead(t.db.db, { email, source: 'ai-tool' });
    await t.db.db.update(leads).set({ status: 'lost' }).where(eq(leads.id, id));
    const back = await recordLead(t.db.db, { email, source: 'ai-planner' });
    expect(back.status).toBe('new');
    const { events } = await load(id);
    expect(events.at(-1)?.detail).toEqual({ reopened: true });
  });

  it('is safe when the same address arrives twice at once', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      recordLead(t.db.db, { email, source: 'contact', message: 'one' }),
      recordLead(t.db.db, { email, source: 'book-call', message: 'two' }),
    ]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await load(results[0]?.id ?? '')).events).toHaveLength(2);
  });

  it("joins a caller's transaction and rolls back with it", async () => {
    const email = uniqueEmail('rollback');
    await expect(
      t.db.db.transaction(async (tx) => {
        await recordLead(tx, { email, source: 'contact' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await t.db.db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
  });
});
