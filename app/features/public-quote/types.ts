import type { Branding } from '@domain/branding';

/*
 * The shape QuoteView reads: the contract's PublicQuoteDto, written
 * structurally with every field optional so that Q1's PublicQuoteDto, a
 * builder draft (QuoteInput + branding) and a sample quote all fit.
 */
type Str = string | null | undefined;
type Num = number | null | undefined;

export type QuoteViewFlight = { from?: Str; to?: Str; date?: Str; time?: Str; airline?: Str; flight_number?: Str };
export type QuoteViewActivity = { time?: Str; title?: Str; place?: Str; description?: Str };
export type QuoteViewDay = {
  day?: Num;
  date?: Str;
  title?: Str;
  location?: Str;
  description?: Str;
  image_url?: Str;
  activities?: QuoteViewActivity[] | null;
};

export type QuoteViewAgent = {
  display_name?: Str;
  agency_name?: Str;
  phone?: Str;
  email?: Str;
  logo_url?: Str;
  agent_brand?: Str;
  page_display_name?: Str;
  photo_url?: Str;
};

export type QuoteViewProtection = { kind?: string; title?: string; statement: string; link?: string };

export type QuoteViewData = {
  title?: Str;
  slug?: Str;
  kind?: 'standard' | 'itinerary' | null;
  destination?: Str;
  departure_date?: Str;
  hotel_name?: Str;
  hotel_description?: Str;
  hero_image?: Str;
  image_urls?: string[] | null;
  star_rating?: Num;
  departure_airport?: Str;
  destination_airport?: Str;
  outbound_departure_time?: Str;
  outbound_arrival_time?: Str;
  outbound_departure_airport?: Str;
  outbound_arrival_airport?: Str;
  return_departure_time?: Str;
  return_arrival_time?: Str;
  return_departure_airport?: Str;
  return_arrival_airport?: Str;
  airlines?: Str;
  flight_airline?: Str;
  flight_class?: Str;
  flight_number_outbound?: Str;
  flight_number_inbound?: Str;
  flight_notes?: Str;
  flight_departure_date?: Str;
  flight_return_date?: Str;
  hand_luggage?: Str;
  hold_luggage?: Str;
  internal_flights?: QuoteViewFlight[] | null;
  flight_details?: { outbound_stops?: unknown; inbound_stops?: unknown; baggage_notes?: unknown } | null;
  board_basis?: Str;
  room_type?: Str;
  duration_days?: Num;
  accommodation_details?: { check_in?: Str; check_out?: Str; rooms?: Num; room_notes?: Str } | null;
  transfer_type?: Str;
  pickup_location?: Str;
  dropoff_location?: Str;
  transfer_additional_info?: Str;
  transfer_details?: { included?: boolean | null; duration_minutes?: Num; notes?: Str } | null;
  cruise_details?: {
    included?: boolean | null;
    cruise_line?: Str;
    ship_name?: Str;
    cabin_type?: Str;
    embark_port?: Str;
    disembark_port?: Str;
    embark_date?: Str;
    disembark_date?: Str;
    ports?: string[] | null;
    notes?: Str;
  } | null;
  car_hire?: {
    included?: boolean | null;
    company?: Str;
    car_type?: Str;
    pickup_location?: Str;
    dropoff_location?: Str;
    pickup_date?: Str;
    dropoff_date?: Str;
    notes?: Str;
  } | null;
  extras?: { title?: Str; description?: Str; price?: Num }[] | null;
  adults?: Num;
  children?: Num;
  infants?: Num;
  passengers?: { name?: Str; type?: Str; age?: Num }[] | null;
  /** Who travels as counts, e.g. "2 adults, 1 child" (the public quote has no names). */
  party?: Str;
  final_price_total?: Num;
  final_price_per_person?: Num;
  total_price?: Num;
  final_price?: Num;
  deposit?: Num;
  payment_option?: Str;
  deposit_due_date?: Str;
  balance_due_date?: Str;
  payment_schedule?: { label?: Str; due_date?: Str; amount?: Num }[] | null;
  pricing_details?: { price_includes?: string[] | null; price_notes?: Str } | null;
  itinerary_details?: { days?: QuoteViewDay[] | null } | null;
  show_supplier_logo?: boolean | null;
  supplier_logo_url?: Str;
  cancellation_policy?: Str;
  notes?: Str;
  quote_status?: Str;
  agent?: QuoteViewAgent | null;
  branding?: Branding | null;
  protection?: QuoteViewProtection | null;
};

export type QuoteViewMode = 'page' | 'preview' | 'print';
