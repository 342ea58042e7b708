import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, pageParams, searchParam } from '@domain/list';
import { cancelLiveBooking } from '../../commands/live/cancel-live-booking';
import { liveBookings, profiles } from '../../db/schema';
import { notFound } from '../../errors';
import { IdParams, paginate, searchColumns } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { scopeToOwner } from '../../policies/scope';
import { presentLiveBooking } from '../../presenters/live';
import { LiveBookingRowSchema } from '../live/schema';

const ListQuerySchema = z.object({
  q: searchParam(),
  status: z
    .enum(['pending', 'booking', 'confirmed', 'failed', 'cancelled'], { error: 'Choose a status from the list' })
    .optional(),
  type: z.enum(['accommodation', 'car_rental'], { error: "Type must be 'accommodation' or 'car_rental'" }).optional(),
  ...pageParams(25),
});

const agentColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  agentName: profiles.agentName,
  email: profiles.email,
};

/** Live Bookings ('/dashboard/hotel-bookings'): agents see their own, admins and managers everyone's. */
const liveBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, suppliers } = app.ctx;
  const access = { access: 'live-bookings.read' as const };

  app.get(
    '/api/live-bookings',
    {
      config: access,
      schema: {
        querystring: ListQuerySchema,
        response: { 200: listResponseSchema(LiveBookingRowSchema) },
      },
    },
    async (req) => {
      const { q, status, type, page, pageSize } = req.query;
      const query = db
        .select({ booking: liveBookings, agent: agentColumns })
        .from(liveBookings)
        .leftJoin(profiles, eq(profiles.id, liveBookings.userId))
        .where(
          and(
            scopeToOwner(viewerOf(req), 'live-bookings.read.all', liveBookings.userId),
            status ? eq(liveBookings.status, status) : undefined,
            type ? eq(liveBookings.type, type) : undefined,
            searchColumns(q, [
              liveBookings.bookingReference,
              liveBookings.supplierReference,
              liveBookings.title,
              liveBookings.leadName,
              profiles.email,
            ]),
          ),
        )
        .$dynamic();
      const orderBy = [desc(liveBookings.createdAt), desc(liveBookings.id)];
      const list = await paginate(db, query, { orderBy, page, pageSize });
      return { ...list, items: list.items.map((r) => presentLiveBooking(r.booking, r.agent)) };
    },
  );

  app.post(
    '/api/live-bookings/:id/cancel',
    {
      config: access,
      schema: { params: IdParams, response: { 200: LiveBookingRowSchema } },
    },
    async (req) => {
      const { id } = req.params;
      if (!id) throw notFound();
      const [found] = await db
        .select({ booking: liveBookings, agent: agentColumns })
        .from(liveBookings)
        .leftJoin(profiles, eq(profiles.id, liveBookings.userId))
        .where(eq(liveBookings.id, id));
      const booking = found?.booking;
      authorize(viewerOf(req), 'live-booking.cancel', booking);
      return presentLiveBooking(await cancelLiveBooking(db, suppliers, booking.id), found?.agent ?? null);
    },
  );
};

export default liveBookingsRoutes;
