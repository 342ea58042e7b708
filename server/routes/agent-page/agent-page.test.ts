import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quotes, uploads } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

async function quoteOf(agentId: string, o: { title?: string; published?: boolean } = {}) {
  const slug = `q-${randomUUID().slice(0, 8)}`;
  const [q] = await db
    .insert(quotes)
    .values({
      agentId,
      slug,
      title: o.title ?? 'Sunny week',
      label: 'HTP Test',
      isPublished: o.published ?? true,
      destination: 'Crete',
      finalPriceTotal: 199900,
      data: { duration_days: 7 },
    })
    .returning();
  if (!q) throw new Error('no quote');
  return q;
}

function pageBody(agentBrand: string, extra: Record<string, unknown> = {}) {
  return {
    agentBrand,
    displayName: 'Jane Smith',
    headline: 'Tailor-made holidays from Bristol',
    bio: 'Twenty years of sending families somewhere lovely.',
    contact: {
      email: 'jane@example.test',
      phone: '0117 496 0000',
      whatsapp: '',
      show_email: true,
      show_phone: false,
      show_whatsapp: false,
    },
    featuredQuoteIds: [],
    published: true,
    ...extra,
  };
}

const brand = () => `jane-${randomUUID().slice(0, 6)}`;

describe('GET /api/agent-page', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/agent-page' })).statusCode).toBe(401);
  });

  it('is for agents only (SPEC 6 agent page settings)', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'manager' });
    expect((await app.inject({ method: 'GET', url: '/api/agent-page', headers })).statusCode).toBe(403);
  });

  it('offers a suggested address and only the agent’s own quotes before the first save', async () => {
    const me = await buildSignedInUser(app, { role: 'agent', agencyName: 'Sea & Sky Travel' });
    const other = await buildSignedInUser(app, { role: 'agent' });
    await quoteOf(me.user.id, { title: 'Mine' });
    await quoteOf(other.user.id, { title: 'Theirs' });
    const res = await app.inject({ method: 'GET', url: '/api/agent-page', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toBeNull();
    expect(res.json().suggested.agentBrand).toBe('sea-sky-travel');
    expect(res.json().quotes.map((q: { title: string }) => q.title)).toEqual(['Mine']);
  });
});

describe('PUT /api/agent-page', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/agent-page', payload: pageBody(brand()) })).statusCode).toBe(
      401,
    );
  });

  it('400 names a badly formed address and a missing display name', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/agent-page',
      headers,
      payload: pageBody('Jane Smith!', { displayName: ' ' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      agentBrand: 'Use lowercase letters, numbers and single hyphens (e.g. jane-smith-travel)',
      displayName: 'Display name is required',
    });
  });

  it('409 names an address another agent already has', async () => {
    const a = await buildSignedInUser(app, { role: 'agent' });
    const b = await buildSignedInUser(app, { role: 'agent' });
    const taken = brand();
    expect(
      (await app.inject({ method: 'PUT', url: '/api/agent-page', headers: a.headers, payload: pageBody(taken) }))
        .statusCode,
    ).toBe(200);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/agent-page',
      headers: b.headers,
      payload: pageBody(taken),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.agentBrand).toBe('This page address is already taken; please choose another');
    const check = await app.inject({
      method: 'GET',
      url: `/api/agent-page/availability?agentBrand=${taken}`,
      headers: b.headers,
    });
    expect(check.json()).toMatchObject({ available: false });
    const mine = await app.inject({
      method: 'GET',
      url: `/api/agent-page/availability?agentBrand=${taken}`,
      headers: a.headers,
    });
    expect(mine.json()).toMatchObject({ available: true });
  });

  it("refuses another agent's quote as featured and another agent's photo", async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const other = await buildSignedInUser(app, { role: 'agent' });
    const theirs = await quoteOf(other.user.id);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/agent-page',
      headers: me.headers,
      payload: pageBody(brand(), { featuredQuoteIds: [theirs.id] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.featuredQuoteIds).toBe('Choose featured quotes from your own quotes');
    const key = `${randomUUID()}.jpg`;
    await db.insert(uploads).values({
      ownerId: other.user.id,
      key,
      purpose: 'agent-photo',
      contentType: 'image/jpeg',
      size: 5,
      storage: 'local',
    });
    const photo = await app.inject({
      method: 'PUT',
      url: '/api/agent-page',
      headers: me.headers,
      payload: pageBody(brand(), { photoUrl: `/uploads/${key}` }),
    });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().error.fields.photoUrl).toBe('Photo must be an image uploaded here');
  });

  it('saves the page, then the public page shows it with only published featured quotes and chosen contacts', async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const shown = await quoteOf(me.user.id, { title: 'Crete in May' });
    const hidden = await quoteOf(me.user.id, { title: 'Draft idea', published: false });
    const slug = brand();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/agent-page',
      headers: me.headers,
      payload: pageBody(slug.toUpperCase(), { featuredQuoteIds: [hidden.id, shown.id] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      agentBrand: slug,
      published: true,
      publicUrl: `http://localhost:3000/agents/${slug}`,
    });

    const pub = await app.inject({ method: 'GET', url: `/api/public/agents/${slug}` });
    expect(pub.statusCode).toBe(200);
    const body = pub.json();
    expect(body.displayName).toBe('Jane Smith');
    expect(body.quotes.map((q: { title: string }) => q.title)).toEqual(['Crete in May']);
    expect(body.contact).toEqual({ email: 'jane@example.test', phone: null, whatsapp: null });
    expect(body.branding.fontFamily).toBe('Noto Sans');
  });
});

describe('GET /api/public/agents/:agentBrand', () => {
  it('is not found when unknown or unpublished', async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const slug = brand();
    await app.inject({
      method: 'PUT',
      url: '/api/agent-page',
      headers: me.headers,
      payload: pageBody(slug, { published: false }),
    });
    expect((await app.inject({ method: 'GET', url: `/api/public/agents/${slug}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/public/agents/nobody-here' })).statusCode).toBe(404);
  });
});
