import { z } from 'zod';
import { pageParams, searchParam, sortParam } from '@domain/list';
import { SUPPLIER_SORTS, SUPPLIER_STATUSES } from '@domain/suppliers/responses';
import { SUPPLIER_LIMITS, SUPPLIER_TYPES } from '@domain/suppliers/schema';

// The answers' schemas are shared with the SPA, which checks its answers against them.
export {
  SupplierListResponseSchema as SupplierListResponse,
  SupplierSchema as SupplierResponse,
  SupplierTagsResponseSchema as SupplierTagsResponse,
  SupplierUpdateListResponseSchema as SupplierUpdateListResponse,
  SupplierUpdateReadAllResponseSchema as SupplierUpdateReadAllResponse,
  SupplierUpdateSchema as SupplierUpdateResponse,
} from '@domain/suppliers/responses';
export {
  SupplierInputSchema as SupplierBody,
  SupplierUpdateInputSchema as SupplierUpdateBody,
} from '@domain/suppliers/schema';
export { IdParams as SupplierParams } from '../../lib/list';

const typeFilter = z
  .enum(['all', ...SUPPLIER_TYPES], { error: `Type must be one of: all, ${SUPPLIER_TYPES.join(', ')}` })
  .default('all');

const tagFilter = z
  .string({ error: 'Tag must be text' })
  .trim()
  .max(SUPPLIER_LIMITS.tag, `Tag must be at most ${SUPPLIER_LIMITS.tag} characters`)
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));

const statusFilter = z
  .enum(SUPPLIER_STATUSES, { error: `Status must be one of: ${SUPPLIER_STATUSES.join(', ')}` })
  .default('active');

/** The directory's filters, shared by the list and its CSV export. */
const filters = {
  q: searchParam(),
  type: typeFilter,
  tag: tagFilter,
  status: statusFilter,
  /** Only suppliers with a logo (the quote builder's picker). */
  has_logo: z
    .enum(['true', 'false'], { error: 'Has logo must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  sort: sortParam(SUPPLIER_SORTS, 'name_asc'),
};

export const SupplierListQuery = z.object({ ...filters, ...pageParams() });
export const SupplierExportQuery = z.object(filters);

export const SupplierTagsQuery = z.object({ status: statusFilter });

export const SupplierUpdateListQuery = z.object({
  q: searchParam(),
  show: z.enum(['all', 'unread'], { error: 'Show must be one of: all, unread' }).default('all'),
  supplier_id: z
    .string({ error: 'Supplier must be text' })
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.uuid({ error: 'Supplier must be a supplier of the directory' }).optional()),
  ...pageParams(10),
});
