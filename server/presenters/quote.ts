import type { Branding } from '@domain/branding';
import { partyText } from '@domain/quotes/party';
import { classifyProtection } from '@domain/quotes/protection';
import type { PublicQuoteAgent, PublicQuoteDto, QuoteDto, QuoteSummary } from '@domain/quotes/schema';
import { FACEBOOK_POST_STATUSES, QUOTE_KINDS, QUOTE_STATUSES } from '@domain/quotes/status';
import type { QuoteRow } from '../policies/quotes';

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

export const publicQuoteUrl = (publicUrl: string, slug: string) => `${publicUrl}/quotes/${slug}`;

type SummaryRow = Pick<
  QuoteRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'label'
  | 'kind'
  | 'destination'
  | 'departureDate'
  | 'heroImage'
  | 'quoteStatus'
  | 'isPublished'
  | 'finalPriceTotal'
  | 'viewCount'
  | 'updatedAt'
  | 'createdAt'
  | 'facebookPostStatus'
>;

/** One row of the dashboard list (only promoted columns: the list never reads `data`). */
export function presentQuoteSummary(row: SummaryRow, publicUrl: string): QuoteSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    label: row.label,
    kind: oneOf(QUOTE_KINDS, row.kind, 'standard'),
    destination: row.destination,
    departure_date: row.departureDate,
    hero_image: row.heroImage,
    quote_status: oneOf(QUOTE_STATUSES, row.quoteStatus, 'draft'),
    is_published: row.isPublished,
    final_price_total: row.finalPriceTotal,
    view_count: row.viewCount,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    public_url: publicQuoteUrl(publicUrl, row.slug),
    facebook_post_status: oneOf(FACEBOOK_POST_STATUSES, row.facebookPostStatus, 'none'),
  };
}

/**
 * A whole quote as the owner sees it: the promoted columns, the allow-listed
 * body from `data` (validated when it was written), every field present.
 */
export function presentQuote(row: QuoteRow, publicUrl: string): QuoteDto {
  const d = row.data;
  const quote: Omit<QuoteDto, 'protection'> = {
    ...presentQuoteSummary(row, publicUrl),
    agent_id: row.agentId,
    hotel_name: row.hotelName,
    hotel_description: d.hotel_description ?? null,
    image_urls: d.image_urls ?? [],
    star_rating: d.star_rating ?? null,
    departure_airport: d.departure_airport ?? null,
    destination_airport: d.destination_airport ?? null,
    outbound_departure_time: d.outbound_departure_time ?? null,
    outbound_arrival_time: d.outbound_arrival_time ?? null,
    outbound_departure_airport: d.outbound_departure_airport ?? null,
    outbound_arrival_airport: d.outbound_arrival_airport ?? null,
    return_departure_time: d.return_departure_time ?? null,
    return_arrival_time: d.return_arrival_time ?? null,
    return_departure_airport: d.return_departure_airport ?? null,
    return_arrival_airport: d.return_arrival_airport ?? null,
    airlines: d.airlines ?? null,
    flight_airline: d.flight_airline ?? null,
    flight_class: d.flight_class ?? null,
    flight_number_outbound: d.flight_number_outbound ?? null,
    flight_number_inbound: d.flight_number_inbound ?? null,
    flight_notes: d.flight_notes ?? null,
    flight_departure_date: d.flight_departure_date ?? null,
    flight_return_date: d.flight_return_date ?? null,
    hand_luggage: d.hand_luggage ?? null,
    hold_luggage: d.hold_luggage ?? null,
    board_basis: d.board_basis ?? null,
    room_type: d.room_type ?? null,
    duration_days: d.duration_days ?? null,
    transfer_type: d.transfer_type ?? null,
    pickup_location: d.pickup_location ?? null,
    dropoff_location: d.dropoff_location ?? null,
    transfer_additional_info: d.transfer_additional_info ?? null,
    adults: d.adults ?? null,
    children: d.children ?? null,
    infants: d.infants ?? null,
    deposit: d.deposit ?? null,
    original_supplier_price: d.original_supplier_price ?? null,
    supplier_discount_price: d.supplier_discount_price ?? null,
    supplier_discount: d.supplier_discount ?? null,
    agent_discount: d.agent_discount ?? null,
    final_price: d.final_price ?? null,
    final_price_per_person: d.final_price_per_person ?? null,
    total_price: d.total_price ?? null,
    payment_option: d.payment_option ?? null,
    deposit_due_date: d.deposit_due_date ?? null,
    balance_due_date: d.balance_due_date ?? null,
    show_supplier_logo: d.show_supplier_logo ?? false,
    supplier_logo_url: d.supplier_logo_url ?? null,
    cancellation_policy: d.cancellation_policy ?? null,
    notes: d.notes ?? null,
    social_post_text: row.socialPostText,
    facebook_post_id: row.facebookPostId,
    facebook_post_url: row.facebookPostUrl,
    facebook_posted_at: row.facebookPostedAt?.toISOString() ?? null,
    facebook_headline: row.facebookHeadline,
    facebook_story_content: row.facebookStoryContent,
    internal_flights: d.internal_flights ?? [],
    flight_details: d.flight_details ?? null,
    accommodation_details: d.accommodation_details ?? null,
    transfer_details: d.transfer_details ?? null,
    cruise_details: d.cruise_details ?? null,
    car_hire: d.car_hire ?? null,
    extras: d.extras ?? [],
    passengers: d.passengers ?? [],
    payment_schedule: d.payment_schedule ?? [],
    pricing_details: d.pricing_details ?? null,
    itinerary_details: d.itinerary_details ?? null,
    general_booking: d.general_booking ?? null,
    AiData: d.AiData ?? null,
    agent_branding_info: d.agent_branding_info ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
  return { ...quote, protection: classifyProtection(quote) };
}

/** The customer-facing quote: no supplier prices, discounts, AI data or owner id, and no passenger names or ages. */
export function presentPublicQuote(
  row: QuoteRow,
  publicUrl: string,
  agent: PublicQuoteAgent,
  branding: Branding,
): PublicQuoteDto {
  const {
    agent_id: _agentId,
    original_supplier_price: _osp,
    supplier_discount_price: _sdp,
    supplier_discount: _sd,
    agent_discount: _ad,
    AiData: _ai,
    facebook_post_id: _fbId,
    // Names and ages never leave the agency: the party is shown as counts.
    passengers,
    general_booking: _booking,
    ...rest
  } = presentQuote(row, publicUrl);
  return { ...rest, party: partyText({ ...rest, passengers }), agent, branding };
}
