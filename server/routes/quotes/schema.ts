import { z } from 'zod';
import { pageParams, searchParam, sortParam } from '@domain/list';
import { QUOTE_SORTS, QUOTE_STATUSES } from '@domain/quotes/status';

// The answers' schemas are shared with the SPA, which checks its answers against them.
export {
  ContactResponseSchema as ContactResponse,
  PublicQuoteSchema as PublicQuoteResponse,
  QUOTE_DTO_KEYS,
  QuoteDtoSchema as QuoteDtoResponse,
  QuoteListResponseSchema as QuoteListResponse,
  QuoteSummarySchema as QuoteSummaryResponse,
} from '@domain/quotes/responses';

export { QUOTE_SORTS } from '@domain/quotes/status';

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
