import { z } from 'zod';
import { BOARD_CODES, DriverSchema, HOTEL_SORTS, PaymentSchema } from '@domain/live/schemas';

const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

export const HotelSearchQuerySchema = z.object({
  destination: z.string().default(''),
  checkIn: z.string().default(''),
  checkOut: z.string().default(''),
  rooms: z.string().default(''),
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(1000, 'Page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be 1 to 50' })
    .int('Page size must be 1 to 50')
    .min(1, 'Page size must be 1 to 50')
    .max(50, 'Page size must be 1 to 50')
    .default(20),
  sort: z.enum(HOTEL_SORTS, { error: `Sort must be one of ${HOTEL_SORTS.join(', ')}` }).default('price_asc'),
  minPrice: z.coerce
    .number({ error: 'Enter the minimum price in pence' })
    .int('Enter the minimum price in pence')
    .min(0, 'Enter the minimum price in pence')
    .optional(),
  maxPrice: z.coerce
    .number({ error: 'Enter the maximum price in pence' })
    .int('Enter the maximum price in pence')
    .min(0, 'Enter the maximum price in pence')
    .optional(),
  stars: csv
    .transform((list) => list.map(Number))
    .pipe(
      z.array(
        z
          .number({ error: 'Stars are 1 to 5' })
          .int('Stars are 1 to 5')
          .min(1, 'Stars are 1 to 5')
          .max(5, 'Stars are 1 to 5'),
      ),
    ),
  boards: csv.pipe(z.array(z.enum(BOARD_CODES, { error: `Boards are ${BOARD_CODES.join(', ')}` }))),
  name: z.string().trim().max(80, 'The hotel name is too long').optional(),
});

export const HotelDetailQuerySchema = z.object({
  checkIn: z.string().default(''),
  checkOut: z.string().default(''),
  rooms: z.string().default(''),
});

export const AutocompleteQuerySchema = z.object({
  q: z.string().trim().max(80, 'The search text is too long').default(''),
});

export const CarSearchQuerySchema = z.object({
  pickupLocation: z.string().default(''),
  driverAge: z.string().default(''),
  pickupDate: z.string().default(''),
  returnDate: z.string().default(''),
});

// The answers' schemas are shared with the SPA, which checks its answers against them.
export {
  CarBookNowResponseSchema,
  CarRateResponseSchema,
  CarSearchResponseSchema,
  HotelDetailResponseSchema,
  HotelSearchResponseSchema,
  LiveInfoSchema,
  PlacesSchema,
} from '@domain/live/responses';

export const CarBookBodySchema = z.object({
  rateReference: z.string({ error: 'Choose a car rate' }).min(1, 'Choose a car rate').max(200, 'Choose a car rate'),
  driver: DriverSchema,
  idempotencyKey: z.uuid({ error: 'Send a new idempotency key (a UUID) with each booking' }),
  payment: PaymentSchema,
});

// Shared with the SPA, which checks its answers against it.
export { LiveBookingRowSchema } from '@domain/live/responses';

/** Issues of a failed parse -> { field: message }, first message per field. */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}
