import { z } from 'zod';
import { pageParams, searchParam } from '../list';

/** The bounds of a capture and of a personal access token, shared by the API, the extension and the pages. */
export const CAPTURE_LIMITS = {
  url: 2048,
  title: 300,
  selectedText: 10_000,
  /** Characters of the page's text kept (an excerpt, cut on the server). */
  pageText: 20_000,
  /** Characters of page text the API reads before cutting it to `pageText`. */
  pageTextSent: 200_000,
  note: 2000,
  tags: 10,
  tag: 40,
  images: 4,
  /** JSON-LD blocks and the characters of all of them together. */
  jsonLdBlocks: 10,
  jsonLdChars: 100_000,
  tokenName: 60,
  /** Request body of one capture: four images of about a megabyte each, base64. */
  bodyBytes: 6 * 1024 * 1024,
} as const;

/** The header the extension sends its personal token in. */
export const CAPTURE_TOKEN_HEADER = 'x-capture-token';

export const CAPTURE_MESSAGES = {
  tokenMissing: 'Send your personal access token in the X-Capture-Token header.',
  tokenInvalid: 'This access token is not valid or has been revoked. Make a new one in Chrome extension setup.',
  image: 'Each image must be a JPEG, PNG, WebP or GIF, sent as base64',
  imageSize: 'Each image must be 5 MB or smaller',
  url: 'Address must be a web address starting with http:// or https://',
} as const;

const tag = z
  .string({ error: 'Each tag must be text' })
  .trim()
  .min(1, 'Tags cannot be empty')
  .max(CAPTURE_LIMITS.tag, `Each tag must be ${CAPTURE_LIMITS.tag} characters or fewer`);

/** Tags as sent: trimmed, duplicates (ignoring case) dropped, at most CAPTURE_LIMITS.tags. */
export const CaptureTagsSchema = z
  .array(tag, { error: 'Tags must be a list' })
  .max(CAPTURE_LIMITS.tags, `Add at most ${CAPTURE_LIMITS.tags} tags`)
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => {
      const k = t.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  });

const note = z
  .string({ error: 'Note must be text' })
  .max(CAPTURE_LIMITS.note, `Note must be ${CAPTURE_LIMITS.note} characters or fewer`);

const webUrl = z
  .string({ error: 'Address is required' })
  .trim()
  .min(1, 'Address is required')
  .max(CAPTURE_LIMITS.url, `Address must be ${CAPTURE_LIMITS.url} characters or fewer`)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, CAPTURE_MESSAGES.url);

/** What the extension sends to POST /api/captures/ingest. */
export const CaptureIngestSchema = z.object({
  url: webUrl,
  title: z
    .string({ error: 'Title must be text' })
    .max(CAPTURE_LIMITS.title * 4, `Title must be ${CAPTURE_LIMITS.title} characters or fewer`)
    .default(''),
  selectedText: z
    .string({ error: 'Selected text must be text' })
    .max(CAPTURE_LIMITS.selectedText, `Selected text must be ${CAPTURE_LIMITS.selectedText} characters or fewer`)
    .optional(),
  pageText: z
    .string({ error: 'Page text must be text' })
    .max(CAPTURE_LIMITS.pageTextSent, `Page text must be ${CAPTURE_LIMITS.pageTextSent} characters or fewer`)
    .optional(),
  images: z
    .array(
      z.object({
        data: z.string({ error: CAPTURE_MESSAGES.image }).min(1, CAPTURE_MESSAGES.image),
      }),
      { error: 'Images must be a list' },
    )
    .max(CAPTURE_LIMITS.images, `Send at most ${CAPTURE_LIMITS.images} images`)
    .default([]),
  jsonLd: z
    .array(z.string({ error: 'Each JSON-LD block must be text' }), { error: 'JSON-LD must be a list' })
    .max(CAPTURE_LIMITS.jsonLdBlocks, `Send at most ${CAPTURE_LIMITS.jsonLdBlocks} JSON-LD blocks`)
    .refine(
      (blocks) => blocks.reduce((n, b) => n + b.length, 0) <= CAPTURE_LIMITS.jsonLdChars,
      `JSON-LD must be ${CAPTURE_LIMITS.jsonLdChars} characters or fewer in all`,
    )
    .default([]),
  note: note.optional(),
  tags: CaptureTagsSchema.default([]),
});
export type CaptureIngestInput = z.input<typeof CaptureIngestSchema>;

/** What the captured-content page may change on a capture. */
export const CaptureUpdateSchema = z
  .object({ note: note.nullable().optional(), tags: CaptureTagsSchema.optional() })
  .refine((b) => b.note !== undefined || b.tags !== undefined, { message: 'Send a note or tags to change' });
export type CaptureUpdateInput = z.input<typeof CaptureUpdateSchema>;

/** The list's query: search over title, address and text; one tag. */
export const CaptureListQuerySchema = z.object({
  ...pageParams(12),
  q: searchParam(),
  tag: z.string().trim().max(CAPTURE_LIMITS.tag, 'Tag is too long').optional(),
});
export type CaptureListQuery = z.infer<typeof CaptureListQuerySchema>;

export const TokenCreateSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CAPTURE_LIMITS.tokenName, `Name must be ${CAPTURE_LIMITS.tokenName} characters or fewer`),
});
export type TokenCreateInput = z.input<typeof TokenCreateSchema>;
