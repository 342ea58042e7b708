import { z } from 'zod';
import { LIMITS } from '../limits';

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

/** The quote as a social post or deal card shows it. */
export type SocialQuoteDto = {
  id: string;
  title: string;
  slug: string;
  destination: string | null;
  departure_date: string | null;
  hero_image: string | null;
  /** Integer pence. */
  final_price_total: number | null;
  is_published: boolean;
  public_url: string;
};

export type SocialAgentDto = { id: string; name: string; agency_name: string | null };

/** One social post, as the admin review queue and the agent's dialog see it. */
export type SocialPostDto = {
  id: string;
  quote_id: string;
  agent_id: string;
  headline: string;
  text: string;
  story_content: string;
  status: SocialPostStatus;
  reason: string | null;
  adapter: SocialAdapterKind | null;
  external_id: string | null;
  external_url: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  posted_at: string | null;
  created_at: string;
  quote: SocialQuoteDto;
  agent: SocialAgentDto;
};

export type SocialPostListResponse = {
  items: SocialPostDto[];
  total: number;
  page: number;
  pageSize: number;
  /** How many posts are in each state, for the review tabs. */
  counts: Record<SocialPostStatus, number>;
  /** Where an approval publishes now: the sandbox (in-app feed) or Facebook. */
  adapter: SocialAdapterKind;
};

/** GET /api/quotes/:id/social-post: the quote's latest request and where approvals publish. */
export type LatestSocialPostResponse = { post: SocialPostDto | null; adapter: SocialAdapterKind };

/** A posted deal: a posted social post with its quote and agent. */
export type PostedDealDto = Omit<SocialPostDto, 'status' | 'reason' | 'reviewed_by' | 'reviewed_at'> & {
  posted_at: string;
  adapter: SocialAdapterKind;
};

export type PostedDealsResponse = {
  items: PostedDealDto[];
  total: number;
  page: number;
  pageSize: number;
  /** Filter choices over every posted deal. */
  facets: { destinations: string[]; agents: SocialAgentDto[] };
};

/** Share links for a deal's public quote page. */
export function shareLinks(url: string, headline: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${headline} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(headline)}&body=${encodeURIComponent(`${headline}\n\n${url}`)}`,
  };
}
