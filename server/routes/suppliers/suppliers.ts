import { and, arrayContains, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { formatLongDate } from '@domain/formats';
import type { SupplierSort } from '@domain/suppliers/responses';
import {
  COMMISSION_BASIS_LABELS,
  COMMISSION_PAID_LABELS,
  DEPOSIT_BASIS_LABELS,
  PAYMENT_METHOD_LABELS,
  SUPPLIER_TYPE_LABELS,
} from '@domain/suppliers/schema';
import { createSupplier } from '../../commands/suppliers/create-supplier';
import { loadSupplier } from '../../commands/suppliers/load-supplier';
import { setSupplierActive } from '../../commands/suppliers/set-supplier-active';
import { updateSupplier } from '../../commands/suppliers/update-supplier';
import { suppliers } from '../../db/schema';
import { forbidden } from '../../errors';
import { toCsv } from '../../lib/csv';
import { paginate, searchColumns } from '../../lib/list';
import type { Viewer } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { holds } from '../../policies/helpers';
import { presentSupplier, presentSupplierSummary, type SupplierRow } from '../../presenters/suppliers';
import {
  SupplierBody,
  SupplierExportQuery,
  SupplierListQuery,
  SupplierListResponse,
  SupplierParams,
  SupplierResponse,
  SupplierTagsQuery,
  SupplierTagsResponse,
} from './schema';

const ORDER: Record<SupplierSort, SQL[]> = {
  name_asc: [asc(sql`lower(${suppliers.name})`), asc(suppliers.id)],
  name_desc: [desc(sql`lower(${suppliers.name})`), desc(suppliers.id)],
  updated_desc: [desc(suppliers.updatedAt), desc(suppliers.id)],
};

/** Archived suppliers are the directory keepers' business: anyone else asking for them is refused. */
function statusCondition(viewer: Viewer, status: 'active' | 'archived' | 'all'): SQL | undefined {
  if (status !== 'active' && !holds(viewer, 'suppliers.manage')) throw forbidden();
  if (status === 'active') return eq(suppliers.active, true);
  if (status === 'archived') return eq(suppliers.active, false);
  return undefined;
}

function listWhere(viewer: Viewer, q: z.infer<typeof SupplierExportQuery>): SQL | undefined {
  return and(
    statusCondition(viewer, q.status),
    q.type === 'all' ? undefined : eq(suppliers.type, q.type),
    q.tag ? arrayContains(suppliers.tags, [q.tag]) : undefined,
    q.has_logo ? isNotNull(suppliers.logoUrl) : undefined,
    // A small table (the agency's suppliers): a plain read, no trigram index.
    searchColumns(q.q, [suppliers.name, suppliers.website, suppliers.abtaNumber, suppliers.atolNumber], {
      useIndexes: false,
    }),
  );
}

const pct = (bp: number | null) => (bp === null ? '' : `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`);
const pounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

const CSV_HEADER = [
  'Name',
  'Type',
  'Status',
  'Website',
  'ABTA',
  'ATOL',
  'Commission basis',
  'Commission rate',
  'Commission amount (GBP)',
  'Commission paid',
  'Balance due (days before departure)',
  'Deposit basis',
  'Deposit percent',
  'Deposit amount (GBP)',
  'Payment methods',
  'Tags',
  'Contacts',
  'Updated',
] as const;

function csvRow(r: SupplierRow) {
  const s = presentSupplier(r);
  return [
    s.name,
    SUPPLIER_TYPE_LABELS[s.type],
    s.active ? 'Active' : 'Archived',
    s.website,
    s.abta_number,
    s.atol_number,
    s.commission_basis ? COMMISSION_BASIS_LABELS[s.commission_basis] : '',
    pct(s.commission_rate_bp),
    pounds(s.commission_amount_pence),
    s.commission_paid_when ? COMMISSION_PAID_LABELS[s.commission_paid_when] : '',
    s.balance_due_days,
    s.deposit_basis ? DEPOSIT_BASIS_LABELS[s.deposit_basis] : '',
    pct(s.deposit_percent_bp),
    pounds(s.deposit_amount_pence),
    s.payment_methods.map((m) => PAYMENT_METHOD_LABELS[m]).join('; '),
    s.tags.join('; '),
    s.contacts.map((c) => [c.name, c.role, c.email, c.phone].filter(Boolean).join(', ')).join('; '),
    formatLongDate(r.updatedAt),
  ];
}

/** The supplier directory: agents search and open it, admins keep it. */
const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const siteOrigin = app.ctx.publicUrl;

  app.get(
    '/api/suppliers',
    {
      config: { access: 'suppliers.read' },
      schema: { querystring: SupplierListQuery, response: { 200: SupplierListResponse } },
    },
    async (req) => {
      const { page, pageSize, sort } = req.query;
      const query = db
        .select()
        .from(suppliers)
        .where(listWhere(viewerOf(req), req.query))
        .$dynamic();
      const list = await paginate(db, query, { orderBy: ORDER[sort], page, pageSize });
      return { ...list, items: list.items.map(presentSupplierSummary) };
    },
  );

  app.get(
    '/api/suppliers/tags',
    {
      config: { access: 'suppliers.read' },
      schema: { querystring: SupplierTagsQuery, response: { 200: SupplierTagsResponse } },
    },
    async (req) => {
      const rows = await db
        .selectDistinct({ tag: sql<string>`unnest(${suppliers.tags})` })
        .from(suppliers)
        .where(statusCondition(viewerOf(req), req.query.status))
        .orderBy(sql`1`);
      return { tags: rows.map((r) => r.tag) };
    },
  );

  app.get(
    '/api/suppliers/export',
    { config: { access: 'suppliers.manage' }, schema: { querystring: SupplierExportQuery } },
    async (req, reply) => {
      const rows = await db
        .select()
        .from(suppliers)
        .where(listWhere(viewerOf(req), req.query))
        .orderBy(...ORDER[req.query.sort]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="suppliers.csv"')
        .header('cache-control', 'no-store')
        .send(toCsv(CSV_HEADER, rows.map(csvRow)));
    },
  );

  app.get(
    '/api/suppliers/:id',
    {
      config: { access: 'suppliers.read' },
      schema: { params: SupplierParams, response: { 200: SupplierResponse } },
    },
    async (req) => {
      const row = req.params.id ? await loadSupplier(db, req.params.id) : undefined;
      authorize(viewerOf(req), 'supplier.read', row);
      return presentSupplier(row);
    },
  );

  app.post(
    '/api/suppliers',
    {
      config: { access: 'suppliers.manage' },
      schema: { body: SupplierBody, response: { 201: SupplierResponse } },
    },
    async (req, reply) => {
      const row = await createSupplier(db, req.body, { createdBy: viewerOf(req).user.id, siteOrigin });
      return reply.status(201).send(presentSupplier(row));
    },
  );

  app.put(
    '/api/suppliers/:id',
    {
      config: { access: 'suppliers.manage' },
      schema: { params: SupplierParams, body: SupplierBody, response: { 200: SupplierResponse } },
    },
    async (req) => {
      const found = req.params.id ? await loadSupplier(db, req.params.id) : undefined;
      authorize(viewerOf(req), 'supplier.read', found);
      return presentSupplier(await updateSupplier(db, found.id, req.body, { siteOrigin }));
    },
  );

  for (const [action, active] of [
    ['archive', false],
    ['restore', true],
  ] as const) {
    app.post(
      `/api/suppliers/:id/${action}`,
      {
        config: { access: 'suppliers.manage' },
        schema: { params: SupplierParams, response: { 200: SupplierResponse } },
      },
      async (req) => {
        const found = req.params.id ? await loadSupplier(db, req.params.id) : undefined;
        authorize(viewerOf(req), 'supplier.read', found);
        return presentSupplier(await setSupplierActive(db, found.id, active));
      },
    );
  }
};

export default supplierRoutes;
