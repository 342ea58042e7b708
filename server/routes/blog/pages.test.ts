import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '@domain/blog/status';
import { articles } from '../../db/schema/articles';
import { seedBlog, SEED_ARTICLES } from '../../db/seed-blog';
import { createTestApp } from '../../test/support';

const { app, db } = await createTestApp();
const publicUrl = app.ctx.publicUrl;
const brand = app.ctx.brand.name;

const HOUR = 3600_000;
await seedBlog(db.db);

async function insert(slug: string, o: Partial<typeof articles.$inferInsert> = {}) {
  await db.db.insert(articles).values({
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}`,
    body: '<p>Body</p>',
    authorName: 'Sam Writer',
    status: 'published',
    publishAt: new Date(Date.now() - HOUR),
    ...o,
  });
}

/** The contents of every <script> of a page but structured data. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '').filter((a) => !a.includes('ld+json'));
}

function jsonLd(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  expect(m, 'structured data').not.toBeNull();
  return JSON.parse(m?.[1] ?? '{}');
}

describe('GET /blog/:slug', () => {
  it('renders the article with its preview tags, canonical and article structured data, and no script', async () => {
    const seeded = SEED_ARTICLES[1];
    if (!seeded) throw new Error('seed changed');
    const res = await app.inject({ url: `/blog/${seeded.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain(`<title>${seeded.seoTitle} | ${brand}</title>`);
    expect(html).toContain(`<meta name="description" content="${seeded.seoDescription}">`);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/blog/${seeded.slug}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:title" content="${seeded.seoTitle} | ${brand}">`);
    expect(html).toContain(`<h1>${seeded.title}</h1>`);
    expect(html).toContain('<h2>What ATOL is</h2>');
    expect(scripts(html)).toEqual([]);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: seeded.title,
      author: { name: 'Alex Admin' },
      publisher: { name: brand },
      mainEntityOfPage: { '@id': `${publicUrl}/blog/${seeded.slug}` },
    });
  });

  it('answers 404 for unknown, draft and future-scheduled slugs, and shows a scheduled one once its time has come', async () => {
    await insert('a-draft', { status: 'draft', publishAt: null });
    await insert('for-later', { status: 'scheduled', publishAt: new Date(Date.now() + HOUR) });
    await insert('time-has-come', { status: 'scheduled', publishAt: new Date(Date.now() - 1000) });
    for (const slug of ['no-such-article', 'a-draft', 'for-later']) {
      const res = await app.inject({ url: `/blog/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.body).toContain('This article is not available');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await app.inject({ url: '/blog/time-has-come' })).statusCode).toBe(200);
  });

  it('cleans a body again on the way out, even one written to the database directly', async () => {
    await insert('hostile-row', {
      body: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>',
      title: '</script><script>alert(4)</script>',
    });
    const res = await app.inject({ url: '/blog/hostile-row' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/alert\((1|2|3)\)/);
    expect(scripts(res.body)).toEqual([]);
    // The title reaches the JSON-LD escaped: it cannot close the script.
    expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(4)\\u003c/script>');
  });

  it('answers 304 when the browser has this version', async () => {
    const first = await app.inject({ url: `/blog/${SEED_ARTICLES[0]?.slug}` });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await app.inject({
      url: `/blog/${SEED_ARTICLES[0]?.slug}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /blog and tag pages', () => {
  it('lists live articles newest first with Blog structured data and topic links', async () => {
    const res = await app.inject({ url: '/blog' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${publicUrl}/blog">`);
    expect(res.body).toContain('href="/blog/tag/atol"');
    expect(res.body).not.toContain('a-draft');
    expect(res.body).not.toContain('for-later');
    expect(scripts(res.body)).toEqual([]);
    expect(jsonLd(res.body)).toMatchObject({ '@type': 'Blog' });
  });

  it('pages: ?page=2 has the older articles; a page past the last is 404', async () => {
    for (let i = 0; i < BLOG_PAGE_SIZE; i++) {
      await insert(`paging-${i}`, { publishAt: new Date(Date.now() - (i + 2) * 24 * HOUR), tags: ['paging'] });
    }
    const first = await app.inject({ url: '/blog' });
    expect(first.body).toContain('href="/blog?page=2"');
    const second = await app.inject({ url: '/blog?page=2' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`<link rel="canonical" href="${publicUrl}/blog?page=2">`);
    expect(second.body).toContain('href="/blog" rel="prev"');
    expect((await app.inject({ url: '/blog?page=40' })).statusCode).toBe(404);
  });

  it('a tag page lists only that topic; ?tag= and a differently written tag redirect to it; an unused tag is 404', async () => {
    const res = await app.inject({ url: '/blog/tag/atol' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Articles about ATOL</h1>');
    expect(res.body).toContain('what-atol-protection-means-for-your-customers');
    expect(res.body).not.toContain('how-commission-works"');

    const q = await app.inject({ url: '/blog?tag=ATOL' });
    expect(q.statusCode).toBe(301);
    expect(q.headers.location).toBe('/blog/tag/atol');
    const cased = await app.inject({ url: '/blog/tag/Getting%20Started' });
    expect(cased.headers.location).toBe('/blog/tag/getting-started');
    expect((await app.inject({ url: '/blog/tag/nobody-writes-about-this' })).statusCode).toBe(404);
  });
});

describe('GET /blog/rss.xml', () => {
  it('is an RSS feed of the live articles with absolute links', async () => {
    const res = await app.inject({ url: '/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0"/);
    expect(res.body).toContain(`<link>${publicUrl}/blog/how-commission-works</link>`);
    expect(res.body).not.toContain('a-draft');
    expect(res.body).not.toContain('for-later');
    // Text is escaped for XML.
    expect(res.body).toContain('&lt;/script&gt;');
  });
});
