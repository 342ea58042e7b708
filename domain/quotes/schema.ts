import { z } from 'zod';
import type { Branding } from '../branding';
import { formatPence } from '../formats';
import { MONEY_LIMITS } from '../limits';
import { imageUrlMessage, isAllowedImageUrl } from '../image-url';
import type { QuoteProtection } from './protection';
import { FACEBOOK_POST_STATUSES, QUOTE_KINDS, QUOTE_STATUSES } from './status';

/*
 * Shapes of a quote (issue #3 contract). Money is integer pence, dates are
 * 'YYYY-MM-DD', times 'HH:MM' or null. Every message names its field so a 400
 * (and the builder's form) can say what to fix. Unknown keys are stripped.
 */

export const QUOTE_LIMITS = {
  title: 200,
  short: 200,
  long: 10_000,
  url: 2_000,
  images: 30,
  list: 50,
  days: 120,
  activities: 30,
  maxPence: MONEY_LIMITS.amountPence,
  maxExtraPence: MONEY_LIMITS.extraPence,
  maxPeople: 99,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (label: string, max: number = QUOTE_LIMITS.short) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const optText = (label: string, max?: number) => text(label, max).nullable().optional();

const date = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(ISO_DATE, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label} must be a real date`,
    );

const optDate = (label: string) => date(label).nullable().optional();

const time = (label: string) =>
  z.string({ error: `${label} must be a time` }).regex(HH_MM, `${label} must be a time (HH:MM)`);
const optTime = (label: string) => time(label).nullable().optional();

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const pence = (label: string, max: number = QUOTE_LIMITS.maxPence, tooLarge = `${label} is too large`) =>
  z
    .number({ error: `${label} must be an amount in pence` })
    .int(`${label} must be whole pence`)
    .min(0, `${label} cannot be negative`)
    .max(max, tooLarge);
const optPence = (label: string) => pence(label).nullable().optional();

/** A link: a path of this site or an absolute http(s) address, never protocol-relative (//host). */
const url = (label: string) =>
  text(label, QUOTE_LIMITS.url).refine(
    (v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^/]/i.test(v),
    `${label} must be a web address`,
  );
const optUrl = (label: string) => url(label).nullable().optional();

/** A picture: see domain/image-url.ts. */
const imageUrl = (label: string) =>
  text(label, QUOTE_LIMITS.url).refine((v) => v === '' || isAllowedImageUrl(v), imageUrlMessage(label));
const optImageUrl = (label: string) => imageUrl(label).nullable().optional();

const bool = (label: string) => z.boolean({ error: `${label} must be true or false` });

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const FLIGHT_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;
export const BOARD_BASES = [
  'room_only',
  'self_catering',
  'bed_and_breakfast',
  'half_board',
  'full_board',
  'all_inclusive',
] as const;
export const TRANSFER_TYPES = ['none', 'shared', 'private', 'shuttle'] as const;
export const PAYMENT_OPTIONS = ['full', 'deposit', 'instalments'] as const;
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;

export const FLIGHT_CLASS_LABELS: Record<(typeof FLIGHT_CLASSES)[number], string> = {
  economy: 'Economy',
  premium_economy: 'Premium economy',
  business: 'Business',
  first: 'First',
};
export const BOARD_BASIS_LABELS: Record<(typeof BOARD_BASES)[number], string> = {
  room_only: 'Room only',
  self_catering: 'Self catering',
  bed_and_breakfast: 'Bed and breakfast',
  half_board: 'Half board',
  full_board: 'Full board',
  all_inclusive: 'All inclusive',
};
export const TRANSFER_TYPE_LABELS: Record<(typeof TRANSFER_TYPES)[number], string> = {
  none: 'No transfer',
  shared: 'Shared transfer',
  private: 'Private transfer',
  shuttle: 'Shuttle',
};
export const PAYMENT_OPTION_LABELS: Record<(typeof PAYMENT_OPTIONS)[number], string> = {
  full: 'Pay in full',
  deposit: 'Deposit then balance',
  instalments: 'Instalments',
};

// ---- nested shapes ---------------------------------------------------------

export const InternalFlightSchema = z.object({
  from: optText('Internal flight from'),
  to: optText('Internal flight to'),
  date: optDate('Internal flight date'),
  time: optTime('Internal flight time'),
  airline: optText('Internal flight airline'),
  flight_number: optText('Internal flight number'),
});

export const FlightDetailsSchema = z.object({
  outbound_stops: int('Outbound stops', 0, 9).nullable().optional(),
  inbound_stops: int('Inbound stops', 0, 9).nullable().optional(),
  baggage_notes: optText('Baggage notes', QUOTE_LIMITS.long),
});

export const AccommodationDetailsSchema = z.object({
  check_in: optDate('Check-in date'),
  check_out: optDate('Check-out date'),
  rooms: int('Rooms', 0, 50).nullable().optional(),
  room_notes: optText('Room notes', QUOTE_LIMITS.long),
});

export const TransferDetailsSchema = z.object({
  included: bool('Transfer included').optional(),
  duration_minutes: int('Transfer duration', 0, 24 * 60)
    .nullable()
    .optional(),
  notes: optText('Transfer notes', QUOTE_LIMITS.long),
});

export const CruiseDetailsSchema = z.object({
  included: bool('Cruise included').optional(),
  cruise_line: optText('Cruise line'),
  ship_name: optText('Ship name'),
  cabin_type: optText('Cabin type'),
  embark_port: optText('Embarkation port'),
  disembark_port: optText('Disembarkation port'),
  embark_date: optDate('Embarkation date'),
  disembark_date: optDate('Disembarkation date'),
  ports: z
    .array(text('Port of call'), { error: 'Ports of call must be a list' })
    .max(QUOTE_LIMITS.list, 'Too many ports of call')
    .optional(),
  notes: optText('Cruise notes', QUOTE_LIMITS.long),
});

export const CarHireSchema = z.object({
  included: bool('Car hire included').optional(),
  company: optText('Car hire company'),
  car_type: optText('Car type'),
  pickup_location: optText('Car pick-up location'),
  dropoff_location: optText('Car drop-off location'),
  pickup_date: optDate('Car pick-up date'),
  dropoff_date: optDate('Car drop-off date'),
  notes: optText('Car hire notes', QUOTE_LIMITS.long),
});

export const ExtraSchema = z.object({
  title: text('Extra title').min(1, 'Extra title is required'),
  description: optText('Extra description', QUOTE_LIMITS.long),
  // Lower than other amounts: the price plus every extra must fit the integer total column.
  price: pence(
    'Extra price',
    QUOTE_LIMITS.maxExtraPence,
    `Extra price can be at most ${formatPence(QUOTE_LIMITS.maxExtraPence)}`,
  )
    .nullable()
    .optional(),
});

export const PassengerSchema = z.object({
  name: text('Passenger name').min(1, 'Passenger name is required'),
  type: choice('Passenger type', PASSENGER_TYPES),
  age: int('Passenger age', 0, 120).nullable().optional(),
});

export const PaymentScheduleItemSchema = z.object({
  label: text('Payment label').min(1, 'Payment label is required'),
  due_date: optDate('Payment due date'),
  amount: pence('Payment amount'),
});

export const PricingDetailsSchema = z.object({
  price_includes: z
    .array(text('Price includes item'), { error: 'Price includes must be a list' })
    .max(QUOTE_LIMITS.list, 'Too many price includes items')
    .optional(),
  price_notes: optText('Price notes', QUOTE_LIMITS.long),
});

export const ActivitySchema = z.object({
  // null = no time: an activity without a time is never shown at midnight.
  time: optTime('Activity time'),
  title: text('Activity title').min(1, 'Activity title is required'),
  place: optText('Activity place'),
  description: optText('Activity description', QUOTE_LIMITS.long),
});

export const ItineraryDaySchema = z.object({
  day: int('Day number', 1, QUOTE_LIMITS.days),
  date: optDate('Day date'),
  title: optText('Day title'),
  location: optText('Day location'),
  description: optText('Day description', QUOTE_LIMITS.long),
  image_url: optImageUrl('Day image'),
  activities: z
    .array(ActivitySchema, { error: 'Activities must be a list' })
    .max(QUOTE_LIMITS.activities, 'Too many activities for one day')
    .optional(),
});

export const ItineraryDetailsSchema = z.object({
  days: z
    .array(ItineraryDaySchema, { error: 'Itinerary days must be a list' })
    .max(QUOTE_LIMITS.days, 'Too many itinerary days'),
});

const opaque = z.record(z.string(), z.unknown(), { error: 'Must be an object' });

// ---- the quote -------------------------------------------------------------

/**
 * The body of a quote save (insert, update, upsert). Every field is optional
 * except the title; server-set keys (id, agent_id, slug, created_at,
 * updated_at, agent_branding_info, label) are accepted and ignored.
 */
export const QuoteInputSchema = z.object({
  title: text('Title', QUOTE_LIMITS.title).min(1, 'Title is required'),
  destination: optText('Destination'),
  departure_date: optDate('Departure date'),
  hotel_name: optText('Hotel name'),
  hotel_description: optText('Hotel description', QUOTE_LIMITS.long),
  hero_image: optImageUrl('Hero image'),
  image_urls: z
    .array(imageUrl('Gallery image'), { error: 'Gallery images must be a list' })
    .max(QUOTE_LIMITS.images, `At most ${QUOTE_LIMITS.images} gallery images`)
    .optional(),
  star_rating: int('Star rating', 0, 5).nullable().optional(),
  departure_airport: optText('Departure airport'),
  destination_airport: optText('Destination airport'),
  outbound_departure_time: optTime('Outbound departure time'),
  outbound_arrival_time: optTime('Outbound arrival time'),
  outbound_departure_airport: optText('Outbound departure airport'),
  outbound_arrival_airport: optText('Outbound arrival airport'),
  return_departure_time: optTime('Return departure time'),
  return_arrival_time: optTime('Return arrival time'),
  return_departure_airport: optText('Return departure airport'),
  return_arrival_airport: optText('Return arrival airport'),
  airlines: optText('Airlines'),
  flight_airline: optText('Airline'),
  flight_class: choice('Flight class', FLIGHT_CLASSES).nullable().optional(),
  flight_number_outbound: optText('Outbound flight number'),
  flight_number_inbound: optText('Return flight number'),
  flight_notes: optText('Flight notes', QUOTE_LIMITS.long),
  flight_departure_date: optDate('Flight departure date'),
  flight_return_date: optDate('Flight return date'),
  hand_luggage: optText('Hand luggage'),
  hold_luggage: optText('Hold luggage'),
  board_basis: choice('Board basis', BOARD_BASES).nullable().optional(),
  room_type: optText('Room type'),
  duration_days: int('Duration', 0, 365).nullable().optional(),
  transfer_type: choice('Transfer type', TRANSFER_TYPES).nullable().optional(),
  pickup_location: optText('Pick-up location'),
  dropoff_location: optText('Drop-off location'),
  transfer_additional_info: optText('Transfer information', QUOTE_LIMITS.long),
  adults: int('Adults', 0, QUOTE_LIMITS.maxPeople).nullable().optional(),
  children: int('Children', 0, QUOTE_LIMITS.maxPeople).nullable().optional(),
  infants: int('Infants', 0, QUOTE_LIMITS.maxPeople).nullable().optional(),
  deposit: optPence('Deposit'),
  original_supplier_price: optPence('Supplier price'),
  supplier_discount_price: optPence('Supplier discounted price'),
  supplier_discount: optPence('Supplier discount'),
  agent_discount: optPence('Agent discount'),
  final_price: optPence('Final price'),
  final_price_total: optPence('Total price'),
  final_price_per_person: optPence('Price per person'),
  total_price: optPence('Total price'),
  payment_option: choice('Payment option', PAYMENT_OPTIONS).nullable().optional(),
  deposit_due_date: optDate('Deposit due date'),
  balance_due_date: optDate('Balance due date'),
  show_supplier_logo: bool('Show supplier logo').optional(),
  supplier_logo_url: optImageUrl('Supplier logo'),
  cancellation_policy: optText('Cancellation policy', QUOTE_LIMITS.long),
  notes: optText('Notes', QUOTE_LIMITS.long),
  social_post_text: optText('Social post text', QUOTE_LIMITS.long),
  quote_status: choice('Quote status', QUOTE_STATUSES).optional(),
  is_published: bool('Published').optional(),
  facebook_post_status: choice('Facebook post status', FACEBOOK_POST_STATUSES).optional(),
  facebook_post_id: optText('Facebook post id'),
  facebook_post_url: optUrl('Facebook post link'),
  facebook_posted_at: z.string({ error: 'Facebook posted time must be text' }).nullable().optional(),
  facebook_headline: optText('Facebook headline'),
  facebook_story_content: optText('Facebook story', QUOTE_LIMITS.long),
  internal_flights: z
    .array(InternalFlightSchema, { error: 'Internal flights must be a list' })
    .max(QUOTE_LIMITS.list, 'Too many internal flights')
    .optional(),
  flight_details: FlightDetailsSchema.nullable().optional(),
  accommodation_details: AccommodationDetailsSchema.nullable().optional(),
  transfer_details: TransferDetailsSchema.nullable().optional(),
  cruise_details: CruiseDetailsSchema.nullable().optional(),
  car_hire: CarHireSchema.nullable().optional(),
  extras: z.array(ExtraSchema, { error: 'Extras must be a list' }).max(QUOTE_LIMITS.list, 'Too many extras').optional(),
  passengers: z
    .array(PassengerSchema, { error: 'Passengers must be a list' })
    .max(QUOTE_LIMITS.maxPeople, 'Too many passengers')
    .optional(),
  payment_schedule: z
    .array(PaymentScheduleItemSchema, { error: 'Payment schedule must be a list' })
    .max(QUOTE_LIMITS.list, 'Too many payments')
    .optional(),
  pricing_details: PricingDetailsSchema.nullable().optional(),
  itinerary_details: ItineraryDetailsSchema.nullable().optional(),
  general_booking: opaque.nullable().optional(),
  AiData: opaque.nullable().optional(),
});
export type QuoteInput = z.infer<typeof QuoteInputSchema>;
/** What a form may hold before parsing (strings untrimmed etc.). */
export type QuoteFormValues = z.input<typeof QuoteInputSchema>;

/** PATCH body: the same fields, title optional too. */
export const QuotePatchSchema = QuoteInputSchema.partial();
export type QuotePatch = z.infer<typeof QuotePatchSchema>;

/** POST/PUT body: a quote plus the kind chosen when it is created. */
export const QuoteCreateSchema = QuoteInputSchema.extend({
  kind: choice('Kind', QUOTE_KINDS).optional(),
});
export type QuoteCreate = z.infer<typeof QuoteCreateSchema>;

export type InternalFlight = z.infer<typeof InternalFlightSchema>;
export type FlightDetails = z.infer<typeof FlightDetailsSchema>;
export type AccommodationDetails = z.infer<typeof AccommodationDetailsSchema>;
export type TransferDetails = z.infer<typeof TransferDetailsSchema>;
export type CruiseDetails = z.infer<typeof CruiseDetailsSchema>;
export type CarHire = z.infer<typeof CarHireSchema>;
export type Extra = z.infer<typeof ExtraSchema>;
export type Passenger = z.infer<typeof PassengerSchema>;
export type PaymentScheduleItem = z.infer<typeof PaymentScheduleItemSchema>;
export type PricingDetails = z.infer<typeof PricingDetailsSchema>;
export type ItineraryDay = z.infer<typeof ItineraryDaySchema>;
export type ItineraryActivity = z.infer<typeof ActivitySchema>;
export type ItineraryDetails = z.infer<typeof ItineraryDetailsSchema>;

// ---- what the API answers ---------------------------------------------------

/**
 * The allow-listed body the server keeps in the quotes.data column (validated
 * on write), with the computed prices and the agent snapshot it adds.
 */
export type StoredQuoteData = Partial<QuoteInput> & {
  agent_branding_info?: AgentBrandingInfo | null;
};

type Scalars = Omit<
  QuoteInput,
  | 'title'
  | 'image_urls'
  | 'internal_flights'
  | 'extras'
  | 'passengers'
  | 'payment_schedule'
  | 'show_supplier_logo'
  | 'quote_status'
  | 'is_published'
  | 'facebook_post_status'
>;
/** Every optional scalar present, null when not set. */
type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null };

/** The agent details copied onto the quote when it is saved. */
export type AgentBrandingInfo = {
  display_name: string;
  agency_name: string | null;
  phone: string | null;
  logo_url: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  font_family: string | null;
};

/**
 * A quote as the API returns it: the allow-listed fields (all present, null
 * when empty, lists [] when empty) plus what the server adds.
 */
export type QuoteDto = Filled<Scalars> & {
  id: string;
  agent_id: string;
  slug: string;
  title: string;
  label: string;
  kind: (typeof QUOTE_KINDS)[number];
  image_urls: string[];
  internal_flights: InternalFlight[];
  extras: Extra[];
  passengers: Passenger[];
  payment_schedule: PaymentScheduleItem[];
  show_supplier_logo: boolean;
  quote_status: (typeof QUOTE_STATUSES)[number];
  is_published: boolean;
  facebook_post_status: (typeof FACEBOOK_POST_STATUSES)[number];
  agent_branding_info: AgentBrandingInfo | null;
  view_count: number;
  /** Absolute link of the public page (/quotes/<slug>). */
  public_url: string;
  protection: QuoteProtection;
  created_at: string;
  updated_at: string;
  published_at: string | null;
};

/** One row of the dashboard list. */
export type QuoteSummary = Pick<
  QuoteDto,
  | 'id'
  | 'slug'
  | 'title'
  | 'label'
  | 'kind'
  | 'destination'
  | 'departure_date'
  | 'hero_image'
  | 'quote_status'
  | 'is_published'
  | 'final_price_total'
  | 'view_count'
  | 'updated_at'
  | 'created_at'
  | 'public_url'
  | 'facebook_post_status'
>;

export type QuoteListResponse = {
  items: QuoteSummary[];
  total: number;
  page: number;
  pageSize: number;
};

/** Fields a customer never sees (supplier prices, discounts, internal notes of the agency). */
export const INTERNAL_QUOTE_FIELDS = [
  'agent_id',
  'original_supplier_price',
  'supplier_discount_price',
  'supplier_discount',
  'agent_discount',
  'AiData',
  'facebook_post_id',
] as const;

/** Branding resolved with defaults (domain/branding.ts). */
export type PublicBranding = Branding;

export type PublicQuoteAgent = {
  display_name: string;
  agency_name: string | null;
  phone: string | null;
  email: string | null;
  logo_url: string | null;
  /** Slug of the agent's public page (/agents/<agent_brand>), when it has one. */
  agent_brand: string | null;
  /** The name the agent's public page goes by, when it has one. */
  page_display_name: string | null;
  photo_url: string | null;
};

/**
 * Fields about the people travelling: a public quote is shared on social
 * media, so it shows the party ("2 adults, 1 child"), never names or ages.
 */
export const PERSONAL_QUOTE_FIELDS = ['passengers', 'general_booking'] as const;

/** The customer-facing quote (GET /api/public/quotes/:slug and the preview). */
export type PublicQuoteDto = Omit<
  QuoteDto,
  (typeof INTERNAL_QUOTE_FIELDS)[number] | (typeof PERSONAL_QUOTE_FIELDS)[number]
> & {
  agent: PublicQuoteAgent;
  branding: PublicBranding;
  /** Who travels as counts, e.g. "2 adults, 1 child" (domain/quotes/party.ts); null when unknown. */
  party: string | null;
};

// ---- customers acting on a public quote ------------------------------------

const contactName = text('Name', 120).min(1, 'Name is required');
const contactEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Please enter a valid email' }));
const contactPhone = text('Phone', 40);
/** Hidden field people never fill; a bot that fills it is answered 201 and ignored. */
const honeypot = z.string().max(500).optional();

export const QuoteAcceptSchema = z.object({
  name: contactName,
  email: contactEmail,
  phone: contactPhone.min(1, 'Phone is required').regex(/^[+()\d\s-]{7,}$/, 'Please enter a valid phone number'),
  message: optText('Message', 5000),
  website: honeypot,
});
export type QuoteAcceptInput = z.infer<typeof QuoteAcceptSchema>;

export const QuoteEnquireSchema = z.object({
  name: contactName,
  email: contactEmail,
  phone: contactPhone
    .regex(/^([+()\d\s-]{7,})?$/, 'Please enter a valid phone number')
    .nullable()
    .optional(),
  message: text('Message', 5000).min(1, 'Message is required'),
  website: honeypot,
});
export type QuoteEnquireInput = z.infer<typeof QuoteEnquireSchema>;

export type QuoteContactResponse = { ok: true; message: string };
