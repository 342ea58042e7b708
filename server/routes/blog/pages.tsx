import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderToStaticMarkup } from 'react-dom/server';
import { blogPaths, BLOG_PAGE_SIZE, tagLabel } from '@domain/blog/status';
import { normaliseTag } from '@domain/blog/schema';
import { pageCount } from '@domain/list';
import { BLOG_CSS } from '../../../app/features/blog/public/blog-styles';
import {
  ArticleView,
  BlogIndexView,
  BlogNotFoundView,
  blogListPath,
} from '../../../app/features/blog/public/blog-views';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { brandFontAssets } from '../public-pages/assets';
import { absoluteUrl, renderDocument } from '../public-pages/document';
import { articleTagCounts, findLiveArticle, latestArticles, publicArticlePage, relatedArticles } from './queries';
import { renderRss } from './rss';
import { BlogPageQuery, BlogSlugParams, BlogTagParams } from './schema';

const CACHE = 'public, max-age=60, must-revalidate';

function styles() {
  const font = brandFontAssets('Noto Sans');
  return { css: font.css + BLOG_CSS, fontPreload: font.preload };
}

/** 200 with a weak ETag, or 304 when the browser already has this version. */
function send(req: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', CACHE).header('etag', etag).header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

/**
 * /blog, /blog/tag/<tag>, /blog/<slug> and /blog/rss.xml, rendered on the
 * server (React to static HTML, no script): the title, description,
 * canonical, Open Graph tags and the article's structured data are in the
 * HTML a crawler or a link preview reads. Drafts, articles scheduled for
 * later and unknown slugs answer 404.
 */
const blogPages: FastifyPluginAsyncZod = async (app) => {
  const { db, publicUrl, brand } = app.ctx;

  function notFound(reply: FastifyReply) {
    const body = renderToStaticMarkup(<BlogNotFoundView brandName={brand.name} />);
    const html = renderDocument({
      title: `Article not found | ${brand.name}`,
      description: 'This article is not available.',
      siteName: brand.name,
      ...styles(),
      noindex: true,
      body,
    });
    return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  async function listPage(req: FastifyRequest, reply: FastifyReply, tag: string | null, page: number) {
    const [list, tags] = await Promise.all([
      publicArticlePage(db, { page, pageSize: BLOG_PAGE_SIZE, tag: tag ?? undefined }),
      articleTagCounts(db, { liveOnly: true }),
    ]);
    const pages = pageCount(list.total, BLOG_PAGE_SIZE);
    // A tag nobody uses, or a page past the last, is no page of ours.
    if ((tag !== null && list.total === 0) || page > pages) return notFound(reply);
    const body = renderToStaticMarkup(
      <BlogIndexView brandName={brand.name} items={list.items} page={page} pages={pages} tag={tag} tags={tags} />,
    );
    const title = tag ? `Articles about ${tagLabel(tag, { start: 'lower' })}` : `Blog`;
    const html = renderDocument({
      title: `${title}${page > 1 ? ` (page ${page})` : ''} | ${brand.name}`,
      description: tag
        ? `Articles about ${tagLabel(tag, { start: 'lower' })} from ${brand.name}, for homeworking travel agents.`
        : `Advice for homeworking travel agents from ${brand.name}: commission, ATOL protection, selling holidays and running your business.`,
      canonical: `${publicUrl}${blogListPath(tag, page)}`,
      ogType: 'website',
      image: absoluteUrl(publicUrl, list.items[0]?.cover_image),
      siteName: brand.name,
      ...styles(),
      scriptSrc: null,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${brand.name} blog`,
        url: `${publicUrl}${blogPaths.index}`,
        blogPost: list.items.map((a) => ({
          '@type': 'BlogPosting',
          headline: a.title,
          url: `${publicUrl}${a.url}`,
          datePublished: a.published_at,
        })),
      },
      body,
    });
    return send(req, reply, html, 'text/html; charset=utf-8');
  }

  app.get('/blog', { schema: { querystring: BlogPageQuery } }, async (req, reply) => {
    // ?tag= is the same page as /blog/tag/<tag>: one address per page.
    if (req.query.tag !== undefined) {
      const tag = normaliseTag(req.query.tag);
      return reply.redirect(tag ? blogListPath(tag, req.query.page) : blogPaths.index, 301);
    }
    return listPage(req, reply, null, req.query.page);
  });

  app.get('/blog/tag/:tag', { schema: { params: BlogTagParams, querystring: BlogPageQuery } }, async (req, reply) => {
    const tag = normaliseTag(req.params.tag);
    if (!tag) return notFound(reply);
    if (tag !== req.params.tag) return reply.redirect(blogListPath(tag, req.query.page), 301);
    return listPage(req, reply, tag, req.query.page);
  });

  app.get('/blog/rss.xml', async (req, reply) => {
    const items = await latestArticles(db, 20);
    return send(
      req,
      reply,
      renderRss({ publicUrl, brandName: brand.name, items }),
      'application/rss+xml; charset=utf-8',
    );
  });

  app.get('/blog/:slug', { schema: { params: BlogSlugParams } }, async (req, reply) => {
    const row = await findLiveArticle(db, req.params.slug);
    if (!row || !row.publishAt) return notFound(reply);
    const related = await relatedArticles(db, row);
    const publishedAt = row.publishAt.toISOString();
    const body = renderToStaticMarkup(
      <ArticleView
        brandName={brand.name}
        article={{
          title: row.title,
          excerpt: row.excerpt,
          // Cleaned on save; cleaned again here in case a row was written some other way.
          bodyHtml: sanitizeHtml(row.body, { siteOrigin: publicUrl }),
          coverImage: row.coverImage,
          coverAlt: row.coverAlt,
          authorName: row.authorName,
          tags: row.tags,
          publishedAt,
        }}
        related={related}
      />,
    );
    const canonical = `${publicUrl}${blogPaths.article(row.slug)}`;
    const image = absoluteUrl(publicUrl, row.coverImage);
    const description = row.seoDescription || row.excerpt || row.title;
    const html = renderDocument({
      title: `${row.seoTitle || row.title} | ${brand.name}`,
      description,
      canonical,
      ogType: 'article',
      image,
      siteName: brand.name,
      ...styles(),
      scriptSrc: null,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: row.title,
        description,
        ...(image ? { image: [image] } : {}),
        datePublished: publishedAt,
        dateModified: (row.updatedAt > row.publishAt ? row.updatedAt : row.publishAt).toISOString(),
        author: { '@type': 'Person', name: row.authorName },
        publisher: { '@type': 'Organization', name: brand.name, url: publicUrl },
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        ...(row.tags.length > 0 ? { keywords: row.tags.map((t) => tagLabel(t)).join(', ') } : {}),
      },
      body,
    });
    return send(req, reply, html, 'text/html; charset=utf-8');
  });
};

export default blogPages;
