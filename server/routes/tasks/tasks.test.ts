import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();

const me = await buildSignedInUser(app, { role: 'agent' });
const other = await buildSignedInUser(app, { role: 'agent' });
const admin = await buildSignedInUser(app, { role: 'admin' });

async function addTask(headers: Record<string, string>, payload: object) {
  const res = await app.inject({ method: 'POST', url: '/api/tasks', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

describe('POST /api/tasks', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/tasks', payload: { title: 'x' } })).statusCode).toBe(401);
  });
  it('400 names the bad field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: me.headers,
      payload: { title: ' ', due_date: 'tomorrow' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: 'Title is required',
      due_date: 'Due date must be a date (YYYY-MM-DD)',
    });
  });
  it('creates a manual open task', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: me.headers,
      payload: { title: 'Call the Smiths', due_date: '2026-05-01' },
    });
    expect(res.json()).toMatchObject({
      title: 'Call the Smiths',
      status: 'open',
      source: 'manual',
      due_date: '2026-05-01',
      quote_id: null,
      contact: null,
    });
  });
});

describe('GET /api/tasks', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
  });
  it('lists my open tasks by default, done and all on request; never another agent’s', async () => {
    const lister = await buildSignedInUser(app, { role: 'agent' });
    await addTask(lister.headers, { title: 'Open one' });
    const done = await addTask(lister.headers, { title: 'Done one' });
    await app.inject({
      method: 'PATCH',
      url: `/api/tasks/${done.id}`,
      headers: lister.headers,
      payload: { status: 'done' },
    });
    await addTask(other.headers, { title: 'Not yours' });
    const titles = async (qs: string) =>
      (await app.inject({ method: 'GET', url: `/api/tasks${qs}`, headers: lister.headers }))
        .json()
        .items.map((t: { title: string }) => t.title);
    expect(await titles('')).toEqual(['Open one']);
    expect(await titles('?status=done')).toEqual(['Done one']);
    expect((await titles('?status=all')).sort()).toEqual(['Done one', 'Open one']);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/tasks?status=later',
      headers: lister.headers,
    });
    expect(Object.keys(bad.json().error.fields)).toEqual(['status']);
    const all = (
      await app.inject({
        method: 'GET',
        url: '/api/tasks?status=all&pageSize=100',
        headers: admin.headers,
      })
    ).json();
    expect(all.items.map((t: { title: string }) => t.title)).toContain('Not yours');
  });
});

describe('PATCH and DELETE /api/tasks/:id', () => {
  it('requires sign-in', async () => {
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/tasks/00000000-0000-4000-8000-000000000000',
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });
  it('updates and deletes my task; another agent gets 404', async () => {
    const t = await addTask(me.headers, { title: 'Mine' });
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/tasks/${t.id}`,
          headers: other.headers,
          payload: { status: 'done' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/tasks/${t.id}`, headers: other.headers })).statusCode).toBe(
      404,
    );
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/tasks/${t.id}`,
      headers: me.headers,
      payload: { status: 'later' },
    });
    expect(bad.json().error.fields.status).toBe('Status must be one of: open, in_progress, done');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/tasks/${t.id}`,
      headers: me.headers,
      payload: { status: 'done', title: 'Mine, done' },
    });
    expect(res.json()).toMatchObject({ status: 'done', title: 'Mine, done' });
    expect((await app.inject({ method: 'DELETE', url: `/api/tasks/${t.id}`, headers: me.headers })).statusCode).toBe(
      204,
    );
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/tasks/${t.id}`,
          headers: me.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});
