import { shownAgencyName } from '@domain/constants';
import { eq } from 'drizzle-orm';
import { computePricing, followBalanceDueDate } from '@domain/quotes/pricing';
import type { AgentBrandingInfo, QuotePatch, StoredQuoteData } from '@domain/quotes/schema';
import { newQuoteSlug, slugify, SLUG_MAX } from '@domain/quotes/slug';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db';
import { profiles, quotes } from '../../db/schema';
import type { QuoteRow } from '../../policies/quotes';

export type QuoteInsert = typeof quotes.$inferInsert;
type ProfileRow = typeof profiles.$inferSelect;

/** The state a save starts from: a stored quote, or the defaults of a new one. */
export type QuoteState = Pick<
  QuoteRow,
  | 'title'
  | 'destination'
  | 'hotelName'
  | 'departureDate'
  | 'heroImage'
  | 'quoteStatus'
  | 'isPublished'
  | 'publishedAt'
  | 'data'
>;

export const NEW_QUOTE_STATE: QuoteState = {
  title: '',
  destination: null,
  hotelName: null,
  departureDate: null,
  heroImage: null,
  quoteStatus: 'draft',
  isPublished: false,
  publishedAt: null,
  data: {},
};

/**
 * Applies a validated, allow-listed body to a quote: a key that is present
 * overwrites (null clears), a key left out keeps its value. Client values of
 * the computed prices and the facebook_* status fields (written by social
 * posting) are ignored; the prices are recomputed, the balance due date
 * defaults to 10 weeks before departure and follows a changed departure
 * unless the agent chose it, and publishing stamps published_at.
 */
export function applyQuoteBody(
  current: QuoteState,
  patch: QuotePatch,
  now: Date,
): Omit<QuoteInsert, 'agentId' | 'slug' | 'label'> {
  const {
    title,
    destination,
    hotel_name,
    departure_date,
    hero_image,
    quote_status,
    is_published,
    social_post_text,
    facebook_headline,
    facebook_story_content,
    supplier_discount_price: _sdp,
    final_price: _fp,
    final_price_total: _fpt,
    final_price_per_person: _fppp,
    total_price: _tp,
    facebook_post_status: _fps,
    facebook_post_id: _fpi,
    facebook_post_url: _fpu,
    facebook_posted_at: _fpa,
    ...rest
  } = patch;
  const data: StoredQuoteData = { ...current.data, ...rest };
  const departureDate = departure_date === undefined ? current.departureDate : departure_date;
  const pricing = computePricing(data);
  data.supplier_discount_price = pricing.supplier_discount_price;
  data.final_price = pricing.final_price;
  data.final_price_per_person = pricing.final_price_per_person;
  data.total_price = pricing.total_price;
  data.balance_due_date = followBalanceDueDate(data.balance_due_date, current.departureDate, departureDate);

  const publishing = is_published === true && !current.isPublished;
  let status = quote_status ?? current.quoteStatus;
  if (publishing && quote_status === undefined && status === 'draft') status = 'sent';

  return {
    title: title ?? current.title,
    destination: destination === undefined ? current.destination : destination,
    hotelName: hotel_name === undefined ? current.hotelName : hotel_name,
    departureDate,
    heroImage: hero_image === undefined ? current.heroImage : hero_image,
    quoteStatus: status,
    isPublished: is_published ?? current.isPublished,
    publishedAt: publishing ? now : current.publishedAt,
    finalPriceTotal: pricing.final_price_total,
    ...(social_post_text !== undefined ? { socialPostText: social_post_text } : {}),
    ...(facebook_headline !== undefined ? { facebookHeadline: facebook_headline } : {}),
    ...(facebook_story_content !== undefined ? { facebookStoryContent: facebook_story_content } : {}),
    data,
    updatedAt: now,
  };
}

/** The agent's name as customers see it: agent name, else first and last name, else the e-mail. */
export function agentDisplayName(p: Pick<ProfileRow, 'agentName' | 'firstName' | 'lastName' | 'email'>): string {
  const agent = p.agentName?.trim();
  if (agent) return agent;
  const names = [p.firstName, p.lastName]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(' ');
  return names || p.email;
}

/** The snapshot of the owner's details stored on the quote at each save (client value ignored). */
export function agentBrandingSnapshot(p: ProfileRow): AgentBrandingInfo {
  return {
    display_name: agentDisplayName(p),
    agency_name: shownAgencyName(p.agencyName),
    phone: p.phoneNumber,
    logo_url: p.brandLogoUrl,
    primary_color: p.brandPrimaryColor,
    secondary_color: p.brandSecondaryColor,
    font_family: p.brandFontFamily,
  };
}

export async function loadProfileRow(db: Executor, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

/**
 * A new quote's slug: the readable words of the title (or, when it has none,
 * of the destination or hotel), then 50 random bits, so a quote page cannot
 * be found by guessing (issue 10). Existing slugs are never changed.
 */
export function freeSlug(title: string, ...fallbacks: (string | null | undefined)[]): string {
  return newQuoteSlug(slugify(title, ...fallbacks));
}

/** base + a short random suffix, for the rare race where two saves took the same slug. */
export function randomSlug(base: string): string {
  const suffix = `-${randomBytes(3).toString('hex')}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
