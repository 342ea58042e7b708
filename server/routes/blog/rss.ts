import type { PublicArticleSummaryDto } from '@domain/blog/responses';
import { blogPaths } from '@domain/blog/status';
import { escapeHtml } from '../public-pages/document';

/** XML text: escapeHtml covers the five characters XML needs escaped. */
const x = escapeHtml;

/** The blog's RSS 2.0 feed: the newest articles with their excerpts. */
export function renderRss(opts: { publicUrl: string; brandName: string; items: PublicArticleSummaryDto[] }): string {
  const { publicUrl, brandName, items } = opts;
  const link = `${publicUrl}${blogPaths.index}`;
  const entries = items
    .map((a) => {
      const url = `${publicUrl}${a.url}`;
      const categories = a.tags.map((t) => `<category>${x(t)}</category>`).join('');
      return `<item><title>${x(a.title)}</title><link>${x(url)}</link><guid isPermaLink="true">${x(url)}</guid><pubDate>${new Date(a.published_at).toUTCString()}</pubDate><dc:creator>${x(a.author_name)}</dc:creator>${categories}<description>${x(a.excerpt)}</description></item>`;
    })
    .join('');
  const updated = items[0] ? new Date(items[0].published_at).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${x(`${brandName} blog`)}</title><link>${x(link)}</link><description>${x(`Articles from ${brandName} for homeworking travel agents`)}</description><language>en-gb</language><lastBuildDate>${updated}</lastBuildDate><atom:link href="${x(`${publicUrl}${blogPaths.rss}`)}" rel="self" type="application/rss+xml"/>${entries}</channel></rss>`;
}
