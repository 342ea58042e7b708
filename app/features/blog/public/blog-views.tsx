import type { ReactNode } from 'react';
import type { PublicArticleSummaryDto } from '@domain/blog/responses';
import { blogPaths, tagLabel } from '@domain/blog/status';
import { formatLongDate } from '@domain/formats';

/*
 * The blog's public pages as plain markup: rendered to static HTML on the
 * server (server/routes/blog/pages.tsx), readable without a script, and shown
 * by the editor's preview. No dashboard code may be imported here.
 */

/** What an article page shows: the article as readers see it. */
export type ArticleViewModel = {
  title: string;
  excerpt: string;
  /** Already cleaned HTML. */
  bodyHtml: string;
  coverImage: string | null;
  coverAlt: string;
  authorName: string;
  tags: string[];
  /** When it went (or goes) live; null for a draft in preview. */
  publishedAt: string | null;
};

export function BlogFrame({ brandName, children }: { brandName: string; children: ReactNode }) {
  return (
    <div className="blog">
      <a className="blog-skip" href="#content">
        Skip to content
      </a>
      <header className="blog-top">
        <div className="blog-top-inner">
          <a className="blog-logo" href="/">
            {brandName}
          </a>
          <nav className="blog-nav" aria-label="Site">
            <a className="blog-hide-sm" href="/">
              Home
            </a>
            <a href={blogPaths.index}>Blog</a>
            <a href="/login">Sign In</a>
            <a className="blog-join" href="/agent-signup">
              Join Today
            </a>
          </nav>
        </div>
      </header>
      {children}
      <footer className="blog-foot">
        <div className="blog-foot-inner">
          <span>
            © {new Date().getFullYear()} {brandName}
          </span>
          <span>
            <a href={blogPaths.rss}>RSS feed</a> · <a href="/atol-protection">Financial protection</a> ·{' '}
            <a href="/privacy-policy">Privacy</a>
          </span>
        </div>
      </footer>
    </div>
  );
}

function ArticleCard({ article, headingLevel = 2 }: { article: PublicArticleSummaryDto; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <article className="blog-card">
        {article.cover_image ? (
          <img
            src={article.cover_image}
            alt={article.cover_alt}
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="blog-noimg" aria-hidden="true" />
        )}
        <div className="blog-card-body">
          <Heading>
            <a href={article.url}>{article.title}</a>
          </Heading>
          <p className="blog-meta">
            <time dateTime={article.published_at}>{formatLongDate(article.published_at)}</time> · {article.author_name}
          </p>
          <p>{article.excerpt}</p>
        </div>
      </article>
    </li>
  );
}

export type BlogIndexProps = {
  brandName: string;
  items: PublicArticleSummaryDto[];
  page: number;
  pages: number;
  tag: string | null;
  tags: { tag: string; count: number }[];
};

/** The link to another page of the list (page 1 has no ?page). */
export function blogListPath(tag: string | null, page: number): string {
  const base = tag ? blogPaths.tag(tag) : blogPaths.index;
  return page > 1 ? `${base}?page=${page}` : base;
}

/** /blog and /blog/tag/<tag>: the newest articles, tags to narrow them, and pages. */
export function BlogIndexView({ brandName, items, page, pages, tag, tags }: BlogIndexProps) {
  return (
    <BlogFrame brandName={brandName}>
      <main id="content" className="blog-main">
        <div className="blog-hero">
          <h1>{tag ? `Articles about ${tagLabel(tag, { start: 'lower' })}` : `The ${brandName} blog`}</h1>
          <p>
            Advice for homeworking travel agents: commission, customer protection, selling holidays and running your
            business.
          </p>
          {tags.length > 0 ? (
            <nav aria-label="Topics">
              <ul className="blog-tags">
                <li>
                  <a className="blog-tag" href={blogPaths.index} aria-current={tag === null ? 'page' : undefined}>
                    All articles
                  </a>
                </li>
                {tags.map((t) => (
                  <li key={t.tag}>
                    <a
                      className="blog-tag"
                      href={blogPaths.tag(t.tag)}
                      aria-current={t.tag === tag ? 'page' : undefined}
                    >
                      {tagLabel(t.tag)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="blog-empty">
            {tag ? 'No articles with this topic yet.' : 'No articles yet. Please come back soon.'}
          </p>
        ) : (
          <ul className="blog-grid" aria-label="Articles">
            {items.map((a) => (
              <ArticleCard key={a.slug} article={a} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className="blog-pager" aria-label="Pages">
            {page > 1 ? (
              <a href={blogListPath(tag, page - 1)} rel="prev">
                ← Newer articles
              </a>
            ) : (
              <span />
            )}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <a href={blogListPath(tag, page + 1)} rel="next">
                Older articles →
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </main>
    </BlogFrame>
  );
}

export type ArticlePageProps = {
  brandName: string;
  article: ArticleViewModel;
  related: PublicArticleSummaryDto[];
  /** A banner saying this is the editor's preview, not the live page. */
  previewNote?: string;
};

/** /blog/<slug>: one article. */
export function ArticleView({ brandName, article, related, previewNote }: ArticlePageProps) {
  return (
    <BlogFrame brandName={brandName}>
      {previewNote ? <p className="blog-preview-bar">{previewNote}</p> : null}
      <main id="content" className="blog-main">
        <article className="blog-article">
          <p className="blog-crumbs">
            <a href={blogPaths.index}>Blog</a>
            {article.tags[0] ? (
              <>
                {' '}
                / <a href={blogPaths.tag(article.tags[0])}>{tagLabel(article.tags[0])}</a>
              </>
            ) : null}
          </p>
          <h1>{article.title}</h1>
          {article.excerpt ? <p className="blog-lede">{article.excerpt}</p> : null}
          <p className="blog-meta">
            By {article.authorName}
            {article.publishedAt ? (
              <>
                {' · '}
                <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
              </>
            ) : (
              ' · Not published yet'
            )}
          </p>
          {article.coverImage ? (
            <figure className="blog-cover">
              <img src={article.coverImage} alt={article.coverAlt} width={1200} height={675} decoding="async" />
            </figure>
          ) : null}
          {/* Cleaned by server/lib/sanitize-html.ts on save and again before rendering. */}
          <div className="blog-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
          {article.tags.length > 0 ? (
            <ul className="blog-tags" aria-label="Topics">
              {article.tags.map((t) => (
                <li key={t}>
                  <a className="blog-tag" href={blogPaths.tag(t)}>
                    {tagLabel(t)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </article>
        {related.length > 0 ? (
          <section className="blog-related" aria-labelledby="related-heading">
            <h2 id="related-heading">More articles</h2>
            <ul className="blog-grid">
              {related.map((a) => (
                <ArticleCard key={a.slug} article={a} headingLevel={3} />
              ))}
            </ul>
          </section>
        ) : null}
      </main>
    </BlogFrame>
  );
}

/** The page of an unknown, unpublished or scheduled article (HTTP 404). */
export function BlogNotFoundView({ brandName }: { brandName: string }) {
  return (
    <BlogFrame brandName={brandName}>
      <main id="content" className="blog-main">
        <div className="blog-hero">
          <h1>This article is not available</h1>
          <p>The link may be mistyped, or the article is no longer published.</p>
        </div>
        <p>
          <a href={blogPaths.index}>See all articles</a>
        </p>
      </main>
    </BlogFrame>
  );
}
