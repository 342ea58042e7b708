import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailField } from '../schemas/auth';
import { daysBetween, isIsoDate, isIsoDateTime, londonNow, londonToday } from './dates';

/** Live search limits, shared by the forms and the API. */
export const LIVE_LIMITS = {
  maxRooms: 5,
  maxAdultsPerRoom: 6,
  maxChildrenPerRoom: 4,
  maxChildAge: 17,
  maxNights: 30,
  maxRentalDays: 60,
  minDriverAge: 18,
  maxDriverAge: 99,
} as const;

export const BOARD_CODES = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type BoardCode = (typeof BOARD_CODES)[number];
export const BOARD_DESCRIPTIONS: Record<BoardCode, string> = {
  RO: 'Room Only',
  BB: 'Bed & Breakfast',
  HB: 'Half Board',
  FB: 'Full Board',
  AI: 'All Inclusive',
};

export const HOTEL_SORTS = ['price_asc', 'price_desc', 'stars_desc', 'name_asc'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

export const CAR_CATEGORIES = [
  'mini',
  'economy',
  'compact',
  'intermediate',
  'suv',
  'people_carrier',
  'premium',
  'convertible',
] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

const code = (label: string) => z.string().trim().min(1, `Choose a ${label}`).max(20, `Choose a ${label}`);

export const RoomSchema = z
  .object({
    adults: z
      .number({ error: 'Each room needs at least 1 adult' })
      .int('Each room needs at least 1 adult')
      .min(1, 'Each room needs at least 1 adult')
      .max(LIVE_LIMITS.maxAdultsPerRoom, `At most ${LIVE_LIMITS.maxAdultsPerRoom} adults per room`),
    children: z
      .number({ error: 'Enter the number of children' })
      .int('Enter the number of children')
      .min(0, 'Enter the number of children')
      .max(LIVE_LIMITS.maxChildrenPerRoom, `At most ${LIVE_LIMITS.maxChildrenPerRoom} children per room`),
    childAges: z
      .array(
        z
          .number({ error: 'Enter an age for each child' })
          .int('Enter an age for each child')
          .min(0, 'Enter an age for each child')
          .max(LIVE_LIMITS.maxChildAge, `A child is 0 to ${LIVE_LIMITS.maxChildAge} years old`),
      )
      .default([]),
  })
  .superRefine((room, ctx) => {
    if (room.childAges.length !== room.children) {
      ctx.addIssue({ code: 'custom', path: ['childAges'], message: 'Enter an age for each child' });
    }
  });
export type Room = z.infer<typeof RoomSchema>;

/** Hotel search (form and API). Dates are checked against today in London. */
export const HotelSearchSchema = z
  .object({
    destination: code('destination'),
    checkIn: z.string().refine(isIsoDate, 'Enter a check-in date'),
    checkOut: z.string().refine(isIsoDate, 'Enter a check-out date'),
    rooms: z
      .array(RoomSchema)
      .min(1, 'Add at least 1 room')
      .max(LIVE_LIMITS.maxRooms, `At most ${LIVE_LIMITS.maxRooms} rooms`),
  })
  .superRefine((s, ctx) => {
    if (!isIsoDate(s.checkIn) || !isIsoDate(s.checkOut)) return;
    if (s.checkIn <= londonToday()) {
      ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Check-in must be in the future' });
    }
    const nights = daysBetween(s.checkIn, s.checkOut);
    if (nights < 1) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out must be after check-in' });
    } else if (nights > LIVE_LIMITS.maxNights) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: `A stay can be at most ${LIVE_LIMITS.maxNights} nights`,
      });
    }
  });
export type HotelSearch = z.infer<typeof HotelSearchSchema>;

/** Car search (form and API). Times are UK local 'YYYY-MM-DDTHH:MM'. */
export const CarSearchSchema = z
  .object({
    pickupLocation: code('pick-up location'),
    driverAge: z.coerce
      .number({ error: 'Enter the driver age' })
      .int('Enter the driver age in whole years')
      .min(LIVE_LIMITS.minDriverAge, `The driver must be ${LIVE_LIMITS.minDriverAge} to ${LIVE_LIMITS.maxDriverAge}`)
      .max(LIVE_LIMITS.maxDriverAge, `The driver must be ${LIVE_LIMITS.minDriverAge} to ${LIVE_LIMITS.maxDriverAge}`),
    pickupDate: z.string().refine(isIsoDateTime, 'Enter a pick-up date and time'),
    returnDate: z.string().refine(isIsoDateTime, 'Enter a return date and time'),
  })
  .superRefine((s, ctx) => {
    if (!isIsoDateTime(s.pickupDate) || !isIsoDateTime(s.returnDate)) return;
    if (s.pickupDate <= londonNow()) {
      ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: 'Pick-up must be in the future' });
    }
    if (s.returnDate <= s.pickupDate) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Return must be after pick-up' });
    } else if (daysBetween(s.pickupDate.slice(0, 10), s.returnDate.slice(0, 10)) > LIVE_LIMITS.maxRentalDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['returnDate'],
        message: `A rental can be at most ${LIVE_LIMITS.maxRentalDays} days`,
      });
    }
  });
export type CarSearch = z.infer<typeof CarSearchSchema>;

const name = (label: string) =>
  z.string().trim().min(1, `Enter the ${label}`).max(LIMITS.name, `The ${label} is too long`);
const email = emailField;
const phone = z
  .string()
  .trim()
  .max(LIMITS.phone, 'Please enter a valid phone number')
  .refine((v) => v.replace(/\D/g, '').length >= 7, 'Please enter a valid phone number');

export const PERSON_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] as const;
const title = z.string().trim().min(1, 'Choose a title').max(10, 'Choose a title');

/** The lead passenger and contact of a checkout. */
export const LeadPassengerSchema = z.object({
  title,
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  phone,
  addressLine1: z.string().trim().min(1, 'Enter the first line of the address').max(200, 'The address is too long'),
  city: z.string().trim().min(1, 'Enter the town or city').max(100, 'The town or city is too long'),
  postcode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/.test(v), 'Enter a valid UK postcode'),
});
export type LeadPassenger = z.infer<typeof LeadPassengerSchema>;

/** The main driver of a car rental. */
export const DriverSchema = z.object({
  title,
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  phone,
  age: z.coerce
    .number({ error: 'Enter the driver age' })
    .int('Enter the driver age in whole years')
    .min(LIVE_LIMITS.minDriverAge, `The driver must be ${LIVE_LIMITS.minDriverAge} to ${LIVE_LIMITS.maxDriverAge}`)
    .max(LIVE_LIMITS.maxDriverAge, `The driver must be ${LIVE_LIMITS.minDriverAge} to ${LIVE_LIMITS.maxDriverAge}`),
  licenceNumber: z.string().trim().max(40, 'The licence number is too long').optional(),
  flightNumber: z.string().trim().max(12, 'The flight number is too long').optional(),
});
export type Driver = z.infer<typeof DriverSchema>;

/** Digits only: people type card numbers with spaces or dashes. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The sandbox card; the server declines 4000 0000 0000 0002. */
export const PaymentSchema = z.object({
  cardholderName: z
    .string()
    .trim()
    .min(1, 'Enter the cardholder name')
    .max(LIMITS.name, 'The cardholder name is too long'),
  cardNumber: z.string().refine((v) => /^\d{13,19}$/.test(cardDigits(v)), 'Enter a card number of 13 to 19 digits'),
  expiry: z
    .string()
    .refine((v) => /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(v.trim()), 'Enter the expiry as MM/YY')
    .refine((v) => {
      const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(v.trim());
      if (!m) return true;
      const ym = `20${m[2]}-${m[1]}`;
      return ym >= londonToday().slice(0, 7);
    }, 'The card has expired'),
  cvc: z.string().refine((v) => /^\d{3,4}$/.test(v.trim()), 'Enter the 3 or 4 digit security code'),
});
export type Payment = z.infer<typeof PaymentSchema>;

const ROOM_PART = /^(\d{1,2}):(\d{1,2})((?:-\d{1,2})*)$/;

/**
 * The API's rooms text '2:0,2:1-7' -> rooms, or null when it is not in that
 * format (the schema then names the field).
 */
export function parseRoomsParam(text: string): Room[] | null {
  const rooms: Room[] = [];
  for (const part of text.split(',')) {
    const m = ROOM_PART.exec(part.trim());
    if (!m) return null;
    const childAges = (m[3] ?? '')
      .split('-')
      .filter((s) => s !== '')
      .map(Number);
    rooms.push({ adults: Number(m[1]), children: Number(m[2]), childAges });
  }
  return rooms.length > 0 ? rooms : null;
}

/** rooms -> '2:0,2:1-7'. */
export function formatRoomsParam(rooms: readonly Room[]): string {
  return rooms.map((r) => `${r.adults}:${r.children}${r.childAges.map((a) => `-${a}`).join('')}`).join(',');
}
