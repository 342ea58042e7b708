import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { createTestApp } from '../test/support';
import { seedQuotes } from './seed-quotes';
import { seedTasks } from './seed-tasks';

const { app } = await createTestApp();
const db = app.ctx.db;

describe('demo tasks seed', () => {
  it('gives agent@demo.test a living task list (overdue, due today, linked, done, from a manager), once', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent', email: 'agent@demo.test' });
    await buildSignedInUser(app, { role: 'manager', email: 'manager@demo.test' });
    await db.transaction((tx) => seedQuotes(tx));
    expect(await db.transaction((tx) => seedTasks(tx))).toBe(true);
    expect(await db.transaction((tx) => seedTasks(tx))).toBe(false);

    type T = { title: string; status: string; overdue: boolean; quote_title: string | null };
    const all = (
      await app.inject({ method: 'GET', url: '/api/tasks?status=all&pageSize=100', headers: agent.headers })
    ).json<{ items: T[] }>().items;
    expect(all).toHaveLength(7);
    expect(all.filter((t) => t.overdue).map((t) => t.title)).toEqual(['Call Mrs Patel back about travel insurance']);
    expect(all.filter((t) => t.status === 'in_progress')).toHaveLength(1);
    expect(all.filter((t) => t.status === 'done')).toHaveLength(1);
    expect(all.find((t) => t.title === 'Chase the deposit for Santorini')?.quote_title).toBe('Santorini Sunset Escape');
    const today = (await app.inject({ method: 'GET', url: '/api/tasks?due=today', headers: agent.headers })).json();
    expect(today.items.map((t: T) => t.title)).toEqual(['Confirm airport parking for the Johnsons']);
  });
});
