/**
 * The Quote allow-list of SPEC 3: only these keys are ever sent on insert,
 * update or upsert, by the SPA and by the server alike.
 */
export const QUOTE_FIELDS = [
  'id',
  'agent_id',
  'slug',
  'title',
  'hotel_name',
  'hotel_description',
  'hero_image',
  'image_urls',
  'star_rating',
  'flight_details',
  'accommodation_details',
  'transfer_details',
  'pricing_details',
  'agent_branding_info',
  'created_at',
  'updated_at',
  'social_post_text',
  'quote_status',
  'is_published',
  'cruise_details',
  'car_hire',
  'extras',
  'general_booking',
  'itinerary_details',
  'AiData',
  'destination',
  'departure_airport',
  'destination_airport',
  'departure_date',
  'outbound_departure_time',
  'outbound_arrival_time',
  'outbound_departure_airport',
  'outbound_arrival_airport',
  'return_departure_time',
  'return_arrival_time',
  'return_departure_airport',
  'return_arrival_airport',
  'airlines',
  'hand_luggage',
  'hold_luggage',
  'board_basis',
  'room_type',
  'duration_days',
  'original_supplier_price',
  'supplier_discount_price',
  'supplier_discount',
  'agent_discount',
  'final_price',
  'final_price_total',
  'final_price_per_person',
  'total_price',
  'adults',
  'children',
  'infants',
  'passengers',
  'deposit',
  'payment_option',
  'payment_schedule',
  'deposit_due_date',
  'balance_due_date',
  'flight_airline',
  'flight_class',
  'flight_number_outbound',
  'flight_number_inbound',
  'flight_notes',
  'flight_departure_date',
  'flight_return_date',
  'internal_flights',
  'transfer_type',
  'pickup_location',
  'dropoff_location',
  'transfer_additional_info',
  'show_supplier_logo',
  'supplier_logo_url',
  'cancellation_policy',
  'notes',
  'facebook_post_status',
  'facebook_post_id',
  'facebook_post_url',
  'facebook_posted_at',
  'facebook_headline',
  'facebook_story_content',
] as const;

export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** Keys the server sets itself; a client's values for them are ignored. */
export const SERVER_SET_FIELDS = ['id', 'agent_id', 'slug', 'created_at', 'updated_at', 'agent_branding_info'] as const;

/** Keys the server recomputes from the prices on every save (domain/quotes/pricing.ts). */
export const COMPUTED_PRICE_FIELDS = [
  'supplier_discount_price',
  'final_price',
  'final_price_total',
  'final_price_per_person',
  'total_price',
] as const;

/**
 * How a nested value is filtered: `true` keeps a scalar (or an array of
 * scalars) as given, `opaque` keeps an object as given minus any `email`,
 * `object`/`array` recurse with their own allow-list.
 */
type FieldRule = true | 'opaque' | { object: Readonly<Record<string, FieldRule>> } | { array: FieldRule };

const obj = (fields: readonly string[], extra: Readonly<Record<string, FieldRule>> = {}): FieldRule => ({
  object: { ...Object.fromEntries(fields.map((f) => [f, true as const])), ...extra },
});

/** Allow-lists of the nested objects (the same shapes as schema.ts). */
export const NESTED_FIELD_RULES: Partial<Record<QuoteField, FieldRule>> = {
  flight_details: obj(['outbound_stops', 'inbound_stops', 'baggage_notes']),
  accommodation_details: obj(['check_in', 'check_out', 'rooms', 'room_notes']),
  transfer_details: obj(['included', 'duration_minutes', 'notes']),
  pricing_details: obj(['price_includes', 'price_notes']),
  cruise_details: obj([
    'included',
    'cruise_line',
    'ship_name',
    'cabin_type',
    'embark_port',
    'disembark_port',
    'embark_date',
    'disembark_date',
    'ports',
    'notes',
  ]),
  car_hire: obj([
    'included',
    'company',
    'car_type',
    'pickup_location',
    'dropoff_location',
    'pickup_date',
    'dropoff_date',
    'notes',
  ]),
  extras: { array: obj(['title', 'description', 'price']) },
  passengers: { array: obj(['name', 'type', 'age']) },
  payment_schedule: { array: obj(['label', 'due_date', 'amount']) },
  internal_flights: { array: obj(['from', 'to', 'date', 'time', 'airline', 'flight_number']) },
  itinerary_details: obj([], {
    days: {
      array: obj(['day', 'date', 'title', 'location', 'description', 'image_url'], {
        activities: { array: obj(['time', 'title', 'place', 'description']) },
      }),
    },
  }),
  agent_branding_info: 'opaque',
  general_booking: 'opaque',
  AiData: 'opaque',
};

const ALLOWED = new Set<string>(QUOTE_FIELDS);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Removes every `email` key at any depth, keeping everything else. */
function withoutEmail(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmail);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (k !== 'email') out[k] = withoutEmail(v);
  return out;
}

function applyRule(rule: FieldRule, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (rule === true) return withoutEmail(value);
  if (rule === 'opaque') return withoutEmail(value);
  if ('array' in rule) return Array.isArray(value) ? value.map((v) => applyRule(rule.array, v)) : value;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, sub] of Object.entries(rule.object)) {
    if (k !== 'email' && k in value) out[k] = applyRule(sub, value[k]);
  }
  return out;
}

/**
 * Keeps only the allow-listed keys of a quote payload (nested objects filtered
 * by their own allow-lists) and always drops `email`, at any level (SPEC 3).
 * Used before every insert, update and upsert, in the SPA and on the server.
 */
export function pickQuoteFields<T extends object>(input: T): Partial<Record<QuoteField, unknown>> {
  const out: Partial<Record<QuoteField, unknown>> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'email' || !ALLOWED.has(key) || value === undefined) continue;
    const field = QUOTE_FIELDS.find((f) => f === key);
    if (!field) continue;
    const rule = NESTED_FIELD_RULES[field];
    out[field] = rule ? applyRule(rule, value) : withoutEmail(value);
  }
  return out;
}
