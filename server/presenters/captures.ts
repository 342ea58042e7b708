import type { CaptureDto, CaptureSummary, TokenDto } from '@domain/captures/responses';
import type { CaptureRow, TokenRow } from '../policies/captures';

const EXCERPT = 240;

/** The host name a capture came from, without "www.". */
export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function excerptOf(row: CaptureRow): string {
  const text = row.selectedText || row.pageText || '';
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;
}

export function presentCaptureSummary(row: CaptureRow, imageUrl: (key: string) => string): CaptureSummary {
  return {
    id: row.id,
    url: row.url,
    site: siteOf(row.url),
    title: row.title,
    excerpt: excerptOf(row),
    note: row.note,
    tags: row.tags,
    images: row.images.map((i) => ({ url: imageUrl(i.key), width: i.width, height: i.height })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentCapture(row: CaptureRow, imageUrl: (key: string) => string): CaptureDto {
  return {
    ...presentCaptureSummary(row, imageUrl),
    selectedText: row.selectedText,
    pageText: row.pageText,
    jsonLd: row.jsonLd ?? [],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentToken(row: TokenRow): TokenDto {
  return {
    id: row.id,
    name: row.name,
    scope: 'captures',
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
