import { z } from 'zod';
import { pageParam, searchParam } from '@domain/list';
import { SOCIAL_POST_STATUSES } from '@domain/schemas/social';

export { IdParams as IdParamsSchema } from '../../lib/list';

// The answers' schemas are shared with the SPA, which checks its answers against them.
export {
  LatestPostResponseSchema,
  PostedDealDtoSchema,
  PostedDealsResponseSchema,
  SocialPostDtoSchema,
  SocialPostListSchema,
} from '@domain/schemas/social';

const page = pageParam();

export const AdminListQuerySchema = z.object({
  status: z
    .enum(SOCIAL_POST_STATUSES, { error: `Status must be one of: ${SOCIAL_POST_STATUSES.join(', ')}` })
    .default('pending'),
  page,
});

export const PostedDealsQuerySchema = z.object({
  q: searchParam(),
  destination: z.string().trim().max(200, 'Destination must be at most 200 characters').optional(),
  agent: z.uuid({ error: 'Agent must be an agent id' }).optional().or(z.literal('')),
  page,
});
