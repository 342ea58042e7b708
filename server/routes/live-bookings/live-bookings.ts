import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveBookings, profiles } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { SupplierError } from '../../integrations/suppliers';
import { viewerOf } from '../../plugins/auth';
import { authorizeLive, liveBookingPolicy } from '../../policies/live';
import { presentLiveBooking } from '../../presenters/live';
import { LiveBookingRowSchema } from '../live/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ListQuerySchema = z.object({
  q: z.string().trim().max(100, 'The search text is too long').default(''),
  status: z
    .enum(['pending', 'booking', 'confirmed', 'failed', 'cancelled'], { error: 'Choose a status from the list' })
    .optional(),
  type: z.enum(['accommodation', 'car_rental'], { error: "Type must be 'accommodation' or 'car_rental'" }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be 1 to 100' })
    .int('Page size must be 1 to 100')
    .min(1, 'Page size must be 1 to 100')
    .max(100, 'Page size must be 1 to 100')
    .default(25),
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
  const access = { access: '/dashboard/hotel-bookings' as const };

  app.get(
    '/api/live-bookings',
    {
      config: access,
      schema: {
        querystring: ListQuerySchema,
        response: {
          200: z.object({
            items: z.array(LiveBookingRowSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const { q, status, type, page, pageSize } = req.query;
      const where: SQL[] = [];
      if (!liveBookingPolicy.listAll(viewer)) where.push(eq(liveBookings.userId, viewer.user.id));
      if (status) where.push(eq(liveBookings.status, status));
      if (type) where.push(eq(liveBookings.type, type));
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const text = or(
          ilike(liveBookings.bookingReference, like),
          ilike(liveBookings.supplierReference, like),
          ilike(liveBookings.title, like),
          ilike(liveBookings.leadName, like),
          ilike(profiles.email, like),
        );
        if (text) where.push(text);
      }
      const filter = where.length > 0 ? and(...where) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ booking: liveBookings, agent: agentColumns })
          .from(liveBookings)
          .leftJoin(profiles, eq(profiles.id, liveBookings.userId))
          .where(filter)
          .orderBy(desc(liveBookings.createdAt), desc(liveBookings.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(liveBookings)
          .leftJoin(profiles, eq(profiles.id, liveBookings.userId))
          .where(filter),
      ]);
      return { items: rows.map((r) => presentLiveBooking(r.booking, r.agent)), total: totals?.n ?? 0, page, pageSize };
    },
  );

  app.post(
    '/api/live-bookings/:id/cancel',
    {
      config: access,
      schema: { params: z.object({ id: z.string().max(60) }), response: { 200: LiveBookingRowSchema } },
    },
    async (req) => {
      if (!UUID.test(req.params.id)) throw notFound();
      const [found] = await db
        .select({ booking: liveBookings, agent: agentColumns })
        .from(liveBookings)
        .leftJoin(profiles, eq(profiles.id, liveBookings.userId))
        .where(eq(liveBookings.id, req.params.id));
      const booking = authorizeLive(viewerOf(req), 'cancel', found?.booking);
      if (booking.status === 'cancelled') return presentLiveBooking(booking, found?.agent ?? null);
      if (booking.status !== 'confirmed' || !booking.supplierReference) {
        throw new AppError(409, 'not_cancellable', 'Only confirmed bookings can be cancelled.');
      }
      const supplier = booking.type === 'car_rental' ? suppliers.car : suppliers.hotel;
      try {
        await supplier.cancel(booking.supplierReference);
      } catch (err) {
        if (err instanceof SupplierError) throw new AppError(502, 'supplier_failed', err.message);
        throw err;
      }
      const [saved] = await db
        .update(liveBookings)
        .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
        .where(and(eq(liveBookings.id, booking.id), eq(liveBookings.status, 'confirmed')))
        .returning();
      return presentLiveBooking(saved ?? booking, found?.agent ?? null);
    },
  );
};

export default liveBookingsRoutes;
