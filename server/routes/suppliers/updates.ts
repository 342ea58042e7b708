import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveSupplierUpdate } from '../../commands/suppliers/save-supplier-update';
import type { Executor } from '../../db';
import { supplierUpdateReads, supplierUpdates, suppliers } from '../../db/schema';
import { notFound } from '../../errors';
import { paginate, searchColumns } from '../../lib/list';
import type { Viewer } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { holds } from '../../policies/helpers';
import { presentSupplierUpdate } from '../../presenters/suppliers';
import {
  SupplierParams,
  SupplierUpdateBody,
  SupplierUpdateListQuery,
  SupplierUpdateListResponse,
  SupplierUpdateReadAllResponse,
  SupplierUpdateResponse,
} from './schema';

/** The feed as one viewer sees it: each update, its supplier and whether the viewer has opened it. */
function feed(db: Executor, viewer: Viewer) {
  return db
    .select({
      update: supplierUpdates,
      supplier: { id: suppliers.id, name: suppliers.name, logoUrl: suppliers.logoUrl, active: suppliers.active },
      readAt: supplierUpdateReads.readAt,
    })
    .from(supplierUpdates)
    .leftJoin(suppliers, eq(suppliers.id, supplierUpdates.supplierId))
    .leftJoin(
      supplierUpdateReads,
      and(eq(supplierUpdateReads.updateId, supplierUpdates.id), eq(supplierUpdateReads.userId, viewer.user.id)),
    );
}

type FeedRow = Awaited<ReturnType<ReturnType<typeof feed>['execute']>>[number];

function present(viewer: Viewer, r: FeedRow) {
  // An archived supplier is named only to those who can still open it.
  const supplier = r.supplier && (r.supplier.active || holds(viewer, 'suppliers.manage')) ? r.supplier : null;
  return presentSupplierUpdate(r.update, supplier, r.readAt !== null);
}

async function findUpdate(db: Executor, viewer: Viewer, id: string | null) {
  if (!id) return undefined;
  const [row] = await feed(db, viewer).where(eq(supplierUpdates.id, id));
  return row;
}

/** News about suppliers from head office: admins post it, agents read it with unread markers. */
const supplierUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const siteOrigin = app.ctx.publicUrl;

  app.get(
    '/api/supplier-updates',
    {
      config: { access: 'suppliers.read' },
      schema: { querystring: SupplierUpdateListQuery, response: { 200: SupplierUpdateListResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const { q, show, supplier_id: supplierId, page, pageSize } = req.query;
      const where: SQL | undefined = and(
        show === 'unread' ? isNull(supplierUpdateReads.userId) : undefined,
        supplierId ? eq(supplierUpdates.supplierId, supplierId) : undefined,
        searchColumns(q, [supplierUpdates.title, suppliers.name], { useIndexes: false }),
      );
      // Pinned first, then the newest by date and by posting.
      const orderBy = [
        desc(supplierUpdates.pinned),
        desc(supplierUpdates.publishedOn),
        desc(supplierUpdates.createdAt),
        desc(supplierUpdates.id),
      ];
      const [list, [unread]] = await Promise.all([
        paginate(db, feed(db, viewer).where(where).$dynamic(), { orderBy, page, pageSize }),
        db
          .select({ n: count() })
          .from(supplierUpdates)
          .leftJoin(
            supplierUpdateReads,
            and(eq(supplierUpdateReads.updateId, supplierUpdates.id), eq(supplierUpdateReads.userId, viewer.user.id)),
          )
          .where(isNull(supplierUpdateReads.userId)),
      ]);
      return { ...list, items: list.items.map((r) => present(viewer, r)), unread: unread?.n ?? 0 };
    },
  );

  app.post(
    '/api/supplier-updates/read-all',
    { config: { access: 'suppliers.read' }, schema: { response: { 200: SupplierUpdateReadAllResponse } } },
    async (req) => {
      const userId = viewerOf(req).user.id;
      const marked = await db.execute(sql`
        insert into ${supplierUpdateReads} (user_id, update_id)
        select ${userId}, ${supplierUpdates.id} from ${supplierUpdates}
        on conflict do nothing`);
      return { marked: marked.rowCount ?? 0 };
    },
  );

  app.post(
    '/api/supplier-updates/:id/read',
    { config: { access: 'suppliers.read' }, schema: { params: SupplierParams } },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const found = await findUpdate(db, viewer, req.params.id);
      if (!found) throw notFound();
      await db
        .insert(supplierUpdateReads)
        .values({ userId: viewer.user.id, updateId: found.update.id })
        .onConflictDoNothing();
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/supplier-updates',
    {
      config: { access: 'suppliers.manage' },
      schema: { body: SupplierUpdateBody, response: { 201: SupplierUpdateResponse } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const row = await saveSupplierUpdate(db, req.body, { authorId: viewer.user.id, siteOrigin });
      const saved = await findUpdate(db, viewer, row?.id ?? null);
      if (!saved) throw new Error('insert returned no supplier update');
      return reply.status(201).send(present(viewer, saved));
    },
  );

  app.put(
    '/api/supplier-updates/:id',
    {
      config: { access: 'suppliers.manage' },
      schema: { params: SupplierParams, body: SupplierUpdateBody, response: { 200: SupplierUpdateResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findUpdate(db, viewer, req.params.id);
      if (!found) throw notFound();
      await saveSupplierUpdate(db, req.body, { id: found.update.id, authorId: viewer.user.id, siteOrigin });
      const saved = await findUpdate(db, viewer, found.update.id);
      if (!saved) throw notFound();
      return present(viewer, saved);
    },
  );

  app.delete(
    '/api/supplier-updates/:id',
    { config: { access: 'suppliers.manage' }, schema: { params: SupplierParams } },
    async (req, reply) => {
      const deleted = req.params.id
        ? await db
            .delete(supplierUpdates)
            .where(eq(supplierUpdates.id, req.params.id))
            .returning({ id: supplierUpdates.id })
        : [];
      if (deleted.length === 0) throw notFound();
      return reply.status(204).send();
    },
  );
};

export default supplierUpdateRoutes;
