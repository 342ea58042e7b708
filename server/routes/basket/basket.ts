import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failStaleBookings, loadBasket } from '../../commands/live/load-basket';
import { priceBasketItem } from '../../commands/live/price-basket-item';
import { basketItems, liveBookings } from '../../db/schema';
import { basketBooking, basketFull, itemBooking, notFound, validation } from '../../errors';
import { viewerOf } from '../../plugins/auth';
import { AddBasketItemSchema, BasketResponseSchema, ItemParamsSchema, MAX_BASKET_ITEMS } from './schema';
import { isUuid } from '@domain/ids';

const BUSY = 'This item is being booked; wait for the result.';

/** The server-side basket of the signed-in user (SPEC 3/4); it survives reloads and devices. */
const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, suppliers } = app.ctx;
  const access = { access: 'live.search' as const };

  app.get('/api/basket', { config: access, schema: { response: { 200: BasketResponseSchema } } }, async (req) => {
    const userId = viewerOf(req).user.id;
    await failStaleBookings(db, userId, app.ctx.env.SUPPLIER_TIMEOUT_MS);
    return loadBasket(db, userId);
  });

  app.post(
    '/api/basket/items',
    { config: access, schema: { body: AddBasketItemSchema, response: { 201: BasketResponseSchema } } },
    async (req, reply) => {
      const userId = viewerOf(req).user.id;
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(basketItems)
        .where(eq(basketItems.userId, userId));
      if (n >= MAX_BASKET_ITEMS) throw basketFull(MAX_BASKET_ITEMS);
      const body = req.body;
      const request =
        body.type === 'accommodation'
          ? {
              type: body.type,
              hotelId: body.hotelId,
              roomId: body.roomId,
              boardId: body.boardId,
              extras: body.extras,
              searchParams: body.searchParams,
            }
          : { type: body.type, rateReference: body.rateReference, ...(body.driver ? { driver: body.driver } : {}) };
      const priced = await priceBasketItem(suppliers, request);
      if (!priced.ok) {
        if (priced.kind === 'invalid') throw validation(priced.fields, Object.values(priced.fields)[0]);
        throw validation(
          body.type === 'accommodation' ? { hotelId: priced.message } : { rateReference: priced.message },
          priced.message,
        );
      }
      await db.insert(basketItems).values({
        userId,
        type: priced.item.type,
        supplier: priced.item.supplier,
        pricePence: priced.item.pricePence,
        data: priced.item.data,
        request: priced.item.request,
      });
      return reply.status(201).send(await loadBasket(db, userId));
    },
  );

  app.delete(
    '/api/basket/items/:id',
    { config: access, schema: { params: ItemParamsSchema, response: { 200: BasketResponseSchema } } },
    async (req) => {
      const userId = viewerOf(req).user.id;
      if (!isUuid(req.params.id)) throw notFound('Basket item not found.');
      const [row] = await db
        .select({ id: basketItems.id, status: liveBookings.status })
        .from(basketItems)
        .leftJoin(liveBookings, eq(liveBookings.id, basketItems.id))
        .where(and(eq(basketItems.id, req.params.id), eq(basketItems.userId, userId)));
      if (!row) throw notFound('Basket item not found.');
      if (row.status === 'booking') throw itemBooking(BUSY);
      await db.delete(basketItems).where(and(eq(basketItems.id, req.params.id), eq(basketItems.userId, userId)));
      return loadBasket(db, userId);
    },
  );

  app.delete('/api/basket', { config: access, schema: { response: { 200: BasketResponseSchema } } }, async (req) => {
    const userId = viewerOf(req).user.id;
    const busy = await db
      .select({ id: basketItems.id })
      .from(basketItems)
      .innerJoin(liveBookings, eq(liveBookings.id, basketItems.id))
      .where(and(eq(basketItems.userId, userId), eq(liveBookings.status, 'booking')))
      .limit(1);
    if (busy.length > 0) throw basketBooking();
    await db.delete(basketItems).where(eq(basketItems.userId, userId));
    return loadBasket(db, userId);
  });
};

export default basketRoutes;
