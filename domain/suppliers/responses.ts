import { z } from 'zod';
import { listResponseSchema } from '../list';
import { COMMISSION_BASES, COMMISSION_PAID_WHEN, DEPOSIT_BASES, PAYMENT_METHODS, SUPPLIER_TYPES } from './schema';

/* The API's answers about suppliers and supplier updates; the server declares them, the SPA checks them. */

export const SupplierContactDtoSchema = z.object({
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** A supplier as the directory's page shows it. */
export const SupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SUPPLIER_TYPES),
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
  booking_instructions_html: z.string(),
  contacts: z.array(SupplierContactDtoSchema),
  abta_number: z.string().nullable(),
  atol_number: z.string().nullable(),
  commission_basis: z.enum(COMMISSION_BASES).nullable(),
  commission_rate_bp: z.number().int().nullable(),
  commission_amount_pence: z.number().int().nullable(),
  commission_paid_when: z.enum(COMMISSION_PAID_WHEN).nullable(),
  balance_due_days: z.number().int().nullable(),
  deposit_basis: z.enum(DEPOSIT_BASES).nullable(),
  deposit_percent_bp: z.number().int().nullable(),
  deposit_amount_pence: z.number().int().nullable(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  agent_login_notes: z.string().nullable(),
  tags: z.array(z.string()),
  active: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierDto = z.infer<typeof SupplierSchema>;

/** A row of the directory: what the list shows, not the instructions or contacts. */
export const SupplierSummarySchema = SupplierSchema.pick({
  id: true,
  name: true,
  type: true,
  logo_url: true,
  website: true,
  abta_number: true,
  atol_number: true,
  commission_basis: true,
  commission_rate_bp: true,
  commission_amount_pence: true,
  balance_due_days: true,
  tags: true,
  active: true,
  archived_at: true,
  updated_at: true,
});
export type SupplierSummaryDto = z.infer<typeof SupplierSummarySchema>;

export const SupplierListResponseSchema = listResponseSchema(SupplierSummarySchema);
export type SupplierListResponse = z.infer<typeof SupplierListResponseSchema>;

/** Every tag in use among the suppliers the viewer sees, for the directory's filter. */
export const SupplierTagsResponseSchema = z.object({ tags: z.array(z.string()) });

/** A supplier update in the feed, with the viewer's read state. */
export const SupplierUpdateSchema = z.object({
  id: z.string(),
  title: z.string(),
  body_html: z.string(),
  supplier: z.object({ id: z.string(), name: z.string(), logo_url: z.string().nullable() }).nullable(),
  published_on: z.string(),
  pinned: z.boolean(),
  read: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierUpdateDto = z.infer<typeof SupplierUpdateSchema>;

/** A page of the feed and how many updates the viewer has not opened (over the whole feed). */
export const SupplierUpdateListResponseSchema = listResponseSchema(SupplierUpdateSchema).extend({
  unread: z.number().int(),
});
export type SupplierUpdateListResponse = z.infer<typeof SupplierUpdateListResponseSchema>;

export const SupplierUpdateReadAllResponseSchema = z.object({ marked: z.number().int() });

/** The list's sort orders, shared by the API's query and the page's menu. */
export const SUPPLIER_SORTS = ['name_asc', 'name_desc', 'updated_desc'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];
export const SUPPLIER_SORT_LABELS: Record<SupplierSort, string> = {
  name_asc: 'Name A-Z',
  name_desc: 'Name Z-A',
  updated_desc: 'Recently updated',
};

/** Which suppliers the admin list shows. */
export const SUPPLIER_STATUSES = ['active', 'archived', 'all'] as const;
export type SupplierStatusFilter = (typeof SUPPLIER_STATUSES)[number];
