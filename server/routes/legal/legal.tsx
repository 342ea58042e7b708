import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marked } from 'marked';
import { renderToStaticMarkup } from 'react-dom/server';
import { fillAgencyDetails, LEGAL_PAGES, type AgencyDetails, type LegalSlug } from '@domain/legal';
import { BLOG_CSS } from '../../../app/features/blog/public/blog-styles';
import { LegalView, type LegalViewModel } from '../../../app/features/legal/legal-view';
import { BUNDLED_LEGAL, BUNDLED_LEGAL_DATE } from '../../content/legal';
import type { Executor } from '../../db';
import { legalPages } from '../../db/schema';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { brandFontAssets } from '../public-pages/assets';
import { renderDocument } from '../public-pages/document';

/** A page's Markdown as clean HTML: its own first heading is the page's title, so it is left out. */
export function legalHtml(markdown: string, brand: string, agency: AgencyDetails): string {
  const text = fillAgencyDetails(markdown, brand, agency).replace(/^\s*# [^\n]*\n/, '');
  return sanitizeHtml(marked.parse(text, { async: false, gfm: true }));
}

/** The page as stored by an admin, or the text bundled with the app (version 1). */
export async function loadLegalPage(db: Executor, slug: LegalSlug) {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug));
  const meta = LEGAL_PAGES.find((p) => p.slug === slug)!;
  return row
    ? { title: row.title, body: row.body, version: row.version, updatedAt: row.updatedAt.toISOString() }
    : { title: meta.title, body: BUNDLED_LEGAL[slug], version: 1, updatedAt: BUNDLED_LEGAL_DATE };
}

/**
 * The legal pages (/terms-of-service, /privacy-policy, /cookies-policy,
 * /booking-conditions, /atol-protection) rendered on the server: complete
 * without a script, with the agency's ATOL and ABTA numbers from configuration.
 */
const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, brand, publicUrl, env } = app.ctx;
  const agency: AgencyDetails = {
    company: env.AGENCY_COMPANY_NAME ?? `${brand.name} Ltd`,
    atol: env.AGENCY_ATOL_NUMBER,
    abta: env.AGENCY_ABTA_NUMBER,
    email: env.AGENCY_CONTACT_EMAIL,
  };
  const font = brandFontAssets('Noto Sans');

  for (const meta of LEGAL_PAGES) {
    app.get(`/${meta.slug}`, { config: { access: 'public' } }, async (req, reply) => {
      const stored = await loadLegalPage(db, meta.slug);
      const page: LegalViewModel = {
        slug: meta.slug,
        title: stored.title,
        bodyHtml: legalHtml(stored.body, brand.name, agency),
        version: stored.version,
        updatedAt: stored.updatedAt,
      };
      const html = renderDocument({
        title: `${page.title} | ${brand.name}`,
        description: meta.description,
        canonical: `${publicUrl}/${meta.slug}`,
        siteName: brand.name,
        css: font.css + BLOG_CSS,
        fontPreload: font.preload,
        body: renderToStaticMarkup(<LegalView brandName={brand.name} page={page} />),
      });
      const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
      reply.header('cache-control', 'public, max-age=300, must-revalidate').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    });
  }
};

export default legalRoutes;
