import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@domain/roles';
import { BLOG_PUBLISH_JOB } from '../../commands/blog/publish-due-articles';
import { articles } from '../../db/schema/articles';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';
import { latestArticles } from './queries';

const { app, db } = await createTestApp();

const admin = await buildSignedInUser(app, { role: 'admin', firstName: 'Alex', lastName: 'Admin' });
const agent = await buildSignedInUser(app, { role: 'agent' });

const BODY = '<h2>Why</h2><p>Because <a href="https://www.caa.co.uk/">the CAA</a> says so.</p>';

type Article = { id: string; slug: string; revision: number; status: string; body: string; live: boolean };

async function create(payload: object, headers = admin.headers): Promise<Article> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Article>();
}

async function ready(title: string, extra: object = {}): Promise<Article> {
  return create({ title, excerpt: `About ${title}`, body: BODY, tags: ['Test Tag'], ...extra });
}

const post = (url: string, payload?: object, headers = admin.headers) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('role walk over the admin API', () => {
  const calls = [
    ['GET', '/api/admin/articles'],
    ['GET', '/api/admin/articles/tags'],
    ['POST', '/api/admin/articles'],
  ] as const;
  it('answers 401 signed out, 403 to every role but admin', async () => {
    for (const [method, url] of calls) {
      expect((await app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const role of ROLES) {
      const who = await buildSignedInUser(app, { role });
      for (const [method, url] of calls) {
        const res = await app.inject({ method, url, headers: who.headers, payload: { title: `Walk ${role}` } });
        const want = role === 'admin' ? (method === 'POST' ? 201 : 200) : 403;
        expect(res.statusCode, `${role} ${method} ${url}: ${res.body}`).toBe(want);
      }
    }
  });
});

describe('POST /api/admin/articles', () => {
  it('400 names the bad fields and stores nothing', async () => {
    const before = await db.db.select({ id: articles.id }).from(articles);
    const res = await post('/api/admin/articles', {
      title: ' ',
      slug: 'Not A Slug!',
      cover_image: 'javascript:alert(1)',
      tags: Array.from({ length: 9 }, (_, i) => `t${i}`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: 'Enter a title',
      slug: 'Use lowercase letters, numbers and single hyphens',
      cover_image: 'Upload the cover image again',
      tags: 'At most 8 tags',
    });
    expect(await db.db.select({ id: articles.id }).from(articles)).toHaveLength(before.length);
  });

  it('creates a draft with a slug from the title, the admin as author and a cleaned body', async () => {
    const res = await post('/api/admin/articles', {
      title: 'Café culture in Lisbon & Porto',
      body: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:x()">bad</a>',
      tags: ['City Breaks', 'city breaks', 'Portugal'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'cafe-culture-in-lisbon-and-porto',
      status: 'draft',
      author_name: 'Alex Admin',
      body: '<p>Hi</p>bad',
      tags: ['city-breaks', 'portugal'],
      publish_at: null,
      live: false,
      revision: 1,
    });
    // The same title again gets the next free slug.
    expect((await create({ title: 'Café culture in Lisbon & Porto' })).slug).toBe('cafe-culture-in-lisbon-and-porto-2');
  });

  it('refuses a chosen slug another article has, naming the field', async () => {
    await create({ title: 'Slug owner', slug: 'taken-slug' });
    const res = await post('/api/admin/articles', { title: 'Copycat', slug: 'taken-slug' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ slug: 'Another article already uses this address' });
  });
});

describe('GET /api/admin/articles', () => {
  it('searches, filters by status and tag, sorts and pages', async () => {
    const a = await ready('Zebra crossings of Cape Town', { tags: ['south-africa'] });
    await ready('Aardvark spotting in Kruger', { tags: ['south-africa', 'safari'] });
    await post(`/api/admin/articles/${a.id}/publish`);

    const search = await app.inject({ url: '/api/admin/articles?q=zebra', headers: admin.headers });
    expect(search.json().items.map((i: { title: string }) => i.title)).toEqual(['Zebra crossings of Cape Town']);
    expect(search.json().items[0]).not.toHaveProperty('body');

    const tagged = await app.inject({
      url: '/api/admin/articles?tag=south-africa&sort=title_asc',
      headers: admin.headers,
    });
    expect(tagged.json().items.map((i: { title: string }) => i.title)).toEqual([
      'Aardvark spotting in Kruger',
      'Zebra crossings of Cape Town',
    ]);

    const published = await app.inject({
      url: '/api/admin/articles?status=published&tag=south-africa',
      headers: admin.headers,
    });
    expect(published.json()).toMatchObject({ total: 1, items: [{ title: 'Zebra crossings of Cape Town' }] });

    const paged = await app.inject({
      url: '/api/admin/articles?tag=south-africa&pageSize=1&page=2',
      headers: admin.headers,
    });
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.json().items).toHaveLength(1);
  });

  it('400 names a bad status and sort', async () => {
    const res = await app.inject({ url: '/api/admin/articles?status=live&sort=random', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['status', 'sort']));
  });

  it('counts the tags in use', async () => {
    await ready('Tag counting', { tags: ['counted-tag'] });
    const res = await app.inject({ url: '/api/admin/articles/tags', headers: admin.headers });
    expect(res.json().tags).toEqual(expect.arrayContaining([{ tag: 'counted-tag', count: 1 }]));
  });
});

describe('GET/PATCH/DELETE /api/admin/articles/:id', () => {
  it('an unknown or malformed id is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await app.inject({ url: `/api/admin/articles/${id}`, headers: admin.headers })).statusCode).toBe(404);
    }
  });

  it('saves the fields sent, moves the revision on, and refuses a save based on an older revision', async () => {
    const a = await create({ title: 'Autosave me' });
    const first = await app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${a.id}`,
      headers: admin.headers,
      payload: { revision: 1, body: '<p>First <img src="//evil.example/x.png">draft</p>' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ revision: 2, body: '<p>First draft</p>', title: 'Autosave me' });

    // A second window still holding revision 1 cannot overwrite the newer text.
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${a.id}`,
      headers: admin.headers,
      payload: { revision: 1, body: '<p>Old copy</p>' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed in another window/);
    const now = await app.inject({ url: `/api/admin/articles/${a.id}`, headers: admin.headers });
    expect(now.json()).toMatchObject({ revision: 2, body: '<p>First draft</p>' });
  });

  it("a draft's slug follows its title until it is written by hand", async () => {
    const a = await create({ title: 'How com' });
    expect(a.slug).toBe('how-com');
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/admin/articles/${a.id}`, headers: admin.headers, payload });
    const renamed = await patch({ revision: 1, title: 'How commission is paid' });
    expect(renamed.json()).toMatchObject({ slug: 'how-commission-is-paid', revision: 2 });
    const chosen = await patch({ revision: 2, slug: 'commission-guide' });
    expect(chosen.json().slug).toBe('commission-guide');
    const again = await patch({ revision: 3, title: 'Commission, explained' });
    expect(again.json()).toMatchObject({ slug: 'commission-guide', title: 'Commission, explained' });
  });

  it('400 names a bad field on save and changes nothing', async () => {
    const a = await create({ title: 'Keep me' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${a.id}`,
      headers: admin.headers,
      payload: { revision: 'one', title: 'x'.repeat(141) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      revision: 'Revision must be a number',
      title: 'Title must be at most 140 characters',
    });
    const row = await app.inject({ url: `/api/admin/articles/${a.id}`, headers: admin.headers });
    expect(row.json()).toMatchObject({ title: 'Keep me', revision: 1 });
  });

  it('deletes an article, which then is gone from the API and the site', async () => {
    const a = await ready('Delete me soon');
    await post(`/api/admin/articles/${a.id}/publish`);
    expect((await app.inject({ url: `/blog/${a.slug}` })).statusCode).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: `/api/admin/articles/${a.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/admin/articles/${a.id}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/blog/${a.slug}` })).statusCode).toBe(404);
  });

  it('an agent cannot read, change or delete an article', async () => {
    const a = await create({ title: 'Admins only' });
    expect((await app.inject({ url: `/api/admin/articles/${a.id}`, headers: agent.headers })).statusCode).toBe(403);
    const del = await app.inject({ method: 'DELETE', url: `/api/admin/articles/${a.id}`, headers: agent.headers });
    expect(del.statusCode).toBe(403);
    expect((await app.inject({ url: `/api/admin/articles/${a.id}`, headers: admin.headers })).statusCode).toBe(200);
  });
});

describe('publishing and scheduling', () => {
  it('refuses to publish an article with no body or excerpt, naming them', async () => {
    const a = await create({ title: 'Empty' });
    const res = await post(`/api/admin/articles/${a.id}/publish`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['body', 'excerpt']);
    expect((await app.inject({ url: `/blog/${a.slug}` })).statusCode).toBe(404);
  });

  it('publishes now and unpublishes back to a draft', async () => {
    const a = await ready('Publish and pull');
    const pub = await post(`/api/admin/articles/${a.id}/publish`);
    expect(pub.json()).toMatchObject({ status: 'published', live: true });
    expect((await app.inject({ url: `/blog/${a.slug}` })).statusCode).toBe(200);
    const un = await post(`/api/admin/articles/${a.id}/unpublish`);
    expect(un.json()).toMatchObject({ status: 'draft', publish_at: null, live: false });
    expect((await app.inject({ url: `/blog/${a.slug}` })).statusCode).toBe(404);
  });

  it('400 for a schedule time in the past or not a time', async () => {
    const a = await ready('Bad times');
    for (const publish_at of ['2020-01-01T09:00:00Z', 'tomorrow']) {
      const res = await post(`/api/admin/articles/${a.id}/schedule`, { publish_at });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.publish_at).toBeTruthy();
    }
  });

  it('a scheduled article stays off the site until its time; the publish job then marks it published', async () => {
    const a = await ready('Scheduled for later');
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const res = await post(`/api/admin/articles/${a.id}/schedule`, { publish_at: at.toISOString() });
    expect(res.json()).toMatchObject({ status: 'scheduled', publish_at: at.toISOString(), live: false });
    expect((await app.inject({ url: `/blog/${a.slug}` })).statusCode).toBe(404);

    // The job run before the time publishes nothing.
    await app.ctx.jobs.run(BLOG_PUBLISH_JOB, { articleId: a.id });
    const [early] = await db.db.select().from(articles).where(eq(articles.id, a.id));
    expect(early?.status).toBe('scheduled');

    // The time comes (moved back, as the clock would move on), and the job runs.
    await db.db
      .update(articles)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(articles.id, a.id));
    await app.ctx.jobs.run(BLOG_PUBLISH_JOB, { articleId: a.id });
    const admin1 = await app.inject({ url: `/api/admin/articles/${a.id}`, headers: admin.headers });
    expect(admin1.json()).toMatchObject({ status: 'published', live: true });
    const page = await app.inject({ url: `/blog/${a.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Scheduled for later</h1>');
  });

  it('the periodic sweep publishes every due article, whatever the job was sent for', async () => {
    const a = await ready('Sweep one');
    const b = await ready('Sweep two');
    for (const x of [a, b])
      await post(`/api/admin/articles/${x.id}/schedule`, { publish_at: new Date(Date.now() + 3600_000).toISOString() });
    await db.db
      .update(articles)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(articles.status, 'scheduled'));
    await app.ctx.jobs.run(BLOG_PUBLISH_JOB, {});
    const rows = await db.db.select({ status: articles.status }).from(articles).where(eq(articles.status, 'scheduled'));
    expect(rows).toEqual([]);
  });
});

describe('public API and latestArticles', () => {
  it('lists only live articles, newest first; the latest three for the home page', async () => {
    const old = await ready('Public older');
    const newer = await ready('Public newer');
    const draft = await ready('Public draft');
    await post(`/api/admin/articles/${old.id}/publish`);
    await db.db
      .update(articles)
      .set({ publishAt: new Date(Date.now() - 3600_000) })
      .where(eq(articles.id, old.id));
    await post(`/api/admin/articles/${newer.id}/publish`);

    const res = await app.inject({ url: '/api/blog/articles?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const slugs = res.json().items.map((i: { slug: string }) => i.slug);
    expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(old.slug));
    expect(slugs).not.toContain(draft.slug);
    expect(res.json().items[0]).not.toHaveProperty('id');
    expect(res.json().items[0]).not.toHaveProperty('body');

    const latest = await app.inject({ url: '/api/blog/latest' });
    expect(latest.json().items).toHaveLength(3);
    expect(latest.json().items[0]).toMatchObject({ slug: newer.slug, url: `/blog/${newer.slug}` });
    expect((await latestArticles(db.db, 3)).map((x) => x.slug)).toEqual(
      latest.json().items.map((x: { slug: string }) => x.slug),
    );
    expect((await app.inject({ url: '/api/blog/latest?limit=99' })).statusCode).toBe(400);
  });
});
