import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema';
import { OWNER_COOKIE, OWNER_MARKER_TTL_S, signOwnerMarker } from '../../lib/owner-visit';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

// Issue 18: the owner's visits from the dashboard are never counted as a customer's view.
const { app } = await createTestApp();
const db = app.ctx.db;
const agent = await buildSignedInUser(app, { role: 'agent' });
const other = await buildSignedInUser(app, { role: 'agent' });

async function publishedQuote(title: string) {
  const res = await app.inject({ method: 'POST', url: '/api/quotes', headers: agent.headers, payload: { title } });
  const q = res.json<{ id: string; slug: string }>();
  await app.inject({ method: 'POST', url: `/api/quotes/${q.id}/publish`, headers: agent.headers });
  return q;
}

async function counted(id: string) {
  const [row] = await db
    .select({ views: quotes.viewCount, status: quotes.quoteStatus })
    .from(quotes)
    .where(eq(quotes.id, id));
  return row;
}

const visit = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('POST /api/quotes/:id/owner-link', () => {
  it('requires sign-in', async () => {
    const q = await publishedQuote('Sign-in first');
    expect((await app.inject({ method: 'POST', url: `/api/quotes/${q.id}/owner-link` })).statusCode).toBe(401);
  });

  it("400 names a malformed id; another agent's quote is not found", async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/quotes/nope/owner-link', headers: agent.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
    const q = await publishedQuote('Not yours');
    const res = await app.inject({ method: 'POST', url: `/api/quotes/${q.id}/owner-link`, headers: other.headers });
    expect(res.statusCode).toBe(404);
  });

  it('gives a marked link whose visit, and the owner browser after it, count no view; a customer counts', async () => {
    const q = await publishedQuote('Owner looks first');
    const res = await app.inject({ method: 'POST', url: `/api/quotes/${q.id}/owner-link`, headers: agent.headers });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.pathname).toBe(`/quotes/${q.slug}`);
    expect(url.searchParams.get('owner')).toBeTruthy();

    const owner = await visit(`${url.pathname}${url.search}`);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    const setCookie = String(owner.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${OWNER_COOKIE}=[^;]+; Path=/quotes; Max-Age=\\d+; HttpOnly; SameSite=Lax`));
    expect(await counted(q.id)).toEqual({ views: 0, status: 'sent' });

    // The owner's reload (the marker gone from the address) is recognised by the cookie.
    const cookie = setCookie.split(';')[0] ?? '';
    expect((await visit(`/quotes/${q.slug}`, cookie)).statusCode).toBe(200);
    expect(await counted(q.id)).toEqual({ views: 0, status: 'sent' });

    expect((await visit(`/quotes/${q.slug}`)).statusCode).toBe(200);
    await expect.poll(() => counted(q.id)).toEqual({ views: 1, status: 'viewed' });
  });

  it('counts a visit whose marker is expired, forged or made for another quote', async () => {
    const q = await publishedQuote('Markers that do not hold');
    const elsewhere = await publishedQuote('Another quote');
    const old = new Date(Date.now() - (OWNER_MARKER_TTL_S + 5) * 1000);
    const markers = [
      signOwnerMarker(app.jwtKey, q.slug, agent.user.id, old),
      signOwnerMarker(new TextEncoder().encode('not the server key'), q.slug, agent.user.id),
      signOwnerMarker(app.jwtKey, elsewhere.slug, agent.user.id),
      'garbage',
    ];
    for (const marker of markers) {
      const res = await visit(`/quotes/${q.slug}?owner=${encodeURIComponent(marker)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await expect.poll(async () => (await counted(q.id))?.views).toBe(markers.length);
  });
});
