import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHousehold, updateHousehold } from '../../commands/passengers/save-household';
import { passengerHouseholds } from '../../db/schema';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { findHousehold, householdsWithMembers } from './load';
import { HouseholdBody, HouseholdListResponse, HouseholdResponse, HouseholdUpdateBody, IdParams } from './schema';

/**
 * Households: passengers who travel together with one lead contact. GET
 * /api/households/:id (the members, lead first) is what a booking reads to
 * add a family at once.
 */
const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  async function one(id: string) {
    const row = await findHousehold(db, id);
    if (!row) throw new Error('household vanished');
    const [dto] = await householdsWithMembers(db, [row]);
    if (!dto) throw new Error('no household answer');
    return dto;
  }

  app.get(
    '/api/households',
    { config: { access: 'passengers.read' }, schema: { response: { 200: HouseholdListResponse } } },
    async (req) => {
      const rows = await db
        .select()
        .from(passengerHouseholds)
        .where(eq(passengerHouseholds.userId, viewerOf(req).user.id))
        .orderBy(asc(passengerHouseholds.name), asc(passengerHouseholds.id))
        .limit(500);
      return { items: await householdsWithMembers(db, rows) };
    },
  );

  app.post(
    '/api/households',
    { config: { access: 'passengers.write' }, schema: { body: HouseholdBody, response: { 201: HouseholdResponse } } },
    async (req, reply) => {
      const row = await createHousehold(db, viewerOf(req).user.id, req.body);
      return reply.status(201).send(await one(row.id));
    },
  );

  app.get(
    '/api/households/:id',
    { config: { access: 'passengers.read' }, schema: { params: IdParams, response: { 200: HouseholdResponse } } },
    async (req) => {
      const row = await findHousehold(db, req.params.id);
      authorize(viewerOf(req), 'passenger.read', row);
      return one(row.id);
    },
  );

  app.patch(
    '/api/households/:id',
    {
      config: { access: 'passengers.write' },
      schema: { params: IdParams, body: HouseholdUpdateBody, response: { 200: HouseholdResponse } },
    },
    async (req) => {
      const row = await findHousehold(db, req.params.id);
      authorize(viewerOf(req), 'household.update', row);
      await updateHousehold(db, row, req.body);
      return one(row.id);
    },
  );

  app.delete(
    '/api/households/:id',
    { config: { access: 'passengers.write' }, schema: { params: IdParams } },
    async (req, reply) => {
      const row = await findHousehold(db, req.params.id);
      authorize(viewerOf(req), 'household.update', row);
      // Members stay; they only leave the household (household_id is set null).
      await db.delete(passengerHouseholds).where(eq(passengerHouseholds.id, row.id));
      return reply.status(204).send();
    },
  );
};

export default householdRoutes;
