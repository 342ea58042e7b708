import { z } from 'zod';
import { listResponseSchema, pageParams, searchParam, sortParam } from '@domain/list';
import { QUOTE_FIELDS } from '@domain/quotes/fields';
import { INTERNAL_QUOTE_FIELDS, PERSONAL_QUOTE_FIELDS } from '@domain/quotes/schema';
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

export const QuoteDtoResponse = keys(QUOTE_DTO_KEYS);
const NOT_PUBLIC: readonly string[] = [...INTERNAL_QUOTE_FIELDS, ...PERSONAL_QUOTE_FIELDS];
export const PublicQuoteResponse = keys([
  ...QUOTE_DTO_KEYS.filter((k) => !NOT_PUBLIC.includes(k)),
  'agent',
  'branding',
  'party',
]);

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

export const QuoteListResponse = listResponseSchema(QuoteSummaryResponse);

export const QUOTE_SORTS = [
  'updated_desc',
  'updated_asc',
  'created_desc',
  'title_asc',
  'departure_asc',
  'price_desc',
] as const;

export const QuoteListQuery = z.object({
  q: searchParam(),
  status: z.enum(QUOTE_STATUSES, { error: `Status must be one of: ${QUOTE_STATUSES.join(', ')}` }).optional(),
  published: z.enum(['true', 'false'], { error: 'Published must be true or false' }).optional(),
  sort: sortParam(QUOTE_SORTS, 'updated_desc'),
  ...pageParams(),
});

export { IdParams } from '../../lib/list';
export const UuidParams = z.object({ id: z.uuid({ error: 'Quote id must be a UUID' }) });
export const SlugParams = z.object({ slug: z.string().max(200) });

export const ContactResponse = z.object({ ok: z.literal(true), message: z.string() });
