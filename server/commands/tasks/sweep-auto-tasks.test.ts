import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonToday } from '@domain/live/dates';
import { addDays } from '@domain/tasks/due';
import { passengers, quotePassengers, quotes, tasks } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';
import { closeAutoTask } from './close-auto-task';
import { ensureAutoTask } from './ensure-auto-task';

// Issue 11: automatic tasks are made once per cause by the daily job and closed when the cause goes away.
const { app } = await createTestApp();
const { db } = app.ctx;
const today = londonToday();
const sweep = () => app.ctx.jobs.run('tasks-auto-sweep', {});

type Listed = { id: string; title: string; status: string; source: string; automatic: boolean; due_date: string };

async function listOf(headers: Record<string, string>, status = 'all'): Promise<Listed[]> {
  const res = await app.inject({ method: 'GET', url: `/api/tasks?status=${status}&pageSize=100`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Listed[] }>().items;
}

async function acceptedQuote(headers: Record<string, string>, body: object) {
  const res = await app.inject({ method: 'POST', url: '/api/quotes', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: string }>();
  await db.update(quotes).set({ quoteStatus: 'accepted' }).where(eq(quotes.id, id));
  return id;
}

describe('balance due soon', () => {
  it('makes one task per accepted quote whose balance is due within 14 days, and closes it when the quote is no longer accepted', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const soon = await acceptedQuote(agent.headers, {
      title: 'Crete in June',
      departure_date: addDays(today, 40),
      balance_due_date: addDays(today, 5),
    });
    // Due later than the window, and a quote not accepted: no task.
    await acceptedQuote(agent.headers, {
      title: 'Rome later',
      departure_date: addDays(today, 120),
      balance_due_date: addDays(today, 60),
    });
    await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: agent.headers,
      payload: { title: 'Draft only', departure_date: addDays(today, 30), balance_due_date: addDays(today, 3) },
    });

    await sweep();
    await sweep();
    const auto = (await listOf(agent.headers)).filter((t) => t.source === 'balance_due');
    expect(auto).toMatchObject([
      { title: 'Balance due: Crete in June', status: 'open', automatic: true, due_date: addDays(today, 5) },
    ]);

    await db.update(quotes).set({ quoteStatus: 'declined' }).where(eq(quotes.id, soon));
    await sweep();
    expect((await listOf(agent.headers, 'active')).some((t) => t.source === 'balance_due')).toBe(false);
    expect((await listOf(agent.headers, 'done')).map((t) => t.title)).toContain('Balance due: Crete in June');

    // The cause comes back: the same task is reopened, not a second one made.
    await db.update(quotes).set({ quoteStatus: 'accepted' }).where(eq(quotes.id, soon));
    await sweep();
    const again = (await listOf(agent.headers)).filter((t) => t.source === 'balance_due');
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: auto[0]?.id, status: 'open' });
  });

  it('leaves a task the agent completed alone while its cause still holds', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    await acceptedQuote(agent.headers, {
      title: 'Paris weekend',
      departure_date: addDays(today, 20),
      balance_due_date: addDays(today, 2),
    });
    await sweep();
    const [task] = (await listOf(agent.headers)).filter((t) => t.source === 'balance_due');
    if (!task) throw new Error('no balance task');
    const done = await app.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: agent.headers,
      payload: { status: 'done' },
    });
    expect(done.statusCode).toBe(200);
    await sweep();
    expect((await listOf(agent.headers, 'active')).some((t) => t.source === 'balance_due')).toBe(false);
  });
});

describe('accepted-quote follow-ups', () => {
  it('closes the follow-up once the quote is no longer accepted', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const quoteId = await acceptedQuote(agent.headers, { title: 'Lisbon' });
    await db
      .insert(tasks)
      .values({ userId: agent.user.id, quoteId, title: 'Quote accepted: Lisbon', source: 'quote_accept' });
    await sweep();
    expect((await listOf(agent.headers, 'active')).map((t) => t.title)).toEqual(['Quote accepted: Lisbon']);
    await db.update(quotes).set({ quoteStatus: 'booked' }).where(eq(quotes.id, quoteId));
    await sweep();
    expect(await listOf(agent.headers, 'active')).toEqual([]);
  });
});

describe('passport expiring', () => {
  it('makes a task for a passport that expires within six months of a trip, and closes it when renewed', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const quoteId = await acceptedQuote(agent.headers, {
      title: 'Tenerife',
      departure_date: addDays(today, 30),
      duration_days: 7,
    });
    const [p] = await db
      .insert(passengers)
      .values({
        userId: agent.user.id,
        firstName: 'Rosa',
        lastName: 'Diaz',
        passportExpiryDate: addDays(today, 90),
      })
      .returning();
    if (!p) throw new Error('no passenger');
    await db.insert(quotePassengers).values({ quoteId, passengerId: p.id });

    await sweep();
    await sweep();
    const made = (await listOf(agent.headers)).filter((t) => t.source === 'passport_expiry');
    expect(made).toMatchObject([{ title: 'Passport expiring: Rosa Diaz', status: 'open', automatic: true }]);

    await db
      .update(passengers)
      .set({ passportExpiryDate: addDays(today, 3650) })
      .where(eq(passengers.id, p.id));
    await sweep();
    expect((await listOf(agent.headers, 'active')).some((t) => t.source === 'passport_expiry')).toBe(false);
  });
});

describe('ensureAutoTask and closeAutoTask', () => {
  it('creates once under concurrency, and closing twice changes nothing the second time', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const cause = {
      causeKey: `balance_due:quote:test-${agent.user.id}`,
      userId: agent.user.id,
      source: 'balance_due' as const,
      title: 'Chase the balance',
      dueDate: today,
    };
    const outcomes = await Promise.all([
      ensureAutoTask(db, cause),
      ensureAutoTask(db, cause),
      ensureAutoTask(db, cause),
    ]);
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(await listOf(agent.headers)).toHaveLength(1);
    expect(await closeAutoTask(db, cause.causeKey)).toBe(true);
    expect(await closeAutoTask(db, cause.causeKey)).toBe(false);
    expect(await ensureAutoTask(db, cause)).toBe('reopened');
  });
});
