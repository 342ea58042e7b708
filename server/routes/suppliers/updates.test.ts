import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();

const admin = await buildSignedInUser(app, { role: 'admin' });
const onboarding = await buildSignedInUser(app, { role: 'onboarding' });

type Feed = {
  items: {
    id: string;
    title: string;
    read: boolean;
    pinned: boolean;
    body_html: string;
    supplier: { name: string } | null;
  }[];
  total: number;
  unread: number;
};

async function post(payload: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/supplier-updates',
    headers: admin.headers,
    payload: { body_html: '<p>News</p>', published_on: '2026-03-02', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

async function feed(headers: Record<string, string>, qs = '') {
  const res = await app.inject({ method: 'GET', url: `/api/supplier-updates${qs}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Feed>();
}

const supplier = (
  await app.inject({
    method: 'POST',
    url: '/api/suppliers',
    headers: admin.headers,
    payload: { name: 'Harbour Line Cruises', type: 'cruise' },
  })
).json<{ id: string }>();

describe('POST /api/supplier-updates', () => {
  it('requires sign-in and is for admins only', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    expect((await app.inject({ method: 'POST', url: '/api/supplier-updates', payload: {} })).statusCode).toBe(401);
    const res = await app.inject({
      method: 'POST',
      url: '/api/supplier-updates',
      headers: agent.headers,
      payload: { title: 'x', body_html: '<p>x</p>', published_on: '2026-03-02' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('400 names the bad fields, a body with nothing readable once cleaned and an unknown supplier', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/supplier-updates',
      headers: admin.headers,
      payload: { title: '', body_html: '<p> </p>', published_on: '2026-02-30' },
    });
    expect(bad.json().error.fields).toEqual({
      title: 'Title is required',
      body_html: 'Body is required',
      published_on: 'Date must be a real date',
    });
    const scriptOnly = await app.inject({
      method: 'POST',
      url: '/api/supplier-updates',
      headers: admin.headers,
      payload: {
        title: 'Sneaky',
        body_html: '<script>alert(1)</script>',
        published_on: '2026-03-02',
        supplier_id: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().error.fields).toEqual({
      body_html: 'Body is required',
      supplier_id: 'Supplier must be a supplier of the directory',
    });
  });
});

describe('the feed and its unread markers', () => {
  it('requires sign-in; onboarding agents are refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/supplier-updates' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/supplier-updates', headers: onboarding.headers });
    expect(res.statusCode).toBe(403);
  });

  it('an admin posts an update that an agent sees as unread until they open it', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const other = await buildSignedInUser(app, { role: 'quoteagent' });
    const before = await feed(agent.headers);
    const posted = await post({
      title: 'Harbour Line: new Baltic sailings',
      body_html: '<p>Ten new <em>Baltic</em> sailings for 2027.</p><img src="x" onerror="alert(1)">',
      supplier_id: supplier.id,
    });

    const after = await feed(agent.headers);
    expect(after.unread).toBe(before.unread + 1);
    const item = after.items.find((i) => i.id === posted.id);
    expect(item).toMatchObject({ read: false, supplier: { name: 'Harbour Line Cruises' } });
    expect(item?.body_html).toBe('<p>Ten new <em>Baltic</em> sailings for 2027.</p>');

    const read = await app.inject({
      method: 'POST',
      url: `/api/supplier-updates/${posted.id}/read`,
      headers: agent.headers,
    });
    expect(read.statusCode).toBe(204);
    const opened = await feed(agent.headers);
    expect(opened.items.find((i) => i.id === posted.id)?.read).toBe(true);
    expect(opened.unread).toBe(before.unread);
    // Read state is per user: the other agent still has it unread.
    expect((await feed(other.headers)).items.find((i) => i.id === posted.id)?.read).toBe(false);
    expect((await feed(agent.headers, '?show=unread')).items.map((i) => i.id)).not.toContain(posted.id);
  });

  it('mark all read clears every marker for that user only', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    await post({ title: 'One' });
    await post({ title: 'Two' });
    const res = await app.inject({ method: 'POST', url: '/api/supplier-updates/read-all', headers: agent.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().marked).toBeGreaterThanOrEqual(2);
    const after = await feed(agent.headers);
    expect(after.unread).toBe(0);
    expect(after.items.every((i) => i.read)).toBe(true);
    expect((await feed(admin.headers)).unread).toBeGreaterThan(0);
  });

  it('puts pinned updates first, then the newest date', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    await post({ title: 'Order old', published_on: '2020-01-01' });
    await post({ title: 'Order pinned', published_on: '2019-01-01', pinned: true });
    await post({ title: 'Order new', published_on: '2030-01-01' });
    const titles = (await feed(agent.headers, '?q=order&pageSize=50')).items.map((i) => i.title);
    expect(titles).toEqual(['Order pinned', 'Order new', 'Order old']);
  });

  it('400 names the bad filter; reading an unknown update is not found', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const bad = await app.inject({ method: 'GET', url: '/api/supplier-updates?show=some', headers: agent.headers });
    expect(Object.keys(bad.json().error.fields)).toEqual(['show']);
    for (const id of ['x', '00000000-0000-4000-8000-000000000000']) {
      const res = await app.inject({ method: 'POST', url: `/api/supplier-updates/${id}/read`, headers: agent.headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('filters by supplier', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const about = await post({ title: 'About Harbour', supplier_id: supplier.id });
    const ids = (await feed(agent.headers, `?supplier_id=${supplier.id}&pageSize=100`)).items.map((i) => i.id);
    expect(ids).toContain(about.id);
    expect(
      (await feed(agent.headers, `?supplier_id=${supplier.id}&pageSize=100`)).items.every(
        (i) => i.supplier?.name === 'Harbour Line Cruises',
      ),
    ).toBe(true);
  });
});

describe('PUT and DELETE /api/supplier-updates/:id', () => {
  it('edits and deletes (admins only); unknown ids are not found', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const u = await post({ title: 'Typo in titel' });
    const payload = { title: 'Typo in title', body_html: '<p>Fixed</p>', published_on: '2026-03-03', pinned: true };
    const byAgent = await app.inject({
      method: 'PUT',
      url: `/api/supplier-updates/${u.id}`,
      headers: agent.headers,
      payload,
    });
    expect(byAgent.statusCode).toBe(403);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/supplier-updates/${u.id}`,
      headers: admin.headers,
      payload,
    });
    expect(edited.json()).toMatchObject({ title: 'Typo in title', pinned: true, published_on: '2026-03-03' });

    const delByAgent = await app.inject({
      method: 'DELETE',
      url: `/api/supplier-updates/${u.id}`,
      headers: agent.headers,
    });
    expect(delByAgent.statusCode).toBe(403);
    const del = await app.inject({ method: 'DELETE', url: `/api/supplier-updates/${u.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    expect((await feed(agent.headers, '?q=typo')).items).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/supplier-updates/${u.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/supplier-updates/${u.id}`,
      headers: admin.headers,
      payload,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('hides the name of an archived supplier from agents', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const s = (
      await app.inject({
        method: 'POST',
        url: '/api/suppliers',
        headers: admin.headers,
        payload: { name: 'Soon Gone Tours', type: 'tour_operator' },
      })
    ).json<{ id: string }>();
    const u = await post({ title: 'Soon gone news', supplier_id: s.id });
    await app.inject({ method: 'POST', url: `/api/suppliers/${s.id}/archive`, headers: admin.headers });
    expect((await feed(agent.headers, '?q=soon gone news')).items.find((i) => i.id === u.id)?.supplier).toBeNull();
    expect((await feed(admin.headers, '?q=soon gone news')).items.find((i) => i.id === u.id)?.supplier?.name).toBe(
      'Soon Gone Tours',
    );
  });
});
