import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { londonNow, londonToday, rentalDays } from './dates';
import {
  CarSearchSchema,
  DriverSchema,
  HotelSearchSchema,
  LeadPassengerSchema,
  PaymentSchema,
  formatRoomsParam,
  parseRoomsParam,
} from './schemas';

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

// 23:30 UTC on 30 June is already 1 July in London (BST).
const NOW = new Date('2027-06-30T23:30:00Z');
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const hotel = {
  destination: 'TFS',
  checkIn: '2027-07-02',
  checkOut: '2027-07-09',
  rooms: [{ adults: 2, children: 1, childAges: [7] }],
};

describe('London dates', () => {
  it('uses the London wall clock, not UTC', () => {
    expect(londonToday()).toBe('2027-07-01');
    expect(londonNow()).toBe('2027-07-01T00:30');
    expect(londonToday(new Date('2027-01-15T23:30:00Z'))).toBe('2027-01-15');
  });
  it('counts every started day of a rental', () => {
    expect(rentalDays('2027-07-02T10:00', '2027-07-09T10:00')).toBe(7);
    expect(rentalDays('2027-07-02T10:00', '2027-07-09T11:00')).toBe(8);
    expect(rentalDays('2027-07-02T10:00', '2027-07-02T12:00')).toBe(1);
  });
});

describe('HotelSearchSchema', () => {
  it('accepts a valid search', () => {
    expect(HotelSearchSchema.safeParse(hotel).success).toBe(true);
  });
  it('check-in must be after today in London', () => {
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, checkIn: '2027-07-01' })).checkIn).toBe(
      'Check-in must be in the future',
    );
    expect(
      errors(HotelSearchSchema.safeParse({ ...hotel, checkIn: '2027-06-30', checkOut: '2027-07-03' })).checkIn,
    ).toBe('Check-in must be in the future');
  });
  it('check-out must be after check-in, at most 30 nights', () => {
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, checkOut: '2027-07-02' })).checkOut).toBe(
      'Check-out must be after check-in',
    );
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, checkOut: '2027-07-01' })).checkOut).toBe(
      'Check-out must be after check-in',
    );
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, checkOut: '2027-08-02' })).checkOut).toBe(
      'A stay can be at most 30 nights',
    );
    expect(HotelSearchSchema.safeParse({ ...hotel, checkOut: '2027-08-01' }).success).toBe(true);
  });
  it('names malformed dates', () => {
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, checkIn: '2027-02-30' })).checkIn).toBe(
      'Enter a check-in date',
    );
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, checkOut: 'soon' })).checkOut).toBe('Enter a check-out date');
  });
  it('rooms: 1 to 5, each with an adult and an age per child', () => {
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, rooms: [] })).rooms).toBe('Add at least 1 room');
    const six = Array.from({ length: 6 }, () => ({ adults: 1, children: 0, childAges: [] }));
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, rooms: six })).rooms).toBe('At most 5 rooms');
    expect(
      errors(HotelSearchSchema.safeParse({ ...hotel, rooms: [{ adults: 0, children: 0, childAges: [] }] }))[
        'rooms.0.adults'
      ],
    ).toBe('Each room needs at least 1 adult');
    expect(
      errors(HotelSearchSchema.safeParse({ ...hotel, rooms: [{ adults: 2, children: 2, childAges: [4] }] }))[
        'rooms.0.childAges'
      ],
    ).toBe('Enter an age for each child');
    expect(
      errors(HotelSearchSchema.safeParse({ ...hotel, rooms: [{ adults: 2, children: 1, childAges: [18] }] }))[
        'rooms.0.childAges.0'
      ],
    ).toBe('A child is 0 to 17 years old');
    expect(
      errors(HotelSearchSchema.safeParse({ ...hotel, rooms: [{ adults: 7, children: 0, childAges: [] }] }))[
        'rooms.0.adults'
      ],
    ).toBe('At most 6 adults per room');
  });
  it('requires a destination', () => {
    expect(errors(HotelSearchSchema.safeParse({ ...hotel, destination: ' ' })).destination).toBe(
      'Choose a destination',
    );
  });
});

describe('rooms parameter', () => {
  it('round-trips "2:0,2:1-7"', () => {
    const rooms = parseRoomsParam('2:0,2:1-7');
    expect(rooms).toEqual([
      { adults: 2, children: 0, childAges: [] },
      { adults: 2, children: 1, childAges: [7] },
    ]);
    expect(rooms && formatRoomsParam(rooms)).toBe('2:0,2:1-7');
  });
  it('refuses other text', () => {
    expect(parseRoomsParam('two')).toBeNull();
    expect(parseRoomsParam('')).toBeNull();
    expect(parseRoomsParam('2:1-7,')).toBeNull();
  });
});

const car = { pickupLocation: 'TFS', driverAge: 30, pickupDate: '2027-07-01T10:00', returnDate: '2027-07-08T10:00' };

describe('CarSearchSchema', () => {
  it('accepts a valid search and coerces the age', () => {
    expect(CarSearchSchema.parse({ ...car, driverAge: '30' }).driverAge).toBe(30);
  });
  it('pick-up must be after now in London', () => {
    expect(errors(CarSearchSchema.safeParse({ ...car, pickupDate: '2027-07-01T00:15' })).pickupDate).toBe(
      'Pick-up must be in the future',
    );
    expect(CarSearchSchema.safeParse({ ...car, pickupDate: '2027-07-01T00:45' }).success).toBe(true);
  });
  it('return must be after pick-up', () => {
    expect(errors(CarSearchSchema.safeParse({ ...car, returnDate: '2027-07-01T10:00' })).returnDate).toBe(
      'Return must be after pick-up',
    );
    expect(errors(CarSearchSchema.safeParse({ ...car, returnDate: '2027-06-30T10:00' })).returnDate).toBe(
      'Return must be after pick-up',
    );
  });
  it('driver age 18-99 and well-formed times', () => {
    expect(errors(CarSearchSchema.safeParse({ ...car, driverAge: 17 })).driverAge).toBe('The driver must be 18 to 99');
    expect(errors(CarSearchSchema.safeParse({ ...car, driverAge: 100 })).driverAge).toBe('The driver must be 18 to 99');
    expect(errors(CarSearchSchema.safeParse({ ...car, pickupDate: '2027-07-01 10:00' })).pickupDate).toBe(
      'Enter a pick-up date and time',
    );
    expect(errors(CarSearchSchema.safeParse({ ...car, returnDate: '2027-07-08T25:00' })).returnDate).toBe(
      'Enter a return date and time',
    );
  });
});

describe('people', () => {
  const lead = {
    title: 'Mrs',
    firstName: 'Ann',
    lastName: 'Smith',
    email: 'Ann@Example.com',
    phone: '07700 900123',
    addressLine1: '1 High Street',
    city: 'Leeds',
    postcode: 'ls1 4ap',
  };
  it('lead passenger: normalises e-mail and postcode, names bad fields', () => {
    const r = LeadPassengerSchema.parse(lead);
    expect(r.email).toBe('ann@example.com');
    expect(r.postcode).toBe('LS1 4AP');
    expect(errors(LeadPassengerSchema.safeParse({ ...lead, postcode: '12345' })).postcode).toBe(
      'Enter a valid UK postcode',
    );
    expect(errors(LeadPassengerSchema.safeParse({ ...lead, firstName: '' })).firstName).toBe('Enter the first name');
    expect(errors(LeadPassengerSchema.safeParse({ ...lead, email: 'x' })).email).toBe('Please enter a valid email');
  });
  it('driver: age is a number 18-99', () => {
    const d = {
      title: 'Mr',
      firstName: 'Bob',
      lastName: 'Jones',
      email: 'b@example.com',
      phone: '07700900123',
      age: 24,
    };
    expect(DriverSchema.parse(d).age).toBe(24);
    expect(errors(DriverSchema.safeParse({ ...d, age: 16 })).age).toBe('The driver must be 18 to 99');
  });
  it('payment: card digits, MM/YY not expired, CVC', () => {
    const p = { cardholderName: 'Ann Smith', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(PaymentSchema.safeParse(p).success).toBe(true);
    expect(errors(PaymentSchema.safeParse({ ...p, cardNumber: '4242' })).cardNumber).toBe(
      'Enter a card number of 13 to 19 digits',
    );
    expect(errors(PaymentSchema.safeParse({ ...p, expiry: '06/27' })).expiry).toBe('The card has expired');
    expect(PaymentSchema.safeParse({ ...p, expiry: '07/27' }).success).toBe(true);
    expect(errors(PaymentSchema.safeParse({ ...p, expiry: '13/30' })).expiry).toBe('Enter the expiry as MM/YY');
    expect(errors(PaymentSchema.safeParse({ ...p, cvc: '1' })).cvc).toBe('Enter the 3 or 4 digit security code');
  });
});
