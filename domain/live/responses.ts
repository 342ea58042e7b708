import { z } from 'zod';
import type { Money } from '../basket';
import { listResponseSchema } from '../list';

/*
 * Live Bookings' answers as zod schemas: the server's routes declare them as
 * their response schemas and the SPA checks answers against them.
 */

/** Integer pence in pounds sterling. */
export const MoneySchema = z.object({
  amount: z.number().int(),
  currency: z.literal('GBP'),
}) satisfies z.ZodType<Money>;

export const LIVE_BOOKING_STATUSES = ['pending', 'booking', 'confirmed', 'failed', 'cancelled'] as const;
export const LIVE_BOOKING_TYPES = ['accommodation', 'car_rental'] as const;

/** One booked hotel or car, as Live Bookings lists it. */
export const LiveBookingRowSchema = z.object({
  id: z.string(),
  bookingReference: z.string(),
  supplierReference: z.string().nullable(),
  type: z.enum(LIVE_BOOKING_TYPES),
  supplier: z.string(),
  status: z.enum(LIVE_BOOKING_STATUSES),
  agent: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  leadName: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  amount: MoneySchema,
  packageId: z.string().nullable(),
  createdAt: z.string(),
  error: z.string().nullable(),
});
export type LiveBookingRow = z.infer<typeof LiveBookingRowSchema>;

export const LiveBookingsResponseSchema = listResponseSchema(LiveBookingRowSchema);
export type LiveBookingsResponse = z.infer<typeof LiveBookingsResponseSchema>;
