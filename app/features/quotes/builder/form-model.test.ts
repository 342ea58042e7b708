import { describe, expect, it } from 'vitest';
import { pickQuoteFields } from '@domain/quotes/fields';
import type { QuoteDto } from '@domain/quotes/schema';
import { emptyBuilderValues, formPathFor, fromQuoteDto, toQuoteInput, type BuilderValues } from './form-model';
import { validateBuilder } from './resolver';

function full(): BuilderValues {
  const v = emptyBuilderValues();
  return {
    ...v,
    title: '  Crete family week ',
    destination: 'Crete',
    departure_date: '2027-06-12',
    hotel_name: 'Aldemar Knossos Royal',
    star_rating: '5',
    hero_image: '/uploads/0b5d2c1e-8f3a-4c6b-9d7e-1a2b3c4d5e6f.png',
    image_urls: ['/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7.png', ''],
    outbound_departure_airport: 'LGW',
    outbound_arrival_airport: 'HER',
    outbound_departure_time: '06:15',
    flight_class: 'economy',
    flight_details: { outbound_stops: '0', inbound_stops: '', baggage_notes: '' },
    internal_flights: [
      { from: 'HER', to: 'JTR', date: '2027-06-14', time: '', airline: 'Sky Express', flight_number: 'GQ123' },
    ],
    board_basis: 'all_inclusive',
    transfer_type: 'private',
    cruise_details: { ...v.cruise_details, included: true, cruise_line: 'Celestyal', ports: 'Mykonos\n\n Santorini ' },
    car_hire: { ...v.car_hire, included: false, company: 'Hertz' },
    extras: [
      { title: 'Spa day', description: '', price: '120.50' },
      { title: '', description: '', price: '' },
    ],
    adults: '2',
    children: '1',
    passengers: [
      { name: 'Ana Silva', type: 'adult', age: '' },
      { name: '', type: 'adult', age: '' },
    ],
    original_supplier_price: '£3,250.00',
    supplier_discount: '100',
    agent_discount: '50.5',
    deposit: '250',
    payment_option: 'deposit',
    balance_due_date: '2027-04-03',
    payment_schedule: [{ label: 'Deposit', due_date: '2027-01-10', amount: '250' }],
    pricing_details: { price_includes: 'Flights\nHotel\n', price_notes: '' },
    show_supplier_logo: true,
    itinerary_details: {
      days: [
        {
          date: '',
          title: 'Arrival',
          location: 'Heraklion',
          description: '',
          image_url: '',
          activities: [
            { time: '', title: 'Check in', place: '', description: '' },
            { time: '19:30', title: 'Dinner', place: 'Taverna', description: '' },
            { time: '', title: '', place: '', description: '' },
          ],
        },
      ],
    },
  };
}

describe('toQuoteInput', () => {
  it('turns pounds into integer pence and blanks into null', () => {
    const { input, errors } = toQuoteInput(full());
    expect(errors).toEqual({});
    expect(input.title).toBe('Crete family week');
    expect(input.original_supplier_price).toBe(325000);
    expect(input.supplier_discount).toBe(10000);
    expect(input.agent_discount).toBe(5050);
    expect(input.deposit).toBe(25000);
    expect(input.extras).toEqual([{ title: 'Spa day', description: null, price: 12050 }]);
    expect(input.payment_schedule).toEqual([{ label: 'Deposit', due_date: '2027-01-10', amount: 25000 }]);
    expect(input.star_rating).toBe(5);
    expect(input.hotel_description).toBeNull();
    expect(input.image_urls).toEqual(['/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7.png']);
  });

  it('drops untouched list rows and keeps the rest', () => {
    const { input } = toQuoteInput(full());
    expect(input.passengers).toEqual([{ name: 'Ana Silva', type: 'adult', age: null }]);
    expect(input.pricing_details).toEqual({ price_includes: ['Flights', 'Hotel'], price_notes: null });
    expect(input.cruise_details?.ports).toEqual(['Mykonos', 'Santorini']);
  });

  it('keeps an empty activity time empty (never midnight) and numbers the days', () => {
    const days = toQuoteInput(full()).input.itinerary_details?.days ?? [];
    expect(days).toHaveLength(1);
    expect(days[0]?.day).toBe(1);
    expect(days[0]?.activities).toEqual([
      { time: null, title: 'Check in', place: null, description: null },
      { time: '19:30', title: 'Dinner', place: 'Taverna', description: null },
    ]);
  });

  it('removes a switched-off car hire and marks the transfer included', () => {
    const { input } = toQuoteInput(full());
    expect(input.car_hire).toBeNull();
    expect(input.transfer_details).toEqual({ included: true, duration_minutes: null, notes: null });
  });

  it('names the field of an amount it cannot read', () => {
    const v = full();
    v.deposit = '12.345';
    v.extras[0] = { title: 'Spa', description: '', price: '-3' };
    expect(toQuoteInput(v).errors).toEqual({
      deposit: 'Deposit must be an amount in pounds, like 1299.50',
      'extras.0.price': 'Extra price cannot be negative',
    });
  });

  it('sends nothing outside the allow-list', () => {
    const { input } = toQuoteInput(full());
    expect(pickQuoteFields(input)).toEqual(input);
  });
});

describe('validateBuilder', () => {
  it('accepts a full quote', () => {
    expect(validateBuilder(full()).ok).toBe(true);
  });

  it('puts schema messages on the form fields', () => {
    const v = full();
    v.title = '   ';
    v.outbound_departure_time = '25:00';
    v.adults = 'abc';
    v.extras = [{ title: '', description: 'no title', price: '10' }];
    const r = validateBuilder(v);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.title).toBe('Title is required');
    expect(r.errors.outbound_departure_time).toBe('Outbound departure time must be a time (HH:MM)');
    expect(r.errors.adults).toMatch(/^Adults must be/);
    expect(r.errors['extras.0.title']).toBe('Extra title is required');
  });

  it('maps list-as-lines paths to their textarea', () => {
    expect(formPathFor(['cruise_details', 'ports', 3])).toBe('cruise_details.ports');
    expect(formPathFor(['itinerary_details', 'days', 2, 'day'])).toBe('itinerary_details.days.2.title');
    expect(formPathFor(['extras', 0, 'price'])).toBe('extras.0.price');
  });
});

describe('fromQuoteDto', () => {
  it('round-trips a saved quote back into the same body', () => {
    const { input } = toQuoteInput(full());
    const dto = {
      ...Object.fromEntries(Object.keys(input).map((k) => [k, null])),
      ...input,
      id: 'q1',
      kind: 'standard',
    } as unknown as QuoteDto;
    const again = toQuoteInput(fromQuoteDto(dto)).input;
    expect(again).toEqual(input);
  });

  it('shows pence as pounds with two decimals', () => {
    const { input } = toQuoteInput(full());
    const dto = {
      ...input,
      image_urls: [],
      internal_flights: [],
      extras: input.extras,
      passengers: [],
      payment_schedule: [],
    } as unknown as QuoteDto;
    const v = fromQuoteDto(dto);
    expect(v.original_supplier_price).toBe('3250.00');
    expect(v.agent_discount).toBe('50.50');
    expect(v.extras[0]?.price).toBe('120.50');
  });
});
