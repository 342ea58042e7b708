import { z } from 'zod';
import { listResponseSchema } from '../list';
import { QUOTE_FIELDS } from './fields';
import {
  INTERNAL_QUOTE_FIELDS,
  PERSONAL_QUOTE_FIELDS,
  type PublicQuoteDto,
  type QuoteDto,
  type QuoteSummary,
} from './schema';
import { FACEBOOK_POST_STATUSES, QUOTE_KINDS, QUOTE_STATUSES } from './status';

/*
 * What the quotes API answers, as zod schemas: the server's routes
 * declare them as their response schemas (so no undeclared field leaks) and
 * the SPA's client checks answers against the same ones.
 */

/** Every key a quote answer carries: the allow-listed fields and what the server adds. */
export const QUOTE_DTO_KEYS = [
  ...QUOTE_FIELDS,
  'label',
  'kind',
  'view_count',
  'public_url',
  'protection',
  'published_at',
] as const;

/** Kept from the customer: the agency's internal fields, and passengers' names and ages. */
const NOT_PUBLIC: readonly string[] = [...INTERNAL_QUOTE_FIELDS, ...PERSONAL_QUOTE_FIELDS];

/**
 * An object of exactly these keys. The values were validated when the quote
 * was written (QuoteInputSchema), so an answer declares its keys and takes its
 * type from the quote's one shape (QuoteDto, derived from QuoteInputSchema)
 * rather than checking each of ~80 fields again on every read.
 */
const keys = <T extends Record<string, unknown>>(names: readonly string[]) =>
  z.object(Object.fromEntries(names.map((k) => [k, z.unknown()]))).pipe(z.custom<T>());

/** A quote as its owner sees it (GET /api/quotes/:id, saves, publish). */
export const QuoteDtoSchema = keys<QuoteDto>(QUOTE_DTO_KEYS);

/** The customer's view of a quote: no internal or personal field, with the agent, resolved branding and the party. */
export const PublicQuoteSchema = keys<PublicQuoteDto>([
  ...QUOTE_DTO_KEYS.filter((k) => !NOT_PUBLIC.includes(k)),
  'agent',
  'branding',
  'party',
]);

/** One row of the dashboard list. */
export const QuoteSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  label: z.string(),
  kind: z.enum(QUOTE_KINDS),
  destination: z.string().nullable(),
  departure_date: z.string().nullable(),
  hero_image: z.string().nullable(),
  quote_status: z.enum(QUOTE_STATUSES),
  is_published: z.boolean(),
  final_price_total: z.number().nullable(),
  view_count: z.number(),
  updated_at: z.string(),
  created_at: z.string(),
  public_url: z.string(),
  facebook_post_status: z.enum(FACEBOOK_POST_STATUSES),
}) satisfies z.ZodType<QuoteSummary>;

export const QuoteListResponseSchema = listResponseSchema(QuoteSummarySchema);

/** POST /api/quotes/:id/owner-link: the public address marked as the owner's visit for two minutes. */
export const OwnerLinkSchema = z.object({ url: z.string() });

/** A customer's accept or enquiry was received. */
export const ContactResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
