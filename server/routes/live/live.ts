import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CarSearchSchema, HotelSearchSchema, parseRoomsParam } from '@domain/live/schemas';
import { notFound, validation } from '../../errors';
import { sandboxImage } from '../../integrations/suppliers/sandbox';
import {
  AutocompleteQuerySchema,
  CarRateResponseSchema,
  CarSearchQuerySchema,
  CarSearchResponseSchema,
  fieldsOf,
  HotelDetailQuerySchema,
  HotelDetailResponseSchema,
  HotelSearchQuerySchema,
  HotelSearchResponseSchema,
  LiveInfoSchema,
  PlacesSchema,
} from './schema';

const ROOMS_FORMAT = 'Enter rooms as adults:children-ages, e.g. 2:1-7';

/** Dates and rooms of a hotel request, checked as the search form checks them. */
function parseStay(destination: string, q: { checkIn: string; checkOut: string; rooms: string }) {
  const rooms = parseRoomsParam(q.rooms);
  const parsed = HotelSearchSchema.safeParse({
    destination,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    rooms: rooms ?? [],
  });
  const fields = parsed.success ? {} : fieldsOf(parsed.error);
  if (!rooms) fields.rooms = ROOMS_FORMAT;
  if (!parsed.success || !rooms) throw validation(fields, Object.values(fields)[0]);
  return parsed.data;
}

/** Live hotel and car search against the configured suppliers (sandbox by default). */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suppliers } = app.ctx;

  app.get(
    '/api/live/info',
    { config: { access: 'live.search' }, schema: { response: { 200: LiveInfoSchema } } },
    async () => ({
      hotelSupplier: { name: suppliers.hotel.name, sandbox: suppliers.hotel.sandbox },
      carSupplier: { name: suppliers.car.name, sandbox: suppliers.car.sandbox },
    }),
  );

  app.get(
    '/api/live/destinations',
    {
      config: { access: 'live.search' },
      schema: { querystring: AutocompleteQuerySchema, response: { 200: PlacesSchema } },
    },
    async (req) => suppliers.hotel.destinations(req.query.q, 10),
  );

  app.get(
    '/api/live/car-locations',
    {
      config: { access: 'live.search' },
      schema: { querystring: AutocompleteQuerySchema, response: { 200: PlacesSchema } },
    },
    async (req) => suppliers.car.locations(req.query.q, 10),
  );

  app.get(
    '/api/live/hotels/search',
    {
      config: { access: 'live.search' },
      schema: { querystring: HotelSearchQuerySchema, response: { 200: HotelSearchResponseSchema } },
    },
    async (req) => {
      const q = req.query;
      const stay = parseStay(q.destination, q);
      if (q.minPrice !== undefined && q.maxPrice !== undefined && q.maxPrice < q.minPrice) {
        throw validation({ maxPrice: 'The maximum price must be at least the minimum' });
      }
      const found = await suppliers.hotel.searchHotels({
        ...stay,
        page: q.page,
        pageSize: q.pageSize,
        sort: q.sort,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        stars: q.stars,
        boards: q.boards,
        name: q.name || undefined,
      });
      if (!found) throw validation({ destination: 'Choose a destination from the list' });
      return found;
    },
  );

  app.get(
    '/api/live/hotels/:hotelId',
    {
      config: { access: 'live.search' },
      schema: {
        params: z.object({ hotelId: z.string().max(40) }),
        querystring: HotelDetailQuerySchema,
        response: { 200: HotelDetailResponseSchema },
      },
    },
    async (req) => {
      const stay = parseStay(req.params.hotelId, req.query);
      const detail = await suppliers.hotel.getHotel(req.params.hotelId, stay);
      if (!detail) throw notFound('Hotel not found.');
      return detail;
    },
  );

  app.get(
    '/api/live/cars/search',
    {
      config: { access: 'live.search' },
      schema: { querystring: CarSearchQuerySchema, response: { 200: CarSearchResponseSchema } },
    },
    async (req) => {
      const parsed = CarSearchSchema.safeParse({
        ...req.query,
        driverAge: req.query.driverAge === '' ? undefined : req.query.driverAge,
      });
      if (!parsed.success) {
        const fields = fieldsOf(parsed.error);
        throw validation(fields, Object.values(fields)[0]);
      }
      const found = await suppliers.car.searchCars(parsed.data);
      if (!found) throw validation({ pickupLocation: 'Choose a pick-up location from the list' });
      return found;
    },
  );

  app.get(
    '/api/live/cars/rates/:rateReference',
    {
      config: { access: 'live.search' },
      schema: { params: z.object({ rateReference: z.string().max(300) }), response: { 200: CarRateResponseSchema } },
    },
    async (req) => {
      const rate = await suppliers.car.getRate(req.params.rateReference);
      if (!rate) throw notFound('This car rate has expired or does not exist. Search again.');
      return rate;
    },
  );

  // Sandbox pictures: public (img tags send no token) and the same forever.
  app.get(
    '/api/live/images/:kind/:file',
    {
      config: { access: 'public' },
      schema: { params: z.object({ kind: z.string().max(20), file: z.string().max(60) }) },
    },
    async (req, reply) => {
      const m = /^(.+)\.svg$/.exec(req.params.file);
      const svg = m?.[1] ? sandboxImage(req.params.kind, m[1]) : undefined;
      if (!svg) throw notFound('Image not found.');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
};

export default liveRoutes;
