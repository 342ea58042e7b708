import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchX } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { DEFAULT_BRANDING, type Branding } from '@domain/branding';
import type { PublicQuoteDto } from '@domain/quotes/schema';
import { isQuoteAccepted } from '@domain/quotes/status';
import { AgentPageView } from '../../../app/features/agent-page/agent-page-view';
import { PUBLIC_PAGE_CSS } from '../../../app/features/public-quote/public-page-styles';
import { QuoteDialogs } from '../../../app/features/public-quote/quote-dialogs';
import { agentName } from '../../../app/features/public-quote/quote-plan';
import { brandStyle, QuoteView, quoteSummaryText } from '../../../app/features/public-quote/quote-view';
import { QUOTE_VIEW_CSS } from '../../../app/features/public-quote/quote-view-styles';
import { loadPublicQuote } from '../../commands/quotes/load-public-quote';
import { publicReadLimit } from '../quotes/public-read-limit';
import {
  openOwnerCookie,
  openOwnerMarker,
  OWNER_COOKIE,
  ownerCookieHeader,
  readCookie,
  signOwnerCookie,
} from '../../lib/owner-visit';
import { loadPublicAgentPage } from '../agent-page/load';
import { brandFontAssets, publicScriptSrc } from './assets';
import { absoluteUrl, escapeHtml, renderDocument } from './document';

const SlugParams = z.object({ slug: z.string() });
/** ?owner=<marker> from the dashboard's "Open public page" (any other query is the visitor's own business). */
const QuotePageQuery = z.object({ owner: z.unknown().optional() });
const AgentParams = z.object({ agentBrand: z.string() });

/** Link previews and crawlers are not customers: they never count as a view. */
const CRAWLER = /bot|crawl|spider|facebookexternalhit|facebookcatalog|embedly|preview|slurp|whatsapp|telegram|discord/i;

function fitDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

type Page = { html: string; etag: string };

function toPage(html: string): Page {
  return { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"` };
}

/**
 * Rendered quote pages by their content (the quote with its agent and
 * branding, less the view count and status that change on every visit): a
 * page is rendered once per change, not once per customer. Bounded, oldest out.
 */
class RenderedPages {
  private readonly pages = new Map<string, Page>();
  constructor(private readonly max = 500) {}

  get(key: string): Page | undefined {
    const hit = this.pages.get(key);
    if (hit) {
      // Most recently used last, so the oldest is first out.
      this.pages.delete(key);
      this.pages.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Page) {
    this.pages.set(key, value);
    if (this.pages.size > this.max) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }
}

/** 200 with a weak ETag and a short public cache; 304 when the browser already has this page. */
function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  { html, etag }: Page,
  cacheControl = 'public, max-age=60, must-revalidate',
) {
  reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

function styles(branding: Branding) {
  const font = brandFontAssets(branding.fontFamily);
  return { css: font.css + QUOTE_VIEW_CSS + PUBLIC_PAGE_CSS, fontPreload: font.preload };
}

/**
 * The customer-facing pages, rendered on the server (issue #3, DESIGN 8):
 * /quotes/<slug> (standard or itinerary by the quote's kind), the view/new and
 * itinerary variants, and /agents/<agentBrand>. Registered before the SPA
 * fallback; /quotes/<slug>/preview is not matched here and stays in the SPA.
 */
const publicPages: FastifyPluginAsyncZod = async (app) => {
  const { db, publicUrl, brand } = app.ctx;
  const cache = new RenderedPages();

  /** The not-available page: styled like the public pages, in the platform's own brand. */
  function notFoundPage(reply: FastifyReply, what: 'quote' | 'page') {
    const body = renderToStaticMarkup(
      <div className="qv qv--page pp-page" style={brandStyle(DEFAULT_BRANDING)}>
        <div className="qv-topbar">
          <a className="qv-logo-text pp-home" href="/">
            {brand.name}
          </a>
        </div>
        <main className="pp-center">
          <div className="qv-card pp-card">
            <span className="pp-icon" aria-hidden="true">
              <SearchX size={28} />
            </span>
            <h1 className="pp-title">
              {what === 'quote' ? 'This quote is not available' : 'This page is not available'}
            </h1>
            <p className="qv-muted">
              {what === 'quote'
                ? 'The link may be mistyped, or the quote may have been withdrawn. Please ask your travel agent for a new link.'
                : 'The link may be mistyped, or the page is no longer published.'}
            </p>
            <a className="qv-btn qv-btn--primary" href="/">
              Go to the home page
            </a>
          </div>
        </main>
      </div>,
    );
    const html = renderDocument({
      title: `Not found | ${brand.name}`,
      description: 'This page is not available.',
      siteName: brand.name,
      ...styles(DEFAULT_BRANDING),
      noindex: true,
      body,
    });
    return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  async function quotePage(
    req: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    layout: 'standard' | 'itinerary' | null,
    owner: unknown,
  ) {
    // The owner (issue 18): a visit from the dashboard's marked link, or a browser it has marked before.
    const markedBy = typeof owner === 'string' ? openOwnerMarker(app.jwtKey, owner, slug) : null;
    const cookie = readCookie(req.headers.cookie, OWNER_COOKIE);
    const rememberedOwner = cookie ? openOwnerCookie(app.jwtKey, cookie) : null;
    const limit = publicReadLimit(app.ctx, req);
    limit.check();
    const countView = req.method === 'GET' && !markedBy && !CRAWLER.test(req.headers['user-agent'] ?? '');
    const quote = await loadPublicQuote(db, slug, {
      countView,
      viewerId: req.viewer?.user.id ?? markedBy ?? rememberedOwner,
      publicUrl,
    });
    if (!quote) {
      limit.missed();
      return notFoundPage(reply, 'quote');
    }
    const { view_count: _views, quote_status: status, ...content } = quote;
    // Accepted renders differently (no Accept button); other status changes do not.
    const key = createHash('sha1')
      .update(`${layout ?? ''}\n${isQuoteAccepted(status) ? 'accepted' : ''}\n${JSON.stringify(content)}`)
      .digest('base64url');
    let rendered = cache.get(key);
    if (!rendered) {
      rendered = renderQuotePage(quote, layout);
      cache.set(key, rendered);
    }
    if (markedBy) {
      reply.header(
        'set-cookie',
        ownerCookieHeader(signOwnerCookie(app.jwtKey, markedBy), publicUrl.startsWith('https:')),
      );
      // The marked address is the owner's alone: no shared cache keeps it.
      return sendPage(req, reply, rendered, 'private, no-store');
    }
    return sendPage(req, reply, rendered);
  }

  function renderQuotePage(quote: PublicQuoteDto, layout: 'standard' | 'itinerary' | null): Page {
    const branding = quote.branding ?? DEFAULT_BRANDING;
    const name = agentName(quote.agent);
    const body = renderToStaticMarkup(
      <QuoteView quote={quote} mode="page" layout={layout ?? quote.kind}>
        <footer className="qv-footer qv-no-print">
          <span>
            Quote prepared by {name}
            {quote.agent.agency_name && quote.agent.agency_name !== name ? `, ${quote.agent.agency_name}` : ''}
          </span>
          <a href="/atol-protection">Financial protection</a>
        </footer>
        <QuoteDialogs agentName={name} />
      </QuoteView>,
    );
    const summary = quoteSummaryText(quote);
    const description = fitDescription(summary || quote.hotel_description || `A holiday quote from ${name}`);
    const image = absoluteUrl(publicUrl, quote.hero_image ?? quote.image_urls[0] ?? quote.agent.logo_url);
    const html = renderDocument({
      title: `${quote.title} | ${name}`,
      description,
      canonical: `${publicUrl}/quotes/${encodeURIComponent(quote.slug)}`,
      ogType: 'article',
      image,
      siteName: quote.agent.agency_name ?? brand.name,
      themeColor: branding.primaryColor,
      ...styles(branding),
      scriptSrc: publicScriptSrc(),
      body,
    });
    return toPage(html);
  }

  app.get('/quotes/:slug', { schema: { params: SlugParams, querystring: QuotePageQuery } }, (req, reply) =>
    quotePage(req, reply, req.params.slug, null, req.query.owner),
  );
  app.get('/quotes/view/:slug', { schema: { params: SlugParams, querystring: QuotePageQuery } }, (req, reply) =>
    quotePage(req, reply, req.params.slug, 'standard', req.query.owner),
  );
  app.get('/quotes/new/:slug', { schema: { params: SlugParams, querystring: QuotePageQuery } }, (req, reply) =>
    quotePage(req, reply, req.params.slug, 'standard', req.query.owner),
  );
  app.get('/quotes/itinerary/:slug', { schema: { params: SlugParams, querystring: QuotePageQuery } }, (req, reply) =>
    quotePage(req, reply, req.params.slug, 'itinerary', req.query.owner),
  );

  app.get('/agents/:agentBrand', { schema: { params: AgentParams } }, async (req, reply) => {
    const page = await loadPublicAgentPage(db, req.params.agentBrand, publicUrl);
    if (!page) return notFoundPage(reply, 'page');
    const body = renderToStaticMarkup(
      <>
        <AgentPageView page={page} />
        {/* Branded like the page above it (the agent's font and colours). */}
        <div className="qv qv--page" style={brandStyle(page.branding)}>
          <footer className="qv-footer">
            <span>{page.agencyName ?? page.displayName}</span>
            <a href="/atol-protection">Financial protection</a>
          </footer>
        </div>
      </>,
    );
    const description = fitDescription(
      [page.headline, page.bio].filter(Boolean).join('. ') || `Holidays hand-picked by ${page.displayName}`,
    );
    const html = renderDocument({
      title: `${page.displayName}${page.agencyName && page.agencyName !== page.displayName ? ` | ${page.agencyName}` : ''}`,
      description,
      canonical: page.publicUrl,
      ogType: 'profile',
      image: absoluteUrl(publicUrl, page.quotes[0]?.hero_image ?? page.photoUrl ?? page.logoUrl),
      siteName: page.agencyName ?? brand.name,
      themeColor: page.branding.primaryColor,
      ...styles(page.branding),
      // The agent page needs no script: its cards are plain links.
      scriptSrc: null,
      body,
    });
    return sendPage(req, reply, toPage(html));
  });
};

export { escapeHtml };
export default publicPages;
