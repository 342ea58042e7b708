/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * Makes a site path absolute (og:image must be); absolute http(s) URLs pass
 * through. A protocol-relative //host/x (refused on save, but maybe stored
 * before) is no address of ours and gives no image.
 */
export function absoluteUrl(publicUrl: string, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\/[^/]/i.test(value)) return value;
  return value.startsWith('/') && !value.startsWith('//') ? `${publicUrl}${value}` : null;
}

export type DocumentParts = {
  title: string;
  description: string;
  canonical?: string;
  ogType?: 'website' | 'article' | 'profile';
  image?: string | null;
  siteName: string;
  themeColor?: string;
  css: string;
  fontPreload?: string[];
  scriptSrc?: string | null;
  noindex?: boolean;
  /** Structured data (schema.org), written as one application/ld+json script. */
  jsonLd?: unknown;
  body: string;
};

/**
 * A whole server-rendered HTML page: title, description and Open Graph /
 * Twitter tags in the HTML itself (a link shared on Facebook previews), the
 * page's styles inline (no render-blocking request) and one small module script.
 */
export function renderDocument(p: DocumentParts): string {
  const e = escapeHtml;
  const meta = [
    `<meta name="description" content="${e(p.description)}">`,
    p.canonical ? `<link rel="canonical" href="${e(p.canonical)}">` : '',
    p.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="${e(p.siteName)}">`,
    `<meta property="og:type" content="${p.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${e(p.title)}">`,
    `<meta property="og:description" content="${e(p.description)}">`,
    p.canonical ? `<meta property="og:url" content="${e(p.canonical)}">` : '',
    p.image ? `<meta property="og:image" content="${e(p.image)}">` : '',
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${e(p.title)}">`,
    `<meta name="twitter:description" content="${e(p.description)}">`,
    p.image ? `<meta name="twitter:image" content="${e(p.image)}">` : '',
    p.themeColor ? `<meta name="theme-color" content="${e(p.themeColor)}">` : '',
  ].join('');
  const preloads = (p.fontPreload ?? [])
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${e(href)}" crossorigin>`)
    .join('');
  // JSON cannot end the script early once every < is escaped.
  const jsonLd =
    p.jsonLd === undefined
      ? ''
      : `<script type="application/ld+json">${JSON.stringify(p.jsonLd).replace(/</g, '\\u003c')}</script>`;
  const script = p.scriptSrc ? `<script type="module" src="${e(p.scriptSrc)}"></script>` : '';
  // </style> cannot occur in our own CSS; user values reach it only as validated colours and font names.
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(p.title)}</title>${meta}<link rel="icon" href="/favicon.svg" type="image/svg+xml">${preloads}<style>${p.css}</style>${jsonLd}${script}</head><body>${p.body}</body></html>`;
}
