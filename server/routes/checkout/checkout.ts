import { and, asc, eq, ne, or, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookPackage, claimBookings } from '../../commands/live/book-live-items';
import { bookingDepsOf, bookingTrackerOf } from '../../commands/live/booking-deps';
import { checkoutBasket, findPackageByKey, PriceChangedError } from '../../commands/live/checkout-basket';
import { clearSeenPackage } from '../../commands/live/clear-seen-package';
import { failStaleBookings, loadBasket } from '../../commands/live/load-basket';
import { bookingPackages, liveBookings } from '../../db/schema';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { presentCheckoutItem, presentPackage, type LiveBookingDbRow, type PackageRow } from '../../presenters/live';
import {
  CheckoutAcceptedSchema,
  CheckoutBodySchema,
  CheckoutConflictSchema,
  PackageParamsSchema,
  PackageResponseSchema,
  RetryBodySchema,
} from './schema';
import { BasketResponseSchema } from '../basket/schema';
import { takeSandboxPayment } from './payment';
import { isUuid } from '@domain/ids';

async function bookingsOf(app: FastifyInstance, packageId: string): Promise<LiveBookingDbRow[]> {
  return app.ctx.db
    .select()
    .from(liveBookings)
    .where(eq(liveBookings.packageId, packageId))
    .orderBy(asc(liveBookings.createdAt), asc(liveBookings.id));
}

/** Claims the package's items in `from` and books them after the response (tracked for shutdown). */
async function startBooking(app: FastifyInstance, pkg: PackageRow, from: ('pending' | 'failed')[]): Promise<void> {
  // A retry also picks up items stuck 'booking' well past the supplier time limit (a crashed process).
  const stale = from.includes('failed') ? new Date(Date.now() - app.ctx.env.SUPPLIER_TIMEOUT_MS - 60_000) : undefined;
  const claimed = await claimBookings(app.ctx.db, { packageId: pkg.id }, from, stale);
  if (claimed.length === 0) return;
  await app.ctx.db
    .update(bookingPackages)
    .set({ status: 'booking', updatedAt: new Date() })
    .where(eq(bookingPackages.id, pkg.id));
  const deps = bookingDepsOf(app);
  bookingTrackerOf(app).track(bookPackage(deps, pkg.id, claimed).catch(deps.onError));
}

/** Checkout of the basket as one package, its retry and its status. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, suppliers } = app.ctx;
  app.addHook('onClose', async () => {
    await bookingTrackerOf(app).settle();
  });

  async function loadPackage(viewerReq: Parameters<typeof viewerOf>[0], packageId: string): Promise<PackageRow> {
    const [row] = isUuid(packageId)
      ? await db.select().from(bookingPackages).where(eq(bookingPackages.id, packageId))
      : [];
    authorize(viewerOf(viewerReq), 'live-booking.read', row);
    return row;
  }

  app.post(
    '/api/checkout',
    {
      config: { access: 'live.book' },
      schema: { body: CheckoutBodySchema, response: { 202: CheckoutAcceptedSchema, 409: CheckoutConflictSchema } },
    },
    async (req, reply) => {
      const userId = viewerOf(req).user.id;
      const { idempotencyKey, leadPassenger, payment } = req.body;
      const again = await findPackageByKey(db, userId, idempotencyKey);
      if (again)
        return reply
          .status(202)
          .send({ packageId: again.id, items: (await bookingsOf(app, again.id)).map(presentCheckoutItem) });
      const cardLast4 = takeSandboxPayment(payment.cardNumber);
      let result;
      try {
        result = await checkoutBasket(db, suppliers, { userId, idempotencyKey, leadPassenger, cardLast4 });
      } catch (err) {
        if (!(err instanceof PriceChangedError)) throw err;
        return reply
          .status(409)
          .send({ error: { code: 'price_changed', message: err.message }, basket: await loadBasket(db, userId) });
      }
      if (result.created) await startBooking(app, result.pkg, ['pending']);
      return reply
        .status(202)
        .send({ packageId: result.pkg.id, items: (await bookingsOf(app, result.pkg.id)).map(presentCheckoutItem) });
    },
  );

  app.post(
    '/api/checkout/:packageId/retry',
    {
      config: { access: 'live.book' },
      schema: { params: PackageParamsSchema, body: RetryBodySchema, response: { 202: CheckoutAcceptedSchema } },
    },
    async (req, reply) => {
      const pkg = await loadPackage(req, req.params.packageId);
      // The same retry key twice (double click, network retry) retries once.
      const [fresh] = await db
        .update(bookingPackages)
        .set({ lastRetryKey: req.body.idempotencyKey, updatedAt: new Date() })
        .where(
          and(
            eq(bookingPackages.id, pkg.id),
            or(isNull(bookingPackages.lastRetryKey), ne(bookingPackages.lastRetryKey, req.body.idempotencyKey)),
          ),
        )
        .returning();
      if (fresh) await startBooking(app, fresh, ['failed']);
      return reply
        .status(202)
        .send({ packageId: pkg.id, items: (await bookingsOf(app, pkg.id)).map(presentCheckoutItem) });
    },
  );

  // The agent has seen the package's confirmation: a fully confirmed package leaves the basket.
  app.post(
    '/api/checkout/:packageId/seen',
    {
      config: { access: 'live.book' },
      schema: { params: PackageParamsSchema, response: { 200: BasketResponseSchema } },
    },
    async (req) => {
      const pkg = await loadPackage(req, req.params.packageId);
      const userId = viewerOf(req).user.id;
      await clearSeenPackage(db, userId, pkg.id);
      return loadBasket(db, userId);
    },
  );

  app.get(
    '/api/checkout/:packageId',
    {
      config: { access: 'live.book' },
      schema: { params: PackageParamsSchema, response: { 200: PackageResponseSchema } },
    },
    async (req) => {
      const pkg = await loadPackage(req, req.params.packageId);
      await failStaleBookings(db, pkg.userId, app.ctx.env.SUPPLIER_TIMEOUT_MS);
      return presentPackage(pkg, await bookingsOf(app, pkg.id));
    },
  );
};

export default checkoutRoutes;
