import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

// A stand-in for GitHub's API on loopback: records what arrives, answers like GitHub.
const received: {
  url: string;
  auth: string;
  body: { title: string; body: string; labels: string[] };
}[] = [];
let failNext = false;
const github = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    if (failNext) {
      failNext = false;
      res.writeHead(502).end();
      return;
    }
    received.push({
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      body: JSON.parse(raw),
    });
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        number: received.length,
        html_url: `https://github.com/acme/feedback/issues/${received.length}`,
      }),
    );
  });
});
await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => github.close(() => resolve())));
const address = github.address();
const port = typeof address === 'object' && address ? address.port : 0;

const { app } = await createTestApp();
const { app: tracked } = await createTestApp({
  GITHUB_TOKEN: 'ghp_test',
  GITHUB_REPO: 'acme/feedback',
  GITHUB_API_URL: `http://127.0.0.1:${port}`,
});

const item = {
  title: 'Bulk quote export',
  description: 'Let me export all quotes to CSV.',
  type: 'feature',
  priority: 'high',
  category: 'quotes',
};

describe('POST /api/feedback', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/feedback', payload: item })).statusCode).toBe(401);
  });

  it('names blank title and description and a bad type', async () => {
    const me = await buildSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.headers,
      payload: { ...item, title: '   ', description: '', type: 'wish' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      type: 'Choose a type',
    });
  });

  it('stores it with the SPEC 7 labels when no tracker is configured', async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.headers,
      payload: item,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().trackerUrl).toBeNull();
    const [row] = await app.ctx.db.select().from(feedback).where(eq(feedback.id, res.json().id));
    expect(row?.labels).toEqual(['feature', 'priority:high', 'category:quotes', 'user-submitted', 'role:agent']);
  });

  it('forwards it to GitHub with labels and the submitter, and keeps the issue URL', async () => {
    const me = await buildSignedInUser(tracked, {
      role: 'manager',
      firstName: 'Morgan',
      lastName: 'Lee',
      agencyName: 'Lee Travel',
    });
    const res = await tracked.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.headers,
      payload: item,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().trackerUrl).toMatch(/^https:\/\/github.com\/acme\/feedback\/issues\/\d+$/);
    const sent = received.at(-1);
    expect(sent?.url).toBe('/repos/acme/feedback/issues');
    expect(sent?.auth).toBe('Bearer ghp_test');
    expect(sent?.body.title).toBe('Bulk quote export');
    expect(sent?.body.labels).toEqual([
      'feature',
      'priority:high',
      'category:quotes',
      'user-submitted',
      'role:manager',
    ]);
    for (const part of [
      'Let me export all quotes to CSV.',
      'Morgan Lee',
      'manager',
      'Lee Travel',
      me.user.email,
      'quotes',
    ]) {
      expect(sent?.body.body).toContain(part);
    }
    const list = await tracked.inject({ method: 'GET', url: '/api/feedback', headers: me.headers });
    expect(list.json()[0].trackerUrl).toBe(res.json().trackerUrl);
  });

  it('keeps the feedback when the tracker fails', async () => {
    const me = await buildSignedInUser(tracked);
    failNext = true;
    const res = await tracked.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.headers,
      payload: item,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().trackerUrl).toBeNull();
    const [row] = await tracked.ctx.db.select().from(feedback).where(eq(feedback.id, res.json().id));
    expect(row?.trackerError).toContain('502');
  });
});

describe('GET /api/feedback and /api/feedback/:id', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/feedback' })).statusCode).toBe(401);
  });

  it('an agent sees their own; another agent’s answers 404 like a missing one; an admin sees all', async () => {
    const amelia = await buildSignedInUser(app, { role: 'agent' });
    const oliver = await buildSignedInUser(app, { role: 'agent' });
    const admin = await buildSignedInUser(app, { role: 'admin' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: amelia.headers,
      payload: item,
    });
    const id: string = created.json().id;

    const own = await app.inject({
      method: 'GET',
      url: `/api/feedback/${id}`,
      headers: amelia.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id, title: item.title, submitterEmail: amelia.user.email });

    const foreign = await app.inject({
      method: 'GET',
      url: `/api/feedback/${id}`,
      headers: oliver.headers,
    });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/feedback/6f1c2b1e-0000-4000-8000-000000000000',
      headers: oliver.headers,
    });
    const garbage = await app.inject({
      method: 'GET',
      url: '/api/feedback/not-an-id',
      headers: oliver.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(garbage.statusCode).toBe(404);

    const oliverList = await app.inject({
      method: 'GET',
      url: '/api/feedback',
      headers: oliver.headers,
    });
    expect(oliverList.json()).toEqual([]);
    const adminList = await app.inject({
      method: 'GET',
      url: '/api/feedback',
      headers: admin.headers,
    });
    expect(adminList.json().map((f: { id: string }) => f.id)).toContain(id);
    expect((await app.inject({ method: 'GET', url: `/api/feedback/${id}`, headers: admin.headers })).statusCode).toBe(
      200,
    );
  });
});
