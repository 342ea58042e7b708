import { LEGAL_PAGES } from '@domain/legal';
import { formatLongDate } from '@domain/formats';
import { BlogFrame } from '../blog/public/blog-views';

/*
 * A legal page of the public site as plain markup, rendered to static HTML on
 * the server (server/routes/legal/): readable without a script. No dashboard
 * code may be imported here.
 */

export type LegalViewModel = {
  slug: string;
  title: string;
  /** Already cleaned HTML. */
  bodyHtml: string;
  version: number;
  updatedAt: string;
};

export function LegalView({ brandName, page }: { brandName: string; page: LegalViewModel }) {
  return (
    <BlogFrame brandName={brandName}>
      <main id="content" className="blog-main">
        <article className="blog-article">
          <h1>{page.title}</h1>
          <p className="blog-meta">
            Version {page.version} · last updated{' '}
            <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
          </p>
          {/* Markdown rendered by marked, then cleaned by server/lib/sanitize-html.ts. */}
          <div className="blog-body" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
          <nav aria-label="Legal pages" className="blog-tags">
            {LEGAL_PAGES.filter((p) => p.slug !== page.slug).map((p) => (
              <a key={p.slug} className="blog-tag" href={`/${p.slug}`}>
                {p.title}
              </a>
            ))}
          </nav>
        </article>
      </main>
    </BlogFrame>
  );
}
