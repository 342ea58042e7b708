import { z } from 'zod';
import { LIMITS } from '../limits';
import { listResponseSchema } from '../list';

export const SOCIAL_POST_STATUSES = ['pending', 'approved', 'posted', 'rejected', 'failed'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];
export const SOCIAL_ADAPTERS = ['sandbox', 'facebook'] as const;
export type SocialAdapterKind = (typeof SOCIAL_ADAPTERS)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** What an agent sends to ask for a quote to be posted (POST /api/quotes/:id/social-post). */
export const SocialPostRequestSchema = z.object({
  headline: text('Headline', LIMITS.socialHeadline).min(1, 'Headline is required'),
  text: text('Post text', LIMITS.socialText).min(1, 'Post text is required'),
  story_content: text('Story content', LIMITS.socialStory).optional().default(''),
});
export type SocialPostRequest = z.input<typeof SocialPostRequestSchema>;

/** An admin's rejection; the agent sees the reason. */
export const SocialPostRejectSchema = z.object({
  reason: text('Reason', LIMITS.socialRejectReason).min(1, 'Reason is required'),
});
export type SocialPostReject = z.input<typeof SocialPostRejectSchema>;

/*
 * What the social API answers, as zod schemas: the server's routes declare
 * them as their response schemas and the SPA checks answers against them.
 */

/** The quote as a social post or deal card shows it (final_price_total in integer pence). */
export const SocialQuoteSchema = z.object({
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
export type SocialQuoteDto = z.infer<typeof SocialQuoteSchema>;

export const SocialAgentSchema = z.object({ id: z.string(), name: z.string(), agency_name: z.string().nullable() });
export type SocialAgentDto = z.infer<typeof SocialAgentSchema>;

/** One social post, as the admin review queue and the agent's dialog see it. */
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
export type SocialPostDto = z.infer<typeof SocialPostDtoSchema>;

/**
 * GET /api/quotes/:id/social-post: the quote's latest request, and where an
 * approval would publish so the UI can label the sandbox honestly.
 */
export const LatestPostResponseSchema = z.object({
  post: SocialPostDtoSchema.nullable(),
  adapter: z.enum(SOCIAL_ADAPTERS),
});
export type LatestSocialPostResponse = z.infer<typeof LatestPostResponseSchema>;

/** The admin's review queue: one page of one status, the count of each status for the tabs, and the adapter. */
export const SocialPostListSchema = listResponseSchema(SocialPostDtoSchema).extend({
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    posted: z.number().int(),
    rejected: z.number().int(),
    failed: z.number().int(),
  }) satisfies z.ZodType<Record<SocialPostStatus, number>>,
  adapter: z.enum(SOCIAL_ADAPTERS),
});
export type SocialPostListResponse = z.infer<typeof SocialPostListSchema>;

/** A posted deal: a posted social post with its quote and agent. */
export const PostedDealDtoSchema = SocialPostDtoSchema.omit({
  status: true,
  reason: true,
  reviewed_by: true,
  reviewed_at: true,
}).extend({ posted_at: z.string(), adapter: z.enum(SOCIAL_ADAPTERS) });
export type PostedDealDto = z.infer<typeof PostedDealDtoSchema>;

/** One page of posted deals, with filter choices over every posted deal. */
export const PostedDealsResponseSchema = listResponseSchema(PostedDealDtoSchema).extend({
  facets: z.object({ destinations: z.array(z.string()), agents: z.array(SocialAgentSchema) }),
});
export type PostedDealsResponse = z.infer<typeof PostedDealsResponseSchema>;

/** Share links for a deal's public quote page. */
export function shareLinks(url: string, headline: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${headline} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(headline)}&body=${encodeURIComponent(`${headline}\n\n${url}`)}`,
  };
}
