import { shownAgencyName } from '@domain/constants';
import {
  SOCIAL_ADAPTERS,
  SOCIAL_POST_STATUSES,
  type PostedDealDto,
  type SocialAgentDto,
  type SocialPostDto,
} from '@domain/schemas/social';
import type { PostRow } from '../routes/social/queries';

type AgentParts = {
  firstName: string | null;
  lastName: string | null;
  agentName: string | null;
  agencyName: string | null;
  email: string | null;
} | null;

/** The name an agent goes by: their agent name, else first and last name, else their e-mail. */
export function agentDisplayName(a: AgentParts): string {
  if (!a) return 'Former agent';
  const full = [a.firstName, a.lastName].filter(Boolean).join(' ').trim();
  return a.agentName?.trim() || full || a.email || 'Agent';
}

export function presentAgent(id: string, a: AgentParts): SocialAgentDto {
  return { id, name: agentDisplayName(a), agency_name: shownAgencyName(a?.agencyName) };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const publicQuoteLink = (publicUrl: string, slug: string) => `${publicUrl}/quotes/${slug}`;

export function presentSocialPost(row: PostRow, publicUrl: string): SocialPostDto {
  const p = row.post;
  return {
    id: p.id,
    quote_id: p.quoteId,
    agent_id: p.agentId,
    headline: p.headline,
    text: p.text,
    story_content: p.storyContent,
    status: SOCIAL_POST_STATUSES.find((s) => s === p.status) ?? 'pending',
    reason: p.reason,
    adapter: SOCIAL_ADAPTERS.find((a) => a === p.adapter) ?? null,
    external_id: p.externalId,
    external_url: p.externalUrl,
    reviewed_by: p.reviewedBy,
    reviewed_at: iso(p.reviewedAt),
    posted_at: iso(p.postedAt),
    created_at: p.createdAt.toISOString(),
    quote: {
      id: row.quote.id,
      title: row.quote.title,
      slug: row.quote.slug,
      destination: row.quote.destination,
      departure_date: row.quote.departureDate,
      hero_image: row.quote.heroImage,
      final_price_total: row.quote.finalPriceTotal,
      is_published: row.quote.isPublished,
      public_url: publicQuoteLink(publicUrl, row.quote.slug),
    },
    agent: presentAgent(p.agentId, row.agent),
  };
}

export function presentPostedDeal(row: PostRow, publicUrl: string): PostedDealDto {
  const { status: _s, reason: _r, reviewed_by: _b, reviewed_at: _a, ...rest } = presentSocialPost(row, publicUrl);
  return {
    ...rest,
    // Posted rows always have both; the fallbacks only keep the type honest.
    posted_at: rest.posted_at ?? rest.created_at,
    adapter: rest.adapter ?? 'sandbox',
  };
}
