import { z } from 'zod';
import { pageParam, searchParam } from '@domain/list';
import { SOCIAL_ADAPTERS, SOCIAL_POST_STATUSES } from '@domain/schemas/social';

export { IdParams as IdParamsSchema } from '../../lib/list';

const SocialQuoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  destination: z.string().nullable(),
  departure_date: z.string().nullable(),
  hero_image: z.string().nullable(),
  final_price_total: z.number().int().nullable(),
  is_published: z.boolean(),
  public_url: z.string(),
});

const SocialAgentSchema = z.object({ id: z.string(), name: z.string(), agency_name: z.string().nullable() });

export const SocialPostDtoSchema = z.object({
  id: z.string(),
  quote_id: z.string(),
  agent_id: z.string(),
  headline: z.string(),
  text: z.string(),
  story_content: z.string(),
  status: z.enum(SOCIAL_POST_STATUSES),
  reason: z.string().nullable(),
  adapter: z.enum(SOCIAL_ADAPTERS).nullable(),
  external_id: z.string().nullable(),
  external_url: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  posted_at: z.string().nullable(),
  created_at: z.string(),
  quote: SocialQuoteSchema,
  agent: SocialAgentSchema,
});

/** `adapter` says where an approval would publish, so the UI can label the sandbox honestly. */
export const LatestPostResponseSchema = z.object({
  post: SocialPostDtoSchema.nullable(),
  adapter: z.enum(SOCIAL_ADAPTERS),
});

const page = pageParam();

export const AdminListQuerySchema = z.object({
  status: z
    .enum(SOCIAL_POST_STATUSES, { error: `Status must be one of: ${SOCIAL_POST_STATUSES.join(', ')}` })
    .default('pending'),
  page,
});

export const SocialPostListSchema = z.object({
  items: z.array(SocialPostDtoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    posted: z.number().int(),
    rejected: z.number().int(),
    failed: z.number().int(),
  }),
  adapter: z.enum(SOCIAL_ADAPTERS),
});

export const PostedDealsQuerySchema = z.object({
  q: searchParam(),
  destination: z.string().trim().max(200, 'Destination must be at most 200 characters').optional(),
  agent: z.uuid({ error: 'Agent must be an agent id' }).optional().or(z.literal('')),
  page,
});

export const PostedDealDtoSchema = SocialPostDtoSchema.omit({
  status: true,
  reason: true,
  reviewed_by: true,
  reviewed_at: true,
}).extend({ posted_at: z.string(), adapter: z.enum(SOCIAL_ADAPTERS) });

export const PostedDealsResponseSchema = z.object({
  items: z.array(PostedDealDtoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({ destinations: z.array(z.string()), agents: z.array(SocialAgentSchema) }),
});
