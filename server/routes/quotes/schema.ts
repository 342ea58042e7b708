import { z } from 'zod';
import { QUOTE_FIELDS } from '@domain/quotes/fields';
import { INTERNAL_QUOTE_FIELDS } from '@domain/quotes/schema';
import { QUOTE_STATUSES } from '@domain/quotes/status';

/*
 * Response schemas declare the keys a quote answer may carry, so nothing
 * undeclared leaks; the values were validated when they were written.
 */
const keys = (names: readonly string[]) => z.object(Object.fromEntries(names.map((k) => [k, z.unknown()])));

export const QUOTE_DTO_KEYS = [
  ...QUOTE_FIELDS,
  'label',
  'kind',
  'view_count',
  'public_url',
  'protection',
  'published_at',
] as const;
const INTERNAL: readonly string[] = INTERNAL_QUOTE_FIELDS;

export const QuoteDtoResponse = keys(QUOTE_DTO_KEYS);
export const PublicQuoteResponse = keys([...QUOTE_DTO_KEYS.filter((k) => !INTERNAL.includes(k)), 'agent', 'branding']);

export const QuoteSummaryResponse = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  label: z.string(),
  kind: z.string(),
  destination: z.string().nullable(),
  departure_date: z.string().nullable(),
  hero_image: z.string().nullable(),
  quote_status: z.string(),
  is_published: z.boolean(),
  final_price_total: z.number().nullable(),
  view_count: z.number(),
  updated_at: z.string(),
  created_at: z.string(),
  public_url: z.string(),
  facebook_post_status: z.string(),
});

export const QuoteListResponse = z.object({
  items: z.array(QuoteSummaryResponse),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const QUOTE_SORTS = [
  'updated_desc',
  'updated_asc',
  'created_desc',
  'title_asc',
  'departure_asc',
  'price_desc',
] as const;

export const QuoteListQuery = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.enum(QUOTE_STATUSES, { error: `Status must be one of: ${QUOTE_STATUSES.join(', ')}` }).optional(),
  published: z.enum(['true', 'false'], { error: 'Published must be true or false' }).optional(),
  sort: z.enum(QUOTE_SORTS, { error: `Sort must be one of: ${QUOTE_SORTS.join(', ')}` }).default('updated_desc'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});

export const IdParams = z.object({ id: z.string() });
export const UuidParams = z.object({ id: z.uuid({ error: 'Quote id must be a UUID' }) });
export const SlugParams = z.object({ slug: z.string().max(200) });

export const ContactResponse = z.object({ ok: z.literal(true), message: z.string() });

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
