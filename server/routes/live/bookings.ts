import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingDepsOf } from '../../commands/live/booking-deps';
import { bookCarNow } from '../../commands/live/book-car-now';
import { liveBookings, profiles } from '../../db/schema';
import { bookingInProgress, supplierFailed } from '../../errors';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { presentLiveBooking } from '../../presenters/live';
import { takeSandboxPayment } from '../checkout/payment';
import { CarBookBodySchema, CarBookNowResponseSchema, LiveBookingRowSchema } from './schema';

/** "Book now" for a car (outside the basket) and a booking's confirmation page data. */
const liveBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/live/cars/book',
    {
      config: { access: 'live.book' },
      schema: { body: CarBookBodySchema, response: { 201: CarBookNowResponseSchema } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const { rateReference, driver, idempotencyKey, payment } = req.body;
      // The same payment step as the basket's checkout: a declined card books nothing.
      takeSandboxPayment(payment.cardNumber);
      const row = await bookCarNow(bookingDepsOf(app), {
        userId: viewer.user.id,
        rateReference,
        driver,
        idempotencyKey,
      });
      if (row.status === 'failed') throw supplierFailed(row.error ?? 'The supplier could not confirm the booking.');
      if (row.status !== 'confirmed') throw bookingInProgress();
      return reply.status(201).send({ bookingReference: row.bookingReference });
    },
  );

  app.get(
    '/api/live/bookings/:bookingReference',
    {
      config: { access: 'live-bookings.read' },
      schema: { params: z.object({ bookingReference: z.string().max(40) }), response: { 200: LiveBookingRowSchema } },
    },
    async (req) => {
      const [found] = await db
        .select({
          booking: liveBookings,
          agent: {
            id: profiles.id,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
            agentName: profiles.agentName,
            email: profiles.email,
          },
        })
        .from(liveBookings)
        .leftJoin(profiles, eq(profiles.id, liveBookings.userId))
        .where(eq(liveBookings.bookingReference, req.params.bookingReference.toUpperCase()));
      const booking = found?.booking;
      authorize(viewerOf(req), 'live-booking.read', booking);
      return presentLiveBooking(booking, found?.agent ?? null);
    },
  );
};

export default liveBookingRoutes;
