import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { londonToday } from '@domain/live/dates';
import { addDays } from '@domain/tasks/due';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

// Issue 11: tasks with status, priority, due time, links and assignees; filters for the list and board.
const { app } = await createTestApp();
const today = londonToday();
type H = Record<string, string>;
type Listed = { id: string; title: string; status: string; overdue: boolean; assignee: { id: string; name: string } };

const manager = await buildSignedInUser(app, { role: 'manager', firstName: 'Morgan', lastName: 'Boss' });

async function add(headers: H, payload: object) {
  const res = await app.inject({ method: 'POST', url: '/api/tasks', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Listed & Record<string, unknown>>();
}

async function titles(headers: H, qs: string) {
  const res = await app.inject({ method: 'GET', url: `/api/tasks?${qs}&pageSize=100`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Listed[] }>().items.map((t) => t.title);
}

describe('POST /api/tasks with the full shape', () => {
  it('keeps priority, due date and time, status and a quote link', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent', firstName: 'Amy', lastName: 'Agent' });
    const quote = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: agent.headers,
      payload: { title: 'Crete' },
    });
    const t = await add(agent.headers, {
      title: 'Call about Crete',
      description: 'Room upgrade',
      due_date: '2027-03-04',
      due_time: '14:30',
      priority: 'high',
      status: 'in_progress',
      quote_id: quote.json().id,
    });
    expect(t).toMatchObject({
      title: 'Call about Crete',
      status: 'in_progress',
      priority: 'high',
      due_date: '2027-03-04',
      due_time: '14:30',
      overdue: false,
      quote_title: 'Crete',
      booking_id: null,
      passenger_id: null,
      automatic: false,
      assignee: { id: agent.user.id, name: 'Amy Agent' },
    });
  });

  it('400 names each bad field and writes nothing', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const other = await buildSignedInUser(app, { role: 'agent' });
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: other.headers,
      payload: { title: 'Theirs' },
    });
    const cases: [object, Record<string, string>][] = [
      [{ title: 'x', due_time: '25:00', due_date: today }, { due_time: 'Due time must be a time (HH:MM)' }],
      [{ title: 'x', due_time: '09:00' }, { due_time: 'Add a due date for the time' }],
      [{ title: 'x', priority: 'urgent' }, { priority: 'Priority must be one of: low, normal, high' }],
      [
        { title: 'x', quote_id: randomUUID(), passenger_id: randomUUID() },
        { passenger_id: 'Link the task to one quote, booking or passenger at most' },
      ],
      [{ title: 'x', quote_id: theirs.json().id }, { quote_id: 'Quote not found' }],
      [{ title: 'x', passenger_id: randomUUID() }, { passenger_id: 'Passenger not found' }],
      [{ title: 'x', booking_id: 'not-an-id' }, { booking_id: 'Booking must be an id' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/tasks', headers: agent.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(await titles(agent.headers, 'status=all')).toEqual([]);
  });
});

describe('assigning', () => {
  it('an agent may only give a task to themselves; a manager gives one to an agent, who sees it', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent', firstName: 'Ann', lastName: 'Field' });
    const other = await buildSignedInUser(app, { role: 'agent' });
    const self = await add(agent.headers, { title: 'Mine', assignee_id: agent.user.id });
    expect(self.assignee.id).toBe(agent.user.id);
    const denied = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: agent.headers,
      payload: { title: 'Yours', assignee_id: other.user.id },
    });
    expect(denied.statusCode).toBe(403);
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/tasks/${self.id}`,
      headers: agent.headers,
      payload: { assignee_id: other.user.id },
    });
    expect(moved.statusCode).toBe(403);

    const given = await add(manager.headers, { title: 'From the manager', assignee_id: agent.user.id });
    expect(given.assignee).toEqual({ id: agent.user.id, name: 'Ann Field' });
    expect(await titles(agent.headers, 'status=all')).toContain('From the manager');
    expect(await titles(other.headers, 'status=all')).not.toContain('From the manager');
    // The manager sees it among everyone's, but not under "mine".
    expect(await titles(manager.headers, 'status=all')).toContain('From the manager');
    expect(await titles(manager.headers, 'status=all&owner=mine')).not.toContain('From the manager');

    const lead = await buildSignedInUser(app, { role: 'lead' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: manager.headers,
      payload: { title: 'x', assignee_id: lead.user.id },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ assignee_id: 'Choose an agent to give the task to' });
  });

  it('GET /api/tasks/assignees: managers find agents by name; agents may not', async () => {
    await buildSignedInUser(app, { role: 'agent', firstName: 'Zelda', lastName: 'Quill' });
    const found = await app.inject({ method: 'GET', url: '/api/tasks/assignees?q=zelda', headers: manager.headers });
    expect(found.json().items.map((p: { name: string }) => p.name)).toEqual(['Zelda Quill']);
    const agent = await buildSignedInUser(app, { role: 'agent' });
    expect((await app.inject({ method: 'GET', url: '/api/tasks/assignees', headers: agent.headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/tasks/assignees' })).statusCode).toBe(401);
  });
});

describe('GET /api/tasks filters and sorts', () => {
  it('status, due today, overdue, this week, by link, search; overdue flagged', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const h = agent.headers;
    const quote = await app.inject({ method: 'POST', url: '/api/quotes', headers: h, payload: { title: 'Q' } });
    await add(h, { title: 'Late', due_date: addDays(today, -2), priority: 'low' });
    await add(h, { title: 'Today', due_date: today, priority: 'high' });
    await add(h, { title: 'Soon', due_date: addDays(today, 3), quote_id: quote.json().id });
    await add(h, { title: 'Working', status: 'in_progress', booking_id: randomUUID() });
    await add(h, { title: 'Finished', status: 'done', due_date: addDays(today, -5) });

    expect(await titles(h, '')).toEqual(['Late', 'Today', 'Soon', 'Working']);
    expect(await titles(h, 'status=in_progress')).toEqual(['Working']);
    expect(await titles(h, 'status=open')).toEqual(['Late', 'Today', 'Soon']);
    expect(await titles(h, 'status=done')).toEqual(['Finished']);
    expect(await titles(h, 'due=today')).toEqual(['Today']);
    expect(await titles(h, 'due=overdue&status=all')).toEqual(['Late']);
    expect(await titles(h, 'due=week')).toEqual(['Today', 'Soon']);
    expect(await titles(h, 'link=quote')).toEqual(['Soon']);
    expect(await titles(h, 'link=booking')).toEqual(['Working']);
    expect(await titles(h, 'link=none')).toEqual(['Late', 'Today']);
    expect(await titles(h, 'q=soo')).toEqual(['Soon']);
    expect(await titles(h, 'sort=priority')).toEqual(['Today', 'Soon', 'Working', 'Late']);
    const items = (await app.inject({ method: 'GET', url: '/api/tasks?status=all', headers: h })).json().items;
    expect(items.filter((t: Listed) => t.overdue).map((t: Listed) => t.title)).toEqual(['Late']);

    const bad = await app.inject({ method: 'GET', url: '/api/tasks?due=yesterday&link=hotel', headers: h });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['due', 'link']);
  });

  it('moves a task between statuses, as the board does, and a link sent replaces the old one', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const t = await add(agent.headers, { title: 'Move me', booking_id: randomUUID() });
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/tasks/${t.id}`, headers: agent.headers, payload });
    expect((await patch({ status: 'in_progress' })).json()).toMatchObject({
      status: 'in_progress',
      completed_at: null,
    });
    const done = (await patch({ status: 'done' })).json();
    expect(done.status).toBe('done');
    expect(done.completed_at).not.toBeNull();
    expect((await patch({ status: 'open' })).json()).toMatchObject({ status: 'open', completed_at: null });
    const quote = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: agent.headers,
      payload: { title: 'Linked' },
    });
    expect((await patch({ quote_id: quote.json().id })).json()).toMatchObject({
      quote_title: 'Linked',
      booking_id: null,
    });
  });
});

describe('GET /api/tasks/summary', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/tasks/summary' })).statusCode).toBe(401);
  });
  it("counts the caller's own open, overdue and due-today tasks", async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    await add(agent.headers, { title: 'Late', due_date: addDays(today, -1) });
    await add(agent.headers, { title: 'Today', due_date: today });
    await add(agent.headers, { title: 'Done', due_date: today, status: 'done' });
    await add(manager.headers, { title: 'Given', assignee_id: agent.user.id });
    const res = await app.inject({ method: 'GET', url: '/api/tasks/summary', headers: agent.headers });
    expect(res.json()).toMatchObject({ open: 3, overdue: 1, due_today: 1 });
    expect(res.json().next.map((t: Listed) => t.title)).toEqual(['Late', 'Today', 'Given']);
  });
});
