import { LiveBookingRowSchema, LiveBookingsResponseSchema } from '@domain/live/responses';
import { queryString, request } from '~/lib/api';

export type { LiveBookingRow as LiveBooking } from '@domain/live/responses';

/** GET /api/live-bookings: one page of live bookings (an agent's own; managers and admins see all). */
export type LiveBookingListParams = {
  q?: string;
  status?: string;
  type?: string;
  page?: number;
  pageSize?: number;
};

/** Query keys of Live Bookings; a cancel invalidates `liveBookingKeys.all`. */
export const liveBookingKeys = {
  all: ['live-bookings'] as const,
  list: (params: LiveBookingListParams) => ['live-bookings', 'list', params] as const,
  byReference: (reference: string) => ['live-bookings', 'reference', reference] as const,
};

export function listLiveBookings(params: LiveBookingListParams, signal?: AbortSignal) {
  return request(LiveBookingsResponseSchema, `/api/live-bookings${queryString(params)}`, { signal });
}

/** Cancels a confirmed booking with its supplier. */
export function cancelLiveBooking(id: string) {
  return request(LiveBookingRowSchema, `/api/live-bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

/** A live booking by its reference (the car confirmation page). */
export function getLiveBookingByReference(reference: string, signal?: AbortSignal) {
  return request(LiveBookingRowSchema, `/api/live/bookings/${encodeURIComponent(reference)}`, { signal });
}
