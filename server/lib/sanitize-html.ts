import sanitize from 'sanitize-html';

/**
 * The allow-list for rich text people write in the dashboard (blog articles,
 * training lessons) and everyone else reads. Anything not named here is dropped:
 * scripts, event handlers, frames, SVG, forms, inline styles other than text
 * alignment, and every link that is not http(s), mailto, tel, a path on our own
 * site or an in-page anchor.
 */
export type SanitizeOptions = {
  /**
   * Our own origin (e.g. `https://agency.example`): absolute links to it count
   * as internal (no `rel`, no new tab). Links to any other site get
   * `rel="noopener nofollow"` and open in a new tab.
   */
  siteOrigin?: string;
  /** Keep images (only /uploads/ paths or https). Default true. */
  images?: boolean;
};

const TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'mark',
  'span',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Tags whose content goes with them (not only the tag). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'select',
  'frameset',
];

const ALIGN = { 'text-align': [/^(left|right|center|justify|start|end)$/] };

/** An invented base: a relative URL resolves onto it, an absolute one leaves it. */
const BASE_HOST = 'relative.invalid';
const BASE = `https://${BASE_HOST}/`;

type Target =
  | { kind: 'anchor'; href: string }
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'contact'; href: string };

/**
 * Reads a URL the way a browser would (entities are already decoded by the
 * parser): tabs and newlines anywhere and control characters or spaces at
 * either end are ignored, `\` counts as `/`. Returns what kind of place it
 * leads to, or null for anything we do not allow.
 */
function classifyUrl(raw: string, siteOrigin: string | null): Target | null {
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (value === '') return null;
  if (value.startsWith('#')) return /^#[\w:.-]*$/.test(value) ? { kind: 'anchor', href: value } : null;
  // Protocol-relative (//host, /\host, \\host): not allowed at all.
  if (/^[/\\]{2}/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const scheme = url.protocol;
  if (scheme === 'mailto:' || scheme === 'tel:') return { kind: 'contact', href: url.href };
  if (scheme !== 'https:' && scheme !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.host === BASE_HOST) {
    // A relative address has no scheme of its own; one that spells out
    // "https://relative.invalid" is someone playing with our base.
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  }
  if (siteOrigin !== null && url.origin === siteOrigin) {
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}

function originOf(siteOrigin: string | undefined): string | null {
  if (siteOrigin === undefined) return null;
  try {
    return new URL(siteOrigin).origin;
  } catch {
    return null;
  }
}

function numeric(value: string | undefined, max: number): string | undefined {
  if (value === undefined || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? String(n) : undefined;
}

function compact(attribs: Record<string, string | undefined>): sanitize.Attributes {
  const out: sanitize.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * Cleans HTML written in the rich text editor against our allow-list. Safe to
 * run twice (the result of a clean is unchanged by a second one), so the
 * server cleans on every save and again on output where it cannot trust the
 * stored copy.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const siteOrigin = originOf(options.siteOrigin);
  const images = options.images ?? true;

  return sanitize(html, {
    allowedTags: images ? TAGS : TAGS.filter((tag) => tag !== 'img'),
    nonTextTags: DROP_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'rel', 'target', 'title', { name: 'data-embed', multiple: false, values: ['quote'] }],
      img: [
        'src',
        'alt',
        'title',
        'width',
        'height',
        { name: 'loading', multiple: false, values: ['lazy'] },
        { name: 'decoding', multiple: false, values: ['async'] },
      ],
      ol: ['start'],
      th: ['colspan', 'rowspan', { name: 'scope', multiple: false, values: ['col', 'row'] }],
      td: ['colspan', 'rowspan'],
      p: ['style'],
      h2: ['style'],
      h3: ['style'],
      h4: ['style'],
      li: ['style'],
    },
    allowedStyles: { p: ALIGN, h2: ALIGN, h3: ALIGN, h4: ALIGN, li: ALIGN },
    allowedClasses: {},
    // Second line of defence: transformTags below already rewrote every URL.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    transformTags: {
      // The article's title is the page's only h1; deeper levels fold into h4.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (_tag, attribs) => {
        const target = attribs.href === undefined ? null : classifyUrl(attribs.href, siteOrigin);
        if (target === null) return { tagName: 'a', attribs: compact({ title: attribs.title }) };
        const embed =
          attribs['data-embed'] === 'quote' && target.kind === 'internal' && target.href.startsWith('/quotes/')
            ? 'quote'
            : undefined;
        const external = target.kind === 'external';
        return {
          tagName: 'a',
          attribs: compact({
            href: target.href,
            title: attribs.title,
            'data-embed': embed,
            rel: external ? 'noopener nofollow' : undefined,
            target: external ? '_blank' : undefined,
          }),
        };
      },
      img: (_tag, attribs) => {
        const target = attribs.src === undefined ? null : classifyUrl(attribs.src, siteOrigin);
        const src =
          target === null
            ? undefined
            : target.kind === 'internal' && target.href.startsWith('/uploads/')
              ? target.href
              : target.kind === 'external' && target.href.startsWith('https://')
                ? target.href
                : undefined;
        return {
          tagName: 'img',
          attribs: compact({
            src,
            alt: attribs.alt ?? '',
            title: attribs.title,
            width: numeric(attribs.width, 4000),
            height: numeric(attribs.height, 4000),
            loading: 'lazy',
            decoding: 'async',
          }),
        };
      },
      ol: (_tag, attribs) => ({ tagName: 'ol', attribs: compact({ start: numeric(attribs.start, 10_000) }) }),
      th: (_tag, attribs) => ({
        tagName: 'th',
        attribs: compact({
          colspan: numeric(attribs.colspan, 50),
          rowspan: numeric(attribs.rowspan, 50),
          scope: attribs.scope,
        }),
      }),
      td: (_tag, attribs) => ({
        tagName: 'td',
        attribs: compact({ colspan: numeric(attribs.colspan, 50), rowspan: numeric(attribs.rowspan, 50) }),
      }),
    },
    exclusiveFilter: (frame) => {
      // An image with no allowed source is dropped; a link with no allowed
      // address keeps its words but loses the <a>.
      if (frame.tag === 'img') return frame.attribs.src === undefined;
      if (frame.tag === 'a' && frame.attribs.href === undefined) return 'excludeTag';
      return false;
    },
  });
}
