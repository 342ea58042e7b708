import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { quotes, socialPosts } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

// A stand-in Graph API: refuses the first post, accepts the next.
let refuse = true;
const graph = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(refuse ? 400 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(refuse ? { error: { message: 'Error validating access token' } } : { id: '42_777' }));
  });
});
await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));

const { app } = await createTestApp({
  FACEBOOK_PAGE_ID: '42',
  FACEBOOK_PAGE_TOKEN: 'token',
  FACEBOOK_GRAPH_URL: `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v23.0`,
});
const db = app.ctx.db;

describe('approving with the Facebook adapter', () => {
  it('a refusal marks post and quote failed with the reason; approving again retries and posts', async () => {
    const agent = await buildSignedInUser(app);
    const admin = await buildSignedInUser(app, { role: 'admin' });
    const [quote] = await db
      .insert(quotes)
      .values({ agentId: agent.user.id, slug: 'fb-quote', title: 'Rome', label: 'HTP A', isPublished: true })
      .returning();
    if (!quote) throw new Error('no quote');
    const post = (
      await app.inject({
        method: 'POST',
        url: `/api/quotes/${quote.id}/social-post`,
        headers: agent.headers,
        payload: { headline: 'Rome', text: 'Three nights' },
      })
    ).json();

    const failed = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/approve`,
      headers: admin.headers,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(
      'The post could not be published: Facebook refused the post: Error validating access token',
    );
    const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, post.id));
    expect(row).toMatchObject({ status: 'failed', reason: 'Facebook refused the post: Error validating access token' });
    const [q1] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(q1?.facebookPostStatus).toBe('failed');

    refuse = false;
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/social-posts/${post.id}/approve`,
      headers: admin.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'posted', adapter: 'facebook', external_id: '42_777' });
    const [q2] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(q2).toMatchObject({ facebookPostStatus: 'posted', facebookPostUrl: 'https://www.facebook.com/42_777' });
  });
});
