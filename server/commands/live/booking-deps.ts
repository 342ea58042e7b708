import type { FastifyInstance } from 'fastify';
import { createBookingTracker, type BookingDeps } from './book-live-items';

type Tracker = ReturnType<typeof createBookingTracker>;
const trackers = new WeakMap<FastifyInstance['ctx'], Tracker>();

/** What booking needs from the app: db, suppliers, events and the supplier time limit. */
export function bookingDepsOf(app: FastifyInstance): BookingDeps {
  return {
    db: app.ctx.db,
    suppliers: app.ctx.suppliers,
    events: app.ctx.events,
    timeoutMs: app.ctx.env.SUPPLIER_TIMEOUT_MS,
    onError: (err) => app.log.error({ err }, 'live booking'),
  };
}

/** One tracker of background bookings per app, so shutdown waits for them. */
export function bookingTrackerOf(app: FastifyInstance): Tracker {
  let tracker = trackers.get(app.ctx);
  if (!tracker) {
    tracker = createBookingTracker();
    trackers.set(app.ctx, tracker);
  }
  return tracker;
}
