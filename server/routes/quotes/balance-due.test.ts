import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

// Issue 18: an API client moving the departure gets the same balance due date the builder would give.
const { app } = await createTestApp();
const agent = await buildSignedInUser(app, { role: 'agent' });

type Saved = { id: string; departure_date: string | null; balance_due_date: string | null } & Record<string, unknown>;

async function send(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object): Promise<Saved> {
  const res = await app.inject({ method, url, headers: agent.headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<Saved>();
}

describe('the balance due date when the departure moves (PATCH and PUT /api/quotes/:id)', () => {
  it('moves a default date with the departure: 10 weeks before the new one', async () => {
    const q = await send('POST', '/api/quotes', { title: 'Crete', departure_date: '2027-06-12' });
    expect(q.balance_due_date).toBe('2027-04-03');
    const moved = await send('PATCH', `/api/quotes/${q.id}`, { departure_date: '2027-07-10' });
    expect(moved.balance_due_date).toBe('2027-05-01');
  });

  it('moves it too when a client sends back the whole quote with only the departure changed', async () => {
    const id = randomUUID();
    const first = await send('PUT', `/api/quotes/${id}`, { title: 'Rome', departure_date: '2027-09-01' });
    expect(first.balance_due_date).toBe('2027-06-23');
    const again = await send('PUT', `/api/quotes/${id}`, {
      title: 'Rome',
      departure_date: '2027-10-01',
      balance_due_date: first.balance_due_date,
    });
    expect(again.balance_due_date).toBe('2027-07-23');
  });

  it('keeps a date the agent chose, and a date sent with the new departure', async () => {
    const q = await send('POST', '/api/quotes', {
      title: 'Lisbon',
      departure_date: '2027-06-12',
      balance_due_date: '2027-03-01',
    });
    const moved = await send('PATCH', `/api/quotes/${q.id}`, { departure_date: '2027-08-01' });
    expect(moved.balance_due_date).toBe('2027-03-01');
    const both = await send('PATCH', `/api/quotes/${q.id}`, {
      departure_date: '2027-09-01',
      balance_due_date: '2027-05-05',
    });
    expect(both.balance_due_date).toBe('2027-05-05');
  });
});
