import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentPages, profiles, quotes } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;
const html = { accept: 'text/html' };

async function quoteOf(
  agentId: string,
  o: { title?: string; published?: boolean; kind?: 'standard' | 'itinerary' } = {},
) {
  const slug = `sunny-${randomUUID().slice(0, 8)}`;
  const [q] = await db
    .insert(quotes)
    .values({
      agentId,
      slug,
      title: o.title ?? 'Seven nights in Crete',
      label: 'HTP Test',
      kind: o.kind ?? 'standard',
      quoteStatus: 'sent',
      isPublished: o.published ?? true,
      destination: 'Crete, Greece',
      hotelName: 'Olive Grove Resort',
      heroImage: '/uploads/hero.jpg',
      finalPriceTotal: 249800,
      data: {
        duration_days: 7,
        adults: 2,
        final_price_per_person: 124900,
        itinerary_details: {
          days: [
            {
              day: 1,
              date: null,
              title: 'Arrive in Chania',
              location: 'Chania',
              description: 'Settle in.',
              image_url: null,
              activities: [{ time: null, title: 'Harbour walk', place: 'Old town', description: '' }],
            },
          ],
        },
      },
    })
    .returning();
  if (!q) throw new Error('no quote');
  return q;
}

async function views(id: string) {
  const [row] = await db
    .select({ n: quotes.viewCount, status: quotes.quoteStatus })
    .from(quotes)
    .where(eq(quotes.id, id));
  return row;
}

describe('GET /quotes/:slug (server-rendered)', () => {
  it('sends the quote with title, description, canonical and Open Graph tags in the HTML', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent', firstName: 'Jane', lastName: 'Smith' });
    await db
      .update(profiles)
      .set({ brandPrimaryColor: '#7A1F5C', brandFontFamily: 'Lora' })
      .where(eq(profiles.id, agent.user.id));
    const q = await quoteOf(agent.user.id);
    const res = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toContain('max-age=60');
    const page = res.body;
    expect(page).toContain('<title>Seven nights in Crete | ');
    expect(page).toMatch(
      /<meta name="description" content="Crete, Greece · Olive Grove Resort · 7 nights · 2 adults · £2,498.00 total">/,
    );
    expect(page).toContain(`<link rel="canonical" href="http://localhost:3000/quotes/${q.slug}">`);
    expect(page).toContain('<meta property="og:title" content="Seven nights in Crete | ');
    expect(page).toContain('<meta property="og:image" content="http://localhost:3000/uploads/hero.jpg">');
    expect(page).toContain(`<meta property="og:url" content="http://localhost:3000/quotes/${q.slug}">`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The agent's branding is in the page itself.
    expect(page).toContain('--brand-primary:#7A1F5C');
    expect(page).toContain('&quot;Lora&quot;');
    expect(page).toContain('Olive Grove Resort');
    expect(page).toContain('£1,249.00 per person');
    expect(page).toContain('href="/atol-protection"');
    expect(page).toContain('id="qv-dialog-accept"');
  });

  it('escapes what the agent typed', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const q = await quoteOf(agent.user.id, { title: '<script>alert("x")</script> & "friends"' });
    const page = (await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: html })).body;
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;friends&quot;');
  });

  it('is a not-found page for an unpublished or unknown quote', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const draft = await quoteOf(agent.user.id, { published: false });
    for (const url of [`/quotes/${draft.slug}`, '/quotes/no-such-quote', '/quotes/itinerary/no-such-quote']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This quote is not available');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await views(draft.id))?.n).toBe(0);
  });

  it("counts each customer's visit once, moves 'sent' to 'viewed', and never counts the owner or link previews", async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const q = await quoteOf(agent.user.id);
    await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: html });
    expect(await views(q.id)).toEqual({ n: 1, status: 'viewed' });
    await app.inject({ method: 'GET', url: `/quotes/view/${q.slug}`, headers: html });
    expect((await views(q.id))?.n).toBe(2);
    await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: { ...html, ...agent.headers } });
    await app.inject({
      method: 'GET',
      url: `/quotes/${q.slug}`,
      headers: { ...html, 'user-agent': 'facebookexternalhit/1.1' },
    });
    expect((await views(q.id))?.n).toBe(2);
  });

  it('answers 304 when the browser has the same page', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const q = await quoteOf(agent.user.id);
    const first = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: html });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: `/quotes/${q.slug}`,
      headers: { ...html, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows the change at once when the agent edits the quote or the branding, and still counts repeat visits', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const q = await quoteOf(agent.user.id, { title: 'Before the edit' });
    const first = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: html });
    const same = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: html });
    expect(same.body).toBe(first.body);
    expect(same.headers.etag).toBe(first.headers.etag);
    expect((await views(q.id))?.n).toBe(2);

    await db.update(quotes).set({ title: 'After the edit' }).where(eq(quotes.id, q.id));
    const edited = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: html });
    expect(edited.body).toContain('<title>After the edit | ');
    expect(edited.headers.etag).not.toBe(first.headers.etag);

    await db.update(profiles).set({ brandPrimaryColor: '#0B6E4F' }).where(eq(profiles.id, agent.user.id));
    const rebranded = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: html });
    expect(rebranded.body).toContain('#0B6E4F');
    expect(rebranded.body).not.toBe(edited.body);
    expect((await views(q.id))?.n).toBe(4);
  });

  it('leads with the day-by-day plan on the itinerary view and for itinerary quotes', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const standard = await quoteOf(agent.user.id);
    const itinerary = await quoteOf(agent.user.id, { kind: 'itinerary' });
    const order = (body: string) => body.indexOf('id="qv-itinerary"') < body.indexOf('id="qv-hotel"');
    expect(order((await app.inject({ method: 'GET', url: `/quotes/${standard.slug}` })).body)).toBe(false);
    expect(order((await app.inject({ method: 'GET', url: `/quotes/itinerary/${standard.slug}` })).body)).toBe(true);
    expect(order((await app.inject({ method: 'GET', url: `/quotes/${itinerary.slug}` })).body)).toBe(true);
    const plan = (await app.inject({ method: 'GET', url: `/quotes/${itinerary.slug}` })).body;
    // An activity without a time shows no time (never a fake midnight).
    expect(plan).toContain('Harbour walk');
    expect(plan).not.toContain('00:00');
  });

  it('leaves /quotes/:slug/preview to the SPA', async () => {
    const res = await app.inject({ method: 'GET', url: '/quotes/anything/preview', headers: html });
    expect(res.body).not.toContain('This quote is not available');
  });
});

describe('GET /agents/:agentBrand (server-rendered)', () => {
  it('sends the published agent page with its featured quotes and Open Graph tags', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const q = await quoteOf(agent.user.id, { title: 'Crete for families' });
    const brand = `jane-${randomUUID().slice(0, 6)}`;
    await db.insert(agentPages).values({
      userId: agent.user.id,
      agentBrand: brand,
      displayName: 'Jane <Smith>',
      headline: 'Family holidays from Bristol',
      bio: 'Twenty years of happy families.',
      contact: {
        email: 'jane@example.test',
        phone: null,
        whatsapp: null,
        show_email: true,
        show_phone: false,
        show_whatsapp: false,
      },
      featuredQuoteIds: [q.id],
      published: true,
    });
    const res = await app.inject({ method: 'GET', url: `/agents/${brand}`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Jane &lt;Smith&gt; | Test Travel</title>');
    expect(res.body).toContain('<meta property="og:type" content="profile">');
    expect(res.body).toContain('<meta property="og:image" content="http://localhost:3000/uploads/hero.jpg">');
    expect(res.body).toContain(`href="/quotes/${q.slug}"`);
    expect(res.body).toContain('mailto:jane@example.test');
  });

  it('is a not-found page when unpublished or unknown', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const brand = `hidden-${randomUUID().slice(0, 6)}`;
    await db.insert(agentPages).values({
      userId: agent.user.id,
      agentBrand: brand,
      displayName: 'Hidden',
      contact: { email: null, phone: null, whatsapp: null, show_email: false, show_phone: false, show_whatsapp: false },
      published: false,
    });
    for (const url of [`/agents/${brand}`, '/agents/nobody']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This page is not available');
    }
  });
});
