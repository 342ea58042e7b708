import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, quotes, socialPosts } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

async function buildQuote(agentId: string, o: { published?: boolean; destination?: string; title?: string } = {}) {
  const slug = `quote-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(quotes)
    .values({
      agentId,
      slug,
      title: o.title ?? 'Seven nights in Santorini',
      label: 'HTP Test User',
      destination: o.destination ?? 'Santorini',
      isPublished: o.published ?? true,
      quoteStatus: 'sent',
      finalPriceTotal: 249_900,
      heroImage: '/uploads/00000000-0000-4000-8000-000000000000.jpg',
    })
    .returning();
  if (!row) throw new Error('no quote');
  return row;
}

const POST_BODY = {
  headline: 'Santorini sunsets from £1,249pp',
  text: 'Seven nights, flights and transfers included.',
  story_content: 'Whitewashed villages and caldera views.',
};

const agentA = await buildSignedInUser(app, { role: 'agent', firstName: 'Amelia', lastName: 'Hughes' });
const agentB = await buildSignedInUser(app, { role: 'agent' });
const admin = await buildSignedInUser(app, { role: 'admin' });

/** The newest e-mail to the address (the outbox: no SMTP_URL in tests). */
async function lastMailTo(to: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

async function request(quoteId: string, headers: Record<string, string>, body: object = POST_BODY) {
  return app.inject({ method: 'POST', url: `/api/quotes/${quoteId}/social-post`, headers, payload: body });
}

describe('POST /api/quotes/:id/social-post', () => {
  it('requires sign-in', async () => {
    const quote = await buildQuote(agentA.user.id);
    const res = await app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/social-post`, payload: POST_BODY });
    expect(res.statusCode).toBe(401);
  });

  it('400 names the missing headline and post text', async () => {
    const quote = await buildQuote(agentA.user.id);
    const res = await request(quote.id, agentA.headers, { headline: '  ', story_content: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ headline: 'Headline is required', text: 'Post text is required' });
  });

  it("another agent's quote is not found", async () => {
    const quote = await buildQuote(agentA.user.id);
    const res = await request(quote.id, agentB.headers);
    expect(res.statusCode).toBe(404);
    const [fresh] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(fresh?.facebookPostStatus).toBe('none');
  });

  it('an unknown or malformed id is not found', async () => {
    expect((await request('00000000-0000-4000-8000-000000000000', agentA.headers)).statusCode).toBe(404);
    expect((await request('not-a-uuid', agentA.headers)).statusCode).toBe(404);
  });

  it('an unpublished quote must be published first (409)', async () => {
    const quote = await buildQuote(agentA.user.id, { published: false });
    const res = await request(quote.id, agentA.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Publish the quote before posting it');
  });

  it('queues the post and marks the quote pending; asking again edits the same request', async () => {
    const quote = await buildQuote(agentA.user.id);
    const res = await request(quote.id, agentA.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      headline: POST_BODY.headline,
      quote: { id: quote.id, public_url: `http://localhost:3000/quotes/${quote.slug}` },
      agent: { id: agentA.user.id, name: 'Amelia Hughes' },
    });
    const [fresh] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(fresh).toMatchObject({
      facebookPostStatus: 'pending',
      facebookHeadline: POST_BODY.headline,
      facebookStoryContent: POST_BODY.story_content,
      socialPostText: POST_BODY.text,
    });

    const again = await request(quote.id, agentA.headers, { ...POST_BODY, headline: 'Better headline' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(res.json().id);
    const rows = await db.select().from(socialPosts).where(eq(socialPosts.quoteId, quote.id));
    expect(rows.map((r) => r.headline)).toEqual(['Better headline']);

    const latest = await app.inject({
      method: 'GET',
      url: `/api/quotes/${quote.id}/social-post`,
      headers: agentA.headers,
    });
    expect(latest.json()).toMatchObject({ post: { id: res.json().id, status: 'pending' }, adapter: 'sandbox' });
    const other = await app.inject({
      method: 'GET',
      url: `/api/quotes/${quote.id}/social-post`,
      headers: agentB.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/admin/social-posts', () => {
  it('requires sign-in and is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/social-posts' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/admin/social-posts', headers: agentA.headers });
    expect(res.statusCode).toBe(403);
  });

  it('400 names a bad status', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/social-posts?status=lost',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['status']);
  });

  it('lists the pending posts with their quote and the counts per tab', async () => {
    const quote = await buildQuote(agentA.user.id, { title: 'Pending in the queue' });
    const posted = await request(quote.id, agentA.headers);
    const res = await app.inject({ method: 'GET', url: '/api/admin/social-posts', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((p: { id: string }) => p.id)).toContain(posted.json().id);
    expect(body.counts.pending).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/admin/social-posts/:id/approve', () => {
  it('is for admins only: the agent cannot approve their own post', async () => {
    const quote = await buildQuote(agentA.user.id);
    const post = (await request(quote.id, agentA.headers)).json();
    expect((await app.inject({ method: 'POST', url: `/api/admin/social-posts/${post.id}/approve` })).statusCode).toBe(
      401,
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/approve`,
      headers: agentA.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('an unknown post is not found', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/social-posts/00000000-0000-4000-8000-000000000000/approve',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('publishes through the sandbox: the quote is posted with a url and the deal is in the feed', async () => {
    const quote = await buildQuote(agentA.user.id, { destination: 'Crete', title: 'Cretan villa' });
    const post = (await request(quote.id, agentA.headers)).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/approve`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'posted',
      adapter: 'sandbox',
      external_url: `http://localhost:3000/dashboard/posted-deals#${post.id}`,
      reviewed_by: admin.user.id,
    });
    const [fresh] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(fresh?.facebookPostStatus).toBe('posted');
    expect(fresh?.facebookPostUrl).toBe(`http://localhost:3000/dashboard/posted-deals#${post.id}`);
    expect(fresh?.facebookPostId).toBe(`sandbox-${post.id}`);
    expect(fresh?.facebookPostedAt).toBeInstanceOf(Date);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'social_post_approved'), eq(auditLog.userId, admin.user.id)));
    expect(audits.some((a) => a.detail.postId === post.id)).toBe(true);

    // The agent hears that the post is live, with its link.
    const mail = await lastMailTo(agentA.user.email);
    expect(mail?.subject).toBe(`Your post is live: ${POST_BODY.headline}`);
    expect(mail?.text).toContain('Hi Amelia,');
    expect(mail?.text).toContain(`http://localhost:3000/dashboard/posted-deals#${post.id}`);

    const deals = await app.inject({ method: 'GET', url: '/api/posted-deals', headers: agentB.headers });
    expect(deals.statusCode).toBe(200);
    const deal = deals.json().items.find((d: { id: string }) => d.id === post.id);
    expect(deal).toMatchObject({ headline: POST_BODY.headline, adapter: 'sandbox', quote: { destination: 'Crete' } });

    // Approving twice publishes once.
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/approve`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a publish cut off mid-way (server stopped after the claim)', () => {
  it('is listed under failed after ten minutes and approving it again posts it', async () => {
    const quote = await buildQuote(agentA.user.id, { title: 'Interrupted' });
    const post = (await request(quote.id, agentA.headers)).json();
    await db
      .update(socialPosts)
      .set({ status: 'approved', reviewedAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(socialPosts.id, post.id));
    const failed = await app.inject({
      method: 'GET',
      url: '/api/admin/social-posts?status=failed',
      headers: admin.headers,
    });
    expect(failed.json().items.map((p: { id: string }) => p.id)).toContain(post.id);
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/approve`,
      headers: admin.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().status).toBe('posted');
  });

  it('a fresh approval (still publishing) cannot be claimed twice', async () => {
    const quote = await buildQuote(agentA.user.id);
    const post = (await request(quote.id, agentA.headers)).json();
    await db.update(socialPosts).set({ status: 'approved', reviewedAt: new Date() }).where(eq(socialPosts.id, post.id));
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/approve`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /api/admin/social-posts/:id/reject', () => {
  it('400 names the missing reason', async () => {
    const quote = await buildQuote(agentA.user.id);
    const post = (await request(quote.id, agentA.headers)).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/reject`,
      headers: admin.headers,
      payload: { reason: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ reason: 'Reason is required' });
  });

  it('is for admins only', async () => {
    const quote = await buildQuote(agentA.user.id);
    const post = (await request(quote.id, agentA.headers)).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/reject`,
      headers: agentA.headers,
      payload: { reason: 'no' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rejects with the reason: the quote is marked rejected, nothing is posted, it is audited', async () => {
    const quote = await buildQuote(agentA.user.id);
    const post = (await request(quote.id, agentA.headers)).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'The price is missing from the headline.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'The price is missing from the headline.' });
    const [fresh] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(fresh?.facebookPostStatus).toBe('rejected');
    const deals = await app.inject({ method: 'GET', url: '/api/posted-deals', headers: admin.headers });
    expect(deals.json().items.map((d: { id: string }) => d.id)).not.toContain(post.id);
    const audits = await db.select().from(auditLog).where(eq(auditLog.event, 'social_post_rejected'));
    expect(audits.some((a) => a.detail.postId === post.id)).toBe(true);
    // The agent is told why, with a link back to the quote.
    const mail = await lastMailTo(agentA.user.email);
    expect(mail?.subject).toBe(`Post not approved: ${POST_BODY.headline}`);
    expect(mail?.text).toContain('Reason: The price is missing from the headline.');
    expect(mail?.text).toContain(`http://localhost:3000/dashboard/quotes/${quote.slug}`);
  });
});

describe('GET /api/posted-deals', () => {
  it('requires sign-in; a quote agent (no posted deals in their menu) is refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/posted-deals' })).statusCode).toBe(401);
    const qa = await buildSignedInUser(app, { role: 'quoteagent' });
    expect((await app.inject({ method: 'GET', url: '/api/posted-deals', headers: qa.headers })).statusCode).toBe(403);
  });

  it('400 names a bad agent filter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/posted-deals?agent=bob', headers: agentA.headers });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['agent']);
  });

  it('lists newest first and filters by search, destination and agent', async () => {
    const approve = async (agent: typeof agentA, destination: string, title: string) => {
      const quote = await buildQuote(agent.user.id, { destination, title });
      const post = (await request(quote.id, agent.headers, { ...POST_BODY, headline: title })).json();
      await app.inject({ method: 'POST', url: `/api/admin/social-posts/${post.id}/approve`, headers: admin.headers });
      return post.id as string;
    };
    const first = await approve(agentA, 'Lisbon', 'Lisbon city break');
    const second = await approve(agentB, 'Marrakech', 'Marrakech riad escape');
    const get = async (qs: string) =>
      (await app.inject({ method: 'GET', url: `/api/posted-deals${qs}`, headers: agentA.headers })).json();

    const all = await get('');
    const ids = all.items.map((d: { id: string }) => d.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.facets.destinations).toEqual(expect.arrayContaining(['Lisbon', 'Marrakech']));

    expect((await get('?q=riad')).items.map((d: { id: string }) => d.id)).toEqual([second]);
    expect((await get('?destination=lisbon')).items.map((d: { id: string }) => d.id)).toEqual([first]);
    const byB = await get(`?agent=${agentB.user.id}`);
    expect(byB.items.map((d: { id: string }) => d.id)).toEqual([second]);
  });
});
