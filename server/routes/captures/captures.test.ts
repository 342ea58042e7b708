import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captures, personalAccessTokens, profiles, uploads, userDeactivations } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'captures-test-'));
const { app } = await createTestApp({ DATA_DIR: dataDir });
const db = app.ctx.db;

/** A real 2x3 red PNG. */
const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8AARAwQCoQBAOe0Cv0UXHfjAAAAAElFTkSuQmCC';

const agent = await buildSignedInUser(app, { role: 'agent' });
const other = await buildSignedInUser(app, { role: 'agent' });

async function makeToken(headers = agent.headers, name = 'Work laptop') {
  const res = await app.inject({ method: 'POST', url: '/api/tools/tokens', headers, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: { id: string; name: string }; secret: string };
}

const ingest = (token: string | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/captures/ingest',
    headers: token ? { 'x-capture-token': token } : {},
    payload,
  });

const page = {
  url: 'https://www.sunhotels.example/lanzarote/hotel-playa',
  title: 'Hotel Playa <b>Lanzarote</b>',
  selectedText: '7 nights all inclusive from £899pp',
  pageText: '<script>alert(1)</script><p>Hotel Playa, Puerto del Carmen.</p> <img src=x onerror=alert(2)>Sea views.',
  jsonLd: ['{"@context":"https://schema.org","@type":"Hotel","name":"Hotel Playa","starRating":{"ratingValue":4}}'],
  note: 'For the Hendersons',
  tags: ['lanzarote', 'family', 'Lanzarote'],
};

describe('personal access tokens', () => {
  it('shows the token once and stores only its hash', async () => {
    const made = await makeToken();
    expect(made.secret).toMatch(/^htc_[\w-]{43}$/);
    expect(made.token.name).toBe('Work laptop');
    const [row] = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, made.token.id));
    expect(row?.tokenHash).toBe(hashToken(made.secret));
    expect(JSON.stringify(row)).not.toContain(made.secret);
    const list = await app.inject({ method: 'GET', url: '/api/tools/tokens', headers: agent.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((t: { id: string }) => t.id)).toContain(made.token.id);
    expect(list.body).not.toContain(made.secret);
  });

  it('needs a name, and a role with the Chrome extension', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tools/tokens', headers: agent.headers, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('name');
    const manager = await buildSignedInUser(app, { role: 'manager' });
    const forbidden = await app.inject({
      method: 'POST',
      url: '/api/tools/tokens',
      headers: manager.headers,
      payload: { name: 'x' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/tools/tokens' })).statusCode).toBe(401);
  });

  it('a revoked token is refused at once; another agent cannot revoke mine', async () => {
    const made = await makeToken();
    expect((await ingest(made.secret, page)).statusCode).toBe(201);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/tools/tokens/${made.token.id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/tools/tokens/${made.token.id}`,
      headers: agent.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const refused = await ingest(made.secret, page);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(
      'This access token is not valid or has been revoked. Make a new one in Chrome extension setup.',
    );
  });
});

describe('POST /api/captures/ingest', () => {
  it('refuses the token of an owner who was deactivated or lost the Chrome extension', async () => {
    const leaving = await buildSignedInUser(app, { role: 'agent' });
    const made = await makeToken(leaving.headers);
    expect((await ingest(made.secret, page)).statusCode).toBe(201);
    await db.update(profiles).set({ role: 'manager' }).where(eq(profiles.id, leaving.user.id));
    expect((await ingest(made.secret, page)).statusCode).toBe(401);
    await db.update(profiles).set({ role: 'agent' }).where(eq(profiles.id, leaving.user.id));
    expect((await ingest(made.secret, page)).statusCode).toBe(201);
    await db.insert(userDeactivations).values({ userId: leaving.user.id, reason: 'left the agency' });
    expect((await ingest(made.secret, page)).statusCode).toBe(401);
  });

  it('limits captures per token, and another token is not held back', async () => {
    const busy = await buildSignedInUser(app, { role: 'agent' });
    const first = await makeToken(busy.headers);
    const small = { url: 'https://example.com/a', title: 'A page' };
    for (let i = 0; i < 60; i += 1) expect((await ingest(first.secret, small)).statusCode).toBe(201);
    const limited = await ingest(first.secret, small);
    expect(limited.statusCode).toBe(429);
    const second = await makeToken(busy.headers);
    expect((await ingest(second.secret, small)).statusCode).toBe(201);
  });

  it('refuses a missing or unknown token, and a signed-in session without one', async () => {
    const missing = await ingest(null, page);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.message).toBe('Send your personal access token in the X-Capture-Token header.');
    expect((await ingest('htc_made-up', page)).statusCode).toBe(401);
    const session = await app.inject({
      method: 'POST',
      url: '/api/captures/ingest',
      headers: agent.headers,
      payload: page,
    });
    expect(session.statusCode).toBe(401);
  });

  it('stores a capture as plain text with its image through the upload checks', async () => {
    const { secret } = await makeToken();
    const res = await ingest(secret, { ...page, images: [{ data: `data:image/png;base64,${PNG_B64}` }] });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const one = await app.inject({ method: 'GET', url: `/api/captures/${id}`, headers: agent.headers });
    expect(one.statusCode).toBe(200);
    const c = one.json();
    expect(c.title).toBe('Hotel Playa Lanzarote');
    expect(c.site).toBe('sunhotels.example');
    expect(c.pageText).toBe('Hotel Playa, Puerto del Carmen. Sea views.');
    expect(one.body).not.toMatch(/<script|onerror/);
    expect(c.tags).toEqual(['lanzarote', 'family']);
    expect(c.jsonLd).toEqual([expect.objectContaining({ '@type': 'Hotel', name: 'Hotel Playa' })]);
    expect(c.images).toHaveLength(1);
    expect(c.images[0]).toMatchObject({ width: 2, height: 3 });
    const key = (c.images[0].url as string).split('/').pop() ?? '';
    const [upload] = await db.select().from(uploads).where(eq(uploads.key, key));
    expect(upload).toMatchObject({ purpose: 'capture-image', contentType: 'image/png', ownerId: agent.user.id });
    const file = await app.inject({ method: 'GET', url: c.images[0].url as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a non-image sent as an image, naming it, and stores nothing', async () => {
    const { secret } = await makeToken();
    const before = await db.select().from(captures).where(eq(captures.userId, agent.user.id));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    const res = await ingest(secret, { ...page, images: [{ data: PNG_B64 }, { data: svg }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'images.1': 'Each image must be a JPEG, PNG, WebP or GIF, sent as base64',
    });
    const after = await db.select().from(captures).where(eq(captures.userId, agent.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses oversize bodies, too many images and a non-web address', async () => {
    const { secret } = await makeToken();
    const huge = await ingest(secret, { ...page, pageText: 'x'.repeat(7 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const many = await ingest(secret, { ...page, images: Array.from({ length: 5 }, () => ({ data: PNG_B64 })) });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toHaveProperty('images');
    const js = await ingest(secret, { ...page, url: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(400);
    expect(js.json().error.fields).toHaveProperty('url');
  });
});

describe('captured content', () => {
  it('lists only my captures, with search and a tag filter', async () => {
    const mine = await makeToken();
    const theirs = await makeToken(other.headers);
    await ingest(mine.secret, {
      ...page,
      url: 'https://cruises.example/fjords',
      title: 'Norwegian fjords cruise',
      tags: ['cruise'],
    });
    await ingest(theirs.secret, { ...page, title: 'Their fjords capture' });
    const search = await app.inject({ method: 'GET', url: '/api/captures?q=fjords', headers: agent.headers });
    expect(search.statusCode).toBe(200);
    expect(search.json().items.map((c: { title: string }) => c.title)).toEqual(['Norwegian fjords cruise']);
    const byUrl = await app.inject({ method: 'GET', url: '/api/captures?q=cruises.example', headers: agent.headers });
    expect(byUrl.json().total).toBe(1);
    const byTag = await app.inject({ method: 'GET', url: '/api/captures?tag=cruise', headers: agent.headers });
    expect(byTag.json().items.map((c: { title: string }) => c.title)).toEqual(['Norwegian fjords cruise']);
    const tags = await app.inject({ method: 'GET', url: '/api/captures/tags', headers: agent.headers });
    expect(tags.json().tags).toEqual(expect.arrayContaining(['cruise', 'family', 'lanzarote']));
    const bad = await app.inject({ method: 'GET', url: '/api/captures?page=0', headers: agent.headers });
    expect(bad.statusCode).toBe(400);
  });

  it("another agent's capture is not found; I can tag, annotate and delete mine", async () => {
    const { secret } = await makeToken();
    const id = (await ingest(secret, page)).json().id as string;
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `/api/captures/${id}`,
        headers: other.headers,
        ...(method === 'PATCH' ? { payload: { note: 'mine now' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/captures/${id}`,
      headers: agent.headers,
      payload: { note: 'Ask about sea view rooms', tags: ['shortlist'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ note: 'Ask about sea view rooms', tags: ['shortlist'] });
    const gone = await app.inject({ method: 'DELETE', url: `/api/captures/${id}`, headers: agent.headers });
    expect(gone.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/captures/${id}`, headers: agent.headers })).statusCode).toBe(
      404,
    );
  });
});
