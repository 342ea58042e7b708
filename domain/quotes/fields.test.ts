import { describe, expect, it } from 'vitest';
import { QUOTE_FIELDS, pickQuoteFields } from './fields';
import { QuoteInputSchema } from './schema';

const EIGHT = [
  'outbound_departure_time',
  'outbound_arrival_time',
  'outbound_departure_airport',
  'outbound_arrival_airport',
  'return_departure_time',
  'return_arrival_time',
  'return_departure_airport',
  'return_arrival_airport',
];

describe('QUOTE_FIELDS (SPEC 3 allow-list)', () => {
  it('holds the SPEC list with the 8 outbound/return time and airport fields, no email', () => {
    const specList =
      'id, agent_id, slug, title, hotel_name, hotel_description, hero_image, image_urls, star_rating, flight_details, accommodation_details, transfer_details, pricing_details, agent_branding_info, created_at, updated_at, social_post_text, quote_status, is_published, cruise_details, car_hire, extras, general_booking, itinerary_details, AiData, destination, departure_airport, destination_airport, departure_date, outbound and return departure and arrival times and airports, airlines, hand_luggage, hold_luggage, board_basis, room_type, duration_days, original_supplier_price, supplier_discount_price, supplier_discount, agent_discount, final_price, final_price_total, final_price_per_person, total_price, adults, children, infants, passengers, deposit, payment_option, payment_schedule, deposit_due_date, balance_due_date, flight_airline, flight_class, flight_number_outbound, flight_number_inbound, flight_notes, flight_departure_date, flight_return_date, internal_flights, transfer_type, pickup_location, dropoff_location, transfer_additional_info, show_supplier_logo, supplier_logo_url, cancellation_policy, notes, facebook_post_status, facebook_post_id, facebook_post_url, facebook_posted_at, facebook_headline, facebook_story_content'
        .split(', ')
        .flatMap((f) => (f === 'outbound and return departure and arrival times and airports' ? EIGHT : [f]));
    expect([...QUOTE_FIELDS].sort()).toEqual(specList.sort());
    expect(new Set(QUOTE_FIELDS).size).toBe(QUOTE_FIELDS.length);
    for (const f of [
      'outbound_departure_time',
      'outbound_arrival_time',
      'outbound_departure_airport',
      'outbound_arrival_airport',
      'return_departure_time',
      'return_arrival_time',
      'return_departure_airport',
      'return_arrival_airport',
      'airlines',
      'AiData',
      'facebook_story_content',
    ])
      expect(QUOTE_FIELDS).toContain(f);
    expect(QUOTE_FIELDS).not.toContain('email');
  });

  it('every field the input schema accepts is allow-listed (kind aside)', () => {
    for (const key of Object.keys(QuoteInputSchema.shape)) expect(QUOTE_FIELDS).toContain(key);
  });
});

describe('pickQuoteFields', () => {
  it('drops unknown keys and email at the top level', () => {
    const out = pickQuoteFields({
      title: 'Rome',
      email: 'a@b.co',
      password: 'x',
      is_admin: true,
      hotel_name: 'Roma',
    });
    expect(out).toEqual({ title: 'Rome', hotel_name: 'Roma' });
  });

  it('filters nested objects by their own allow-lists and drops email in them', () => {
    const out = pickQuoteFields({
      title: 'T',
      car_hire: { included: true, company: 'Hertz', email: 'x@y.z', secret: 1 },
      passengers: [{ name: 'Ann', type: 'adult', age: 30, email: 'ann@x.co', passport: 'P1' }],
      itinerary_details: {
        days: [
          {
            day: 1,
            title: 'Arrive',
            email: 'z@z.z',
            activities: [{ time: null, title: 'Walk', email: 'q@q.q', cost: 3 }],
          },
        ],
        email: 'top@x.co',
      },
    });
    expect(out.car_hire).toEqual({ included: true, company: 'Hertz' });
    expect(out.passengers).toEqual([{ name: 'Ann', type: 'adult', age: 30 }]);
    expect(out.itinerary_details).toEqual({
      days: [{ day: 1, title: 'Arrive', activities: [{ time: null, title: 'Walk' }] }],
    });
  });

  it('keeps opaque objects as given but removes email at any depth', () => {
    const out = pickQuoteFields({
      title: 'T',
      AiData: { a: 1, email: 'x', deep: { email: 'y', b: [{ email: 'z', c: 2 }] } },
    });
    expect(out.AiData).toEqual({ a: 1, deep: { b: [{ c: 2 }] } });
  });

  it('works the same for insert, update and upsert payloads', () => {
    const insert = { title: 'New', email: 'a@b.co' };
    const update = {
      hotel_name: 'H',
      email: 'a@b.co',
      extras: [{ title: 'Spa', price: 100, email: 'e' }],
    };
    const upsert = {
      id: '7',
      title: 'U',
      email: 'a@b.co',
      general_booking: { email: 'g', ref: 'R1' },
    };
    expect(pickQuoteFields(insert)).toEqual({ title: 'New' });
    expect(pickQuoteFields(update)).toEqual({
      hotel_name: 'H',
      extras: [{ title: 'Spa', price: 100 }],
    });
    expect(pickQuoteFields(upsert)).toEqual({
      id: '7',
      title: 'U',
      general_booking: { ref: 'R1' },
    });
  });

  it('keeps null (clearing a field) and leaves undefined out', () => {
    expect(
      pickQuoteFields({
        title: 'T',
        hotel_name: null,
        destination: undefined,
        cruise_details: null,
      }),
    ).toEqual({
      title: 'T',
      hotel_name: null,
      cruise_details: null,
    });
  });
});
