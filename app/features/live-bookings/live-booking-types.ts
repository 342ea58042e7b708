export type { LiveBookingRow as LiveBooking, LiveBookingsResponse as LiveBookingList } from '@domain/live/types';
