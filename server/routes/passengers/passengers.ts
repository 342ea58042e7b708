import { and, asc, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { londonToday } from '@domain/live/dates';
import { passengerFullName } from '@domain/passengers/names';
import { addMonths, PASSPORT_VALID_MONTHS_AFTER_RETURN } from '@domain/passengers/passport';
import type { PassengerListQuery as ListQuery, PassengerSort } from '@domain/passengers/schema';
import { erasePassenger } from '../../commands/passengers/erase-passenger';
import { findPassportsExpiringBeforeTravel } from '../../commands/passengers/find-expiring-passports';
import { createPassenger, updatePassenger } from '../../commands/passengers/save-passenger';
import { hasUpcomingTravel, passportExpiresBeforeTravel } from '../../commands/passengers/travel-dates';
import type { Executor } from '../../db';
import { auditLog, passengers, quotePassengers, quotes, type PassengerRow } from '../../db/schema';
import { validation } from '../../errors';
import { toCsv } from '../../lib/csv';
import { fieldCipher } from '../../lib/field-crypto';
import { paginate, searchColumns } from '../../lib/list';
import type { Viewer } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { passengerPolicy } from '../../policies/passengers';
import { presentPassengerDetail, presentPassengerListItem } from '../../presenters/passengers';
import { findHousehold, findPassenger, householdsWithMembers, passengerContexts, passengerQuotes } from './load';
import {
  IdParams,
  PassengerBody,
  PassengerEraseResponse,
  PassengerExportQuery,
  PassengerExportResponse,
  PassengerListQuery,
  PassengerListResponse,
  PassengerQuoteLinkBody,
  PassengerQuoteParams,
  PassengerResponse,
  PassengerSensitiveResponse,
  PassengerUpdateBody,
  PassportAlertsResponse,
} from './schema';

const ORDER: Record<PassengerSort, SQL[]> = {
  name_asc: [asc(passengers.lastName), asc(passengers.firstName), asc(passengers.id)],
  name_desc: [desc(passengers.lastName), desc(passengers.firstName), desc(passengers.id)],
  created_desc: [desc(passengers.createdAt), desc(passengers.id)],
  created_asc: [asc(passengers.createdAt), asc(passengers.id)],
  expiry_asc: [sql`${passengers.passportExpiryDate} asc nulls last`, asc(passengers.id)],
};

/** At most this many rows in one CSV export (narrow it with search and filters past that). */
const EXPORT_LIMIT = 5000;

/** The list's rows: the owner's own (`own`) or everyone's (the admin page), never erased ones. */
function listWhere(viewer: Viewer, q: ListQuery, scope: 'own' | 'all'): SQL | undefined {
  const today = londonToday();
  return and(
    scope === 'own' ? eq(passengers.userId, viewer.user.id) : undefined,
    isNull(passengers.anonymisedAt),
    // One owner's few hundred rows read faster than a trigram index; everyone's need it.
    searchColumns(q.q?.toLowerCase(), [passengers.searchText], { useIndexes: scope === 'all' }),
    q.passport === 'expiring'
      ? lt(passengers.passportExpiryDate, addMonths(today, PASSPORT_VALID_MONTHS_AFTER_RETURN))
      : undefined,
    q.passport === 'flagged' ? passportExpiresBeforeTravel(passengers.id, passengers.passportExpiryDate) : undefined,
    q.travel === 'upcoming' ? hasUpcomingTravel(passengers.id) : undefined,
  );
}

/** A full detail answer: the passenger, their quotes and household; sensitive fields per the viewer. */
async function detail(
  db: Executor,
  viewer: Viewer,
  row: PassengerRow,
  cipher: Awaited<ReturnType<typeof fieldCipher>>,
) {
  const [ctx] = await passengerContexts(db, [row]);
  if (!ctx) throw new Error('no context');
  const household = row.householdId ? await findHousehold(db, row.householdId) : undefined;
  const [householdDetail] = household ? await householdsWithMembers(db, [household]) : [];
  return presentPassengerDetail(
    row,
    {
      ...ctx,
      quotes: await passengerQuotes(db, row.id, ctx.trips),
      householdDetail: householdDetail ?? null,
      sensitive: passengerPolicy.seeSensitive(viewer, row) ? 'full' : 'masked',
      canEdit: passengerPolicy.update(viewer, row),
    },
    cipher,
  );
}

/** The agent's passengers: list, CSV, one passenger, create, edit, erase, GDPR export, quote links. */
const passengerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;
  const cipher = () => fieldCipher(db, env.FIELD_ENCRYPTION_KEY);

  async function list(viewer: Viewer, q: ListQuery, scope: 'own' | 'all') {
    const query = db
      .select()
      .from(passengers)
      .where(listWhere(viewer, q, scope))
      .$dynamic();
    const page = await paginate(db, query, { orderBy: ORDER[q.sort], page: q.page, pageSize: q.pageSize });
    const [contexts, c] = await Promise.all([passengerContexts(db, page.items), cipher()]);
    return {
      ...page,
      items: page.items.map((row, i) => {
        const ctx = contexts[i];
        if (!ctx) throw new Error('no context');
        return presentPassengerListItem(row, ctx, c);
      }),
    };
  }

  async function csv(viewer: Viewer, q: ListQuery, scope: 'own' | 'all') {
    const rows = await db
      .select()
      .from(passengers)
      .where(listWhere(viewer, q, scope))
      .orderBy(...ORDER[q.sort])
      .limit(EXPORT_LIMIT);
    const [contexts, c] = await Promise.all([passengerContexts(db, rows), cipher()]);
    const items = rows.map((row, i) => {
      const ctx = contexts[i];
      if (!ctx) throw new Error('no context');
      return presentPassengerListItem(row, ctx, c);
    });
    return toCsv(
      [
        'Name',
        'Date of birth',
        'E-mail',
        'Phone',
        'Passport',
        'Passport expiry',
        'Passport flag',
        'Next departure',
        'Household',
        ...(scope === 'all' ? ['Agent'] : []),
        'Added',
      ],
      items.map((p) => [
        p.full_name,
        p.date_of_birth,
        p.email,
        p.phone,
        p.passport_number_masked,
        p.passport_expiry_date,
        p.passport_flag ? `Expires too soon for ${p.passport_flag.quote_title}` : null,
        p.next_departure_date,
        p.household?.name ?? null,
        ...(scope === 'all' ? [p.owner.name] : []),
        p.created_at,
      ]),
    );
  }

  app.get(
    '/api/passengers',
    {
      config: { access: 'passengers.read' },
      schema: { querystring: PassengerListQuery, response: { 200: PassengerListResponse } },
    },
    async (req) => list(viewerOf(req), req.query, 'own'),
  );

  app.get(
    '/api/admin/passengers',
    {
      config: { access: 'passengers.read.all' },
      schema: { querystring: PassengerListQuery, response: { 200: PassengerListResponse } },
    },
    async (req) => list(viewerOf(req), req.query, 'all'),
  );

  app.get(
    '/api/passengers/export.csv',
    { config: { access: 'passengers.read' }, schema: { querystring: PassengerExportQuery } },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="passengers-${londonToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(await csv(viewerOf(req), req.query, 'own')),
  );

  app.get(
    '/api/admin/passengers/export.csv',
    { config: { access: 'passengers.read.all' }, schema: { querystring: PassengerExportQuery } },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="all-passengers-${londonToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(await csv(viewerOf(req), req.query, 'all')),
  );

  app.get(
    '/api/passengers/passport-alerts',
    { config: { access: 'passengers.read' }, schema: { response: { 200: PassportAlertsResponse } } },
    async (req) => {
      const found = await findPassportsExpiringBeforeTravel(db, { userId: viewerOf(req).user.id });
      return {
        items: found.map((f) => ({
          passenger_id: f.passengerId,
          full_name: passengerFullName(f),
          passport_expiry_date: f.passportExpiryDate,
          quote_id: f.quoteId,
          quote_title: f.quoteTitle,
          departure_date: f.departureDate,
          return_date: f.returnDate,
        })),
      };
    },
  );

  app.post(
    '/api/passengers',
    {
      config: { access: 'passengers.write' },
      schema: { body: PassengerBody, response: { 201: PassengerResponse } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const c = await cipher();
      const row = await createPassenger(db, c, viewer.user.id, req.body);
      return reply.status(201).send(await detail(db, viewer, row, c));
    },
  );

  app.get(
    '/api/passengers/:id',
    { config: { access: 'passengers.read' }, schema: { params: IdParams, response: { 200: PassengerResponse } } },
    async (req) => {
      const viewer = viewerOf(req);
      const row = await findPassenger(db, req.params.id);
      authorize(viewer, 'passenger.read', row);
      return detail(db, viewer, row, await cipher());
    },
  );

  app.patch(
    '/api/passengers/:id',
    {
      config: { access: 'passengers.write' },
      schema: { params: IdParams, body: PassengerUpdateBody, response: { 200: PassengerResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const current = await findPassenger(db, req.params.id);
      authorize(viewer, 'passenger.update', current);
      const c = await cipher();
      const row = await updatePassenger(db, c, current, req.body);
      return detail(db, viewer, row, c);
    },
  );

  app.delete(
    '/api/passengers/:id',
    {
      config: { access: 'passengers.write' },
      schema: { params: IdParams, response: { 200: PassengerEraseResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const row = await findPassenger(db, req.params.id);
      authorize(viewer, 'passenger.data-request', row);
      return { outcome: await erasePassenger(db, row, { userId: viewer.user.id, ip: req.ip }) };
    },
  );

  app.post(
    '/api/passengers/:id/reveal',
    {
      config: { access: 'passengers.read' },
      schema: { params: IdParams, response: { 200: PassengerSensitiveResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const row = await findPassenger(db, req.params.id);
      authorize(viewer, 'passenger.data-request', row);
      const c = await cipher();
      if (row.userId !== viewer.user.id) {
        await db.insert(auditLog).values({
          event: 'passenger_sensitive_viewed',
          userId: viewer.user.id,
          ip: req.ip,
          detail: { passengerId: row.id, ownerId: row.userId },
        });
      }
      return {
        passport_number: c.decryptOptional(row.passportNumberEnc),
        medical_notes: c.decryptOptional(row.medicalNotesEnc),
      };
    },
  );

  app.get(
    '/api/passengers/:id/export',
    {
      config: { access: 'passengers.read' },
      schema: { params: IdParams, response: { 200: PassengerExportResponse } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const row = await findPassenger(db, req.params.id);
      authorize(viewer, 'passenger.data-request', row);
      const c = await cipher();
      const passenger = { ...(await detail(db, viewer, row, c)), sensitive: 'full' as const };
      passenger.passport_number = c.decryptOptional(row.passportNumberEnc);
      passenger.medical_notes = c.decryptOptional(row.medicalNotesEnc);
      await db.insert(auditLog).values({
        event: 'passenger_exported',
        userId: viewer.user.id,
        ip: req.ip,
        detail: { passengerId: row.id, ownerId: row.userId },
      });
      return reply
        .header('content-disposition', `attachment; filename="passenger-${row.id}.json"`)
        .header('cache-control', 'no-store')
        .send({ exported_at: new Date().toISOString(), passenger });
    },
  );

  app.post(
    '/api/passengers/:id/quotes',
    {
      config: { access: 'passengers.write' },
      schema: { params: IdParams, body: PassengerQuoteLinkBody, response: { 200: PassengerResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const row = await findPassenger(db, req.params.id);
      authorize(viewer, 'passenger.update', row);
      const [quote] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.id, req.body.quote_id), eq(quotes.agentId, row.userId)));
      if (!quote) throw validation({ quote_id: 'Choose one of your quotes' });
      await db.insert(quotePassengers).values({ quoteId: quote.id, passengerId: row.id }).onConflictDoNothing();
      return detail(db, viewer, row, await cipher());
    },
  );

  app.delete(
    '/api/passengers/:id/quotes/:quoteId',
    {
      config: { access: 'passengers.write' },
      schema: { params: PassengerQuoteParams, response: { 200: PassengerResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const row = await findPassenger(db, req.params.id);
      authorize(viewer, 'passenger.update', row);
      if (req.params.quoteId) {
        await db
          .delete(quotePassengers)
          .where(and(eq(quotePassengers.passengerId, row.id), eq(quotePassengers.quoteId, req.params.quoteId)));
      }
      return detail(db, viewer, row, await cipher());
    },
  );
};

export default passengerRoutes;
