import { formatShortDate, formatTime } from '@domain/formats';

export type { OutboxMessage } from '@domain/schemas/dev';

/** "14:05:09 · Jun 03": the mailbox is read within minutes, so the time matters most. */
export function formatMailTime(iso: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  return `${formatTime(iso, { seconds: true })} · ${formatShortDate(iso)}`;
}

/** Every distinct http(s) link in a message's text, in order. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(found.map((u) => u.replace(/[).,;:!?]+$/, '')))];
}

/**
 * A link on this very site opens in the same tab as a path, so the SPA keeps
 * its state; others open in a new tab.
 */
export function linkTarget(url: string, origin: string): { href: string; external: boolean } {
  try {
    const u = new URL(url);
    if (u.origin === origin) return { href: `${u.pathname}${u.search}${u.hash}`, external: false };
    return { href: url, external: true };
  } catch {
    return { href: url, external: true };
  }
}

/**
 * The document shown in the sandboxed iframe. The sandbox allows no scripts
 * and no same-origin access; the base target sends a clicked link to the top
 * window (permitted only on a user's click). A full HTML document keeps its
 * own head and styles; a fragment gets a plain wrapper.
 */
export function messageSrcDoc(html: string): string {
  const base = '<base target="_top">';
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  return `<!doctype html><html><head><meta charset="utf-8">${base}<style>body{font-family:system-ui,sans-serif;margin:16px;color:#0f172a;line-height:1.5}a{color:#0f4c81}img{max-width:100%}</style></head><body>${html}</body></html>`;
}
