import type { QuoteDto, QuoteInput } from '@domain/quotes/schema';
import { moneyErrorMessage, parsePounds, penceToPoundsInput } from '../money';

/*
 * The builder's form holds what the inputs hold: text. Money is typed in
 * pounds, counts and ratings as digits, lists of lines as one textarea. The
 * field paths are the API's paths, so a message from QuoteInputSchema or from
 * a 400 lands on the input it is about.
 */

export type InternalFlightRow = {
  from: string;
  to: string;
  date: string;
  time: string;
  airline: string;
  flight_number: string;
};
export type ExtraRow = { title: string; description: string; price: string };
export type PassengerRow = { name: string; type: 'adult' | 'child' | 'infant'; age: string };
export type PaymentRow = { label: string; due_date: string; amount: string };
export type ActivityRow = { time: string; title: string; place: string; description: string };
export type DayRow = {
  date: string;
  title: string;
  location: string;
  description: string;
  image_url: string;
  activities: ActivityRow[];
};

export type BuilderValues = {
  title: string;
  destination: string;
  departure_date: string;
  hotel_name: string;
  hotel_description: string;
  hero_image: string;
  image_urls: string[];
  star_rating: string;
  departure_airport: string;
  destination_airport: string;
  outbound_departure_airport: string;
  outbound_arrival_airport: string;
  outbound_departure_time: string;
  outbound_arrival_time: string;
  return_departure_airport: string;
  return_arrival_airport: string;
  return_departure_time: string;
  return_arrival_time: string;
  airlines: string;
  flight_airline: string;
  flight_class: string;
  flight_number_outbound: string;
  flight_number_inbound: string;
  flight_departure_date: string;
  flight_return_date: string;
  flight_notes: string;
  hand_luggage: string;
  hold_luggage: string;
  flight_details: { outbound_stops: string; inbound_stops: string; baggage_notes: string };
  internal_flights: InternalFlightRow[];
  board_basis: string;
  room_type: string;
  duration_days: string;
  accommodation_details: { check_in: string; check_out: string; rooms: string; room_notes: string };
  transfer_type: string;
  pickup_location: string;
  dropoff_location: string;
  transfer_additional_info: string;
  transfer_details: { duration_minutes: string; notes: string };
  cruise_details: {
    included: boolean;
    cruise_line: string;
    ship_name: string;
    cabin_type: string;
    embark_port: string;
    disembark_port: string;
    embark_date: string;
    disembark_date: string;
    ports: string;
    notes: string;
  };
  car_hire: {
    included: boolean;
    company: string;
    car_type: string;
    pickup_location: string;
    dropoff_location: string;
    pickup_date: string;
    dropoff_date: string;
    notes: string;
  };
  extras: ExtraRow[];
  adults: string;
  children: string;
  infants: string;
  passengers: PassengerRow[];
  original_supplier_price: string;
  supplier_discount: string;
  agent_discount: string;
  deposit: string;
  payment_option: string;
  deposit_due_date: string;
  balance_due_date: string;
  payment_schedule: PaymentRow[];
  pricing_details: { price_includes: string; price_notes: string };
  cancellation_policy: string;
  notes: string;
  show_supplier_logo: boolean;
  supplier_logo_url: string;
  itinerary_details: { days: DayRow[] };
};

export const emptyDay = (): DayRow => ({
  date: '',
  title: '',
  location: '',
  description: '',
  image_url: '',
  activities: [],
});
export const emptyActivity = (): ActivityRow => ({ time: '', title: '', place: '', description: '' });

/** A blank quote: two adults, the usual starting point. */
export function emptyBuilderValues(): BuilderValues {
  return {
    title: '',
    destination: '',
    departure_date: '',
    hotel_name: '',
    hotel_description: '',
    hero_image: '',
    image_urls: [],
    star_rating: '',
    departure_airport: '',
    destination_airport: '',
    outbound_departure_airport: '',
    outbound_arrival_airport: '',
    outbound_departure_time: '',
    outbound_arrival_time: '',
    return_departure_airport: '',
    return_arrival_airport: '',
    return_departure_time: '',
    return_arrival_time: '',
    airlines: '',
    flight_airline: '',
    flight_class: '',
    flight_number_outbound: '',
    flight_number_inbound: '',
    flight_departure_date: '',
    flight_return_date: '',
    flight_notes: '',
    hand_luggage: '',
    hold_luggage: '',
    flight_details: { outbound_stops: '', inbound_stops: '', baggage_notes: '' },
    internal_flights: [],
    board_basis: '',
    room_type: '',
    duration_days: '',
    accommodation_details: { check_in: '', check_out: '', rooms: '', room_notes: '' },
    transfer_type: '',
    pickup_location: '',
    dropoff_location: '',
    transfer_additional_info: '',
    transfer_details: { duration_minutes: '', notes: '' },
    cruise_details: {
      included: false,
      cruise_line: '',
      ship_name: '',
      cabin_type: '',
      embark_port: '',
      disembark_port: '',
      embark_date: '',
      disembark_date: '',
      ports: '',
      notes: '',
    },
    car_hire: {
      included: false,
      company: '',
      car_type: '',
      pickup_location: '',
      dropoff_location: '',
      pickup_date: '',
      dropoff_date: '',
      notes: '',
    },
    extras: [],
    adults: '2',
    children: '0',
    infants: '0',
    passengers: [],
    original_supplier_price: '',
    supplier_discount: '',
    agent_discount: '',
    deposit: '',
    payment_option: '',
    deposit_due_date: '',
    balance_due_date: '',
    payment_schedule: [],
    pricing_details: { price_includes: '', price_notes: '' },
    cancellation_policy: '',
    notes: '',
    show_supplier_logo: false,
    supplier_logo_url: '',
    itinerary_details: { days: [] },
  };
}

// ---- form -> API ------------------------------------------------------------

/** Blank text is "not set": null, so clearing a box clears the saved value. */
const str = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** Digits as a number; blank is null; anything else is NaN, which the schema refuses by name. */
const num = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim()));

const lines = (v: string): string[] =>
  v
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function oneOf<T extends string>(values: readonly T[], v: string): T | null {
  return values.find((x) => x === v) ?? null;
}

const isBlankRow = (row: Record<string, unknown>, ignore: readonly string[] = []) =>
  Object.entries(row).every(
    ([k, v]) =>
      ignore.includes(k) || (typeof v === 'string' ? v.trim() === '' : Array.isArray(v) ? v.length === 0 : true),
  );

export type FieldErrorMap = Record<string, string>;

/** Labels of the pounds boxes, for messages that name the field. */
export const MONEY_LABELS = {
  original_supplier_price: 'Supplier price',
  supplier_discount: 'Supplier discount',
  agent_discount: 'Agent discount',
  deposit: 'Deposit',
} as const;

/**
 * Turns the form into the API's quote body (pence, numbers, nulls, lists)
 * plus the amounts that could not be read as pounds, keyed by field path.
 * Wholly blank list rows are dropped, so an untouched "add" row is not an error.
 */
export function toQuoteInput(v: BuilderValues): { input: QuoteInput; errors: FieldErrorMap } {
  const errors: FieldErrorMap = {};
  const money = (path: string, label: string, text: string): number | null => {
    const r = parsePounds(text);
    if (r.ok) return r.pence;
    errors[path] = moneyErrorMessage(label, r.reason);
    return null;
  };

  const extras = v.extras
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => !isBlankRow(e))
    .map(({ e, i }) => ({
      title: e.title.trim(),
      description: str(e.description),
      price: money(`extras.${i}.price`, 'Extra price', e.price),
    }));
  const schedule = v.payment_schedule
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => !isBlankRow(p))
    .map(({ p, i }) => ({
      label: p.label.trim(),
      due_date: str(p.due_date),
      amount: money(`payment_schedule.${i}.amount`, 'Payment amount', p.amount) ?? 0,
    }));

  const type = oneOf(['none', 'shared', 'private', 'shuttle'] as const, v.transfer_type);
  const cruise = v.cruise_details;
  const car = v.car_hire;

  const input: QuoteInput = {
    title: v.title.trim(),
    destination: str(v.destination),
    departure_date: str(v.departure_date),
    hotel_name: str(v.hotel_name),
    hotel_description: str(v.hotel_description),
    hero_image: str(v.hero_image),
    image_urls: v.image_urls.filter((u) => u.trim() !== ''),
    star_rating: num(v.star_rating),
    departure_airport: str(v.departure_airport),
    destination_airport: str(v.destination_airport),
    outbound_departure_airport: str(v.outbound_departure_airport),
    outbound_arrival_airport: str(v.outbound_arrival_airport),
    outbound_departure_time: str(v.outbound_departure_time),
    outbound_arrival_time: str(v.outbound_arrival_time),
    return_departure_airport: str(v.return_departure_airport),
    return_arrival_airport: str(v.return_arrival_airport),
    return_departure_time: str(v.return_departure_time),
    return_arrival_time: str(v.return_arrival_time),
    airlines: str(v.airlines),
    flight_airline: str(v.flight_airline),
    flight_class: oneOf(['economy', 'premium_economy', 'business', 'first'] as const, v.flight_class),
    flight_number_outbound: str(v.flight_number_outbound),
    flight_number_inbound: str(v.flight_number_inbound),
    flight_departure_date: str(v.flight_departure_date),
    flight_return_date: str(v.flight_return_date),
    flight_notes: str(v.flight_notes),
    hand_luggage: str(v.hand_luggage),
    hold_luggage: str(v.hold_luggage),
    flight_details: isBlankRow(v.flight_details)
      ? null
      : {
          outbound_stops: num(v.flight_details.outbound_stops),
          inbound_stops: num(v.flight_details.inbound_stops),
          baggage_notes: str(v.flight_details.baggage_notes),
        },
    internal_flights: v.internal_flights
      .filter((f) => !isBlankRow(f))
      .map((f) => ({
        from: str(f.from),
        to: str(f.to),
        date: str(f.date),
        time: str(f.time),
        airline: str(f.airline),
        flight_number: str(f.flight_number),
      })),
    board_basis: oneOf(
      ['room_only', 'self_catering', 'bed_and_breakfast', 'half_board', 'full_board', 'all_inclusive'] as const,
      v.board_basis,
    ),
    room_type: str(v.room_type),
    duration_days: num(v.duration_days),
    accommodation_details: isBlankRow(v.accommodation_details)
      ? null
      : {
          check_in: str(v.accommodation_details.check_in),
          check_out: str(v.accommodation_details.check_out),
          rooms: num(v.accommodation_details.rooms),
          room_notes: str(v.accommodation_details.room_notes),
        },
    transfer_type: type,
    pickup_location: str(v.pickup_location),
    dropoff_location: str(v.dropoff_location),
    transfer_additional_info: str(v.transfer_additional_info),
    transfer_details:
      type === null && isBlankRow(v.transfer_details)
        ? null
        : {
            included: type !== null && type !== 'none',
            duration_minutes: num(v.transfer_details.duration_minutes),
            notes: str(v.transfer_details.notes),
          },
    // Switching a cruise or car hire off removes it from the quote (and from the protection rules).
    cruise_details: cruise.included
      ? {
          included: true,
          cruise_line: str(cruise.cruise_line),
          ship_name: str(cruise.ship_name),
          cabin_type: str(cruise.cabin_type),
          embark_port: str(cruise.embark_port),
          disembark_port: str(cruise.disembark_port),
          embark_date: str(cruise.embark_date),
          disembark_date: str(cruise.disembark_date),
          ports: lines(cruise.ports),
          notes: str(cruise.notes),
        }
      : null,
    car_hire: car.included
      ? {
          included: true,
          company: str(car.company),
          car_type: str(car.car_type),
          pickup_location: str(car.pickup_location),
          dropoff_location: str(car.dropoff_location),
          pickup_date: str(car.pickup_date),
          dropoff_date: str(car.dropoff_date),
          notes: str(car.notes),
        }
      : null,
    extras,
    adults: num(v.adults),
    children: num(v.children),
    infants: num(v.infants),
    passengers: v.passengers
      .filter((p) => !isBlankRow(p, ['type']))
      .map((p) => ({ name: p.name.trim(), type: p.type, age: num(p.age) })),
    original_supplier_price: money(
      'original_supplier_price',
      MONEY_LABELS.original_supplier_price,
      v.original_supplier_price,
    ),
    supplier_discount: money('supplier_discount', MONEY_LABELS.supplier_discount, v.supplier_discount),
    agent_discount: money('agent_discount', MONEY_LABELS.agent_discount, v.agent_discount),
    deposit: money('deposit', MONEY_LABELS.deposit, v.deposit),
    payment_option: oneOf(['full', 'deposit', 'instalments'] as const, v.payment_option),
    deposit_due_date: str(v.deposit_due_date),
    balance_due_date: str(v.balance_due_date),
    payment_schedule: schedule,
    pricing_details: isBlankRow(v.pricing_details)
      ? null
      : { price_includes: lines(v.pricing_details.price_includes), price_notes: str(v.pricing_details.price_notes) },
    cancellation_policy: str(v.cancellation_policy),
    notes: str(v.notes),
    show_supplier_logo: v.show_supplier_logo,
    supplier_logo_url: str(v.supplier_logo_url),
    itinerary_details:
      v.itinerary_details.days.length === 0
        ? null
        : {
            days: v.itinerary_details.days.map((d, i) => ({
              day: i + 1,
              date: str(d.date),
              title: str(d.title),
              location: str(d.location),
              description: str(d.description),
              image_url: str(d.image_url),
              activities: d.activities
                .filter((a) => !isBlankRow(a))
                // An empty time stays null: "no time", never midnight.
                .map((a) => ({
                  time: str(a.time),
                  title: a.title.trim(),
                  place: str(a.place),
                  description: str(a.description),
                })),
            })),
          },
  };
  return { input, errors };
}

/**
 * Where a schema message belongs in the form. Lists typed as lines
 * (ports, price includes) report on their textarea; an itinerary day's
 * number is set by its position, so its message goes to the day title.
 */
export function formPathFor(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  const joined = parts.join('.');
  if (joined.startsWith('cruise_details.ports')) return 'cruise_details.ports';
  if (joined.startsWith('pricing_details.price_includes')) return 'pricing_details.price_includes';
  if (/^itinerary_details\.days\.\d+\.day$/.test(joined)) return joined.replace(/\.day$/, '.title');
  if (joined === 'transfer_details.included') return 'transfer_type';
  return joined;
}

// ---- API -> form ------------------------------------------------------------

const s = (v: string | null | undefined): string => v ?? '';
const n = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v));

/** A saved quote as the builder's form values. */
export function fromQuoteDto(q: QuoteDto): BuilderValues {
  const base = emptyBuilderValues();
  const cruise = q.cruise_details;
  const car = q.car_hire;
  return {
    ...base,
    title: s(q.title),
    destination: s(q.destination),
    departure_date: s(q.departure_date),
    hotel_name: s(q.hotel_name),
    hotel_description: s(q.hotel_description),
    hero_image: s(q.hero_image),
    image_urls: [...q.image_urls],
    star_rating: n(q.star_rating),
    departure_airport: s(q.departure_airport),
    destination_airport: s(q.destination_airport),
    outbound_departure_airport: s(q.outbound_departure_airport),
    outbound_arrival_airport: s(q.outbound_arrival_airport),
    outbound_departure_time: s(q.outbound_departure_time),
    outbound_arrival_time: s(q.outbound_arrival_time),
    return_departure_airport: s(q.return_departure_airport),
    return_arrival_airport: s(q.return_arrival_airport),
    return_departure_time: s(q.return_departure_time),
    return_arrival_time: s(q.return_arrival_time),
    airlines: s(q.airlines),
    flight_airline: s(q.flight_airline),
    flight_class: s(q.flight_class),
    flight_number_outbound: s(q.flight_number_outbound),
    flight_number_inbound: s(q.flight_number_inbound),
    flight_departure_date: s(q.flight_departure_date),
    flight_return_date: s(q.flight_return_date),
    flight_notes: s(q.flight_notes),
    hand_luggage: s(q.hand_luggage),
    hold_luggage: s(q.hold_luggage),
    flight_details: {
      outbound_stops: n(q.flight_details?.outbound_stops),
      inbound_stops: n(q.flight_details?.inbound_stops),
      baggage_notes: s(q.flight_details?.baggage_notes),
    },
    internal_flights: q.internal_flights.map((f) => ({
      from: s(f.from),
      to: s(f.to),
      date: s(f.date),
      time: s(f.time),
      airline: s(f.airline),
      flight_number: s(f.flight_number),
    })),
    board_basis: s(q.board_basis),
    room_type: s(q.room_type),
    duration_days: n(q.duration_days),
    accommodation_details: {
      check_in: s(q.accommodation_details?.check_in),
      check_out: s(q.accommodation_details?.check_out),
      rooms: n(q.accommodation_details?.rooms),
      room_notes: s(q.accommodation_details?.room_notes),
    },
    transfer_type: s(q.transfer_type),
    pickup_location: s(q.pickup_location),
    dropoff_location: s(q.dropoff_location),
    transfer_additional_info: s(q.transfer_additional_info),
    transfer_details: {
      duration_minutes: n(q.transfer_details?.duration_minutes),
      notes: s(q.transfer_details?.notes),
    },
    cruise_details: {
      included: cruise?.included ?? false,
      cruise_line: s(cruise?.cruise_line),
      ship_name: s(cruise?.ship_name),
      cabin_type: s(cruise?.cabin_type),
      embark_port: s(cruise?.embark_port),
      disembark_port: s(cruise?.disembark_port),
      embark_date: s(cruise?.embark_date),
      disembark_date: s(cruise?.disembark_date),
      ports: (cruise?.ports ?? []).join('\n'),
      notes: s(cruise?.notes),
    },
    car_hire: {
      included: car?.included ?? false,
      company: s(car?.company),
      car_type: s(car?.car_type),
      pickup_location: s(car?.pickup_location),
      dropoff_location: s(car?.dropoff_location),
      pickup_date: s(car?.pickup_date),
      dropoff_date: s(car?.dropoff_date),
      notes: s(car?.notes),
    },
    extras: q.extras.map((e) => ({
      title: e.title,
      description: s(e.description),
      price: penceToPoundsInput(e.price),
    })),
    adults: n(q.adults),
    children: n(q.children),
    infants: n(q.infants),
    passengers: q.passengers.map((p) => ({ name: p.name, type: p.type, age: n(p.age) })),
    original_supplier_price: penceToPoundsInput(q.original_supplier_price),
    supplier_discount: penceToPoundsInput(q.supplier_discount),
    agent_discount: penceToPoundsInput(q.agent_discount),
    deposit: penceToPoundsInput(q.deposit),
    payment_option: s(q.payment_option),
    deposit_due_date: s(q.deposit_due_date),
    balance_due_date: s(q.balance_due_date),
    payment_schedule: q.payment_schedule.map((p) => ({
      label: p.label,
      due_date: s(p.due_date),
      amount: penceToPoundsInput(p.amount),
    })),
    pricing_details: {
      price_includes: (q.pricing_details?.price_includes ?? []).join('\n'),
      price_notes: s(q.pricing_details?.price_notes),
    },
    cancellation_policy: s(q.cancellation_policy),
    notes: s(q.notes),
    show_supplier_logo: q.show_supplier_logo,
    supplier_logo_url: s(q.supplier_logo_url),
    itinerary_details: {
      days: (q.itinerary_details?.days ?? []).map((d) => ({
        date: s(d.date),
        title: s(d.title),
        location: s(d.location),
        description: s(d.description),
        image_url: s(d.image_url),
        activities: (d.activities ?? []).map((a) => ({
          time: s(a.time),
          title: a.title,
          place: s(a.place),
          description: s(a.description),
        })),
      })),
    },
  };
}
