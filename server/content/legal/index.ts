import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEGAL_PAGES, type LegalSlug } from '@domain/legal';

/** When the texts bundled with the app were last changed: the date a page shows until an admin edits it. */
export const BUNDLED_LEGAL_DATE = '2026-11-23T00:00:00.000Z';

const DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * The legal texts that ship with the app (Markdown, one file per page), read
 * once. They are version 1 of each page; an admin's edit is stored in
 * legal_pages and served instead.
 */
export const BUNDLED_LEGAL: Readonly<Record<LegalSlug, string>> = Object.fromEntries(
  LEGAL_PAGES.map((p) => [p.slug, fs.readFileSync(path.join(DIR, `${p.slug}.md`), 'utf8')]),
) as Record<LegalSlug, string>;
