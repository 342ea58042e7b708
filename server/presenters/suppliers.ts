import type { SupplierDto, SupplierSummaryDto, SupplierUpdateDto } from '@domain/suppliers/responses';
import {
  COMMISSION_BASES,
  COMMISSION_PAID_WHEN,
  DEPOSIT_BASES,
  PAYMENT_METHODS,
  SUPPLIER_TYPES,
} from '@domain/suppliers/schema';
import type { suppliers, supplierUpdates } from '../db/schema';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierUpdateRow = typeof supplierUpdates.$inferSelect;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A closed-set column's value (its check constraint holds it to the set), typed. */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((v) => v === value) ?? null;
}

/** A supplier as its page shows it. The columns' closed sets are held by check constraints. */
export function presentSupplier(row: SupplierRow): SupplierDto {
  return {
    id: row.id,
    name: row.name,
    type: oneOf(SUPPLIER_TYPES, row.type) ?? 'other',
    logo_url: row.logoUrl,
    website: row.website,
    booking_instructions_html: row.bookingInstructionsHtml,
    contacts: row.contacts.map((c) => ({ name: c.name, role: c.role, email: c.email, phone: c.phone })),
    abta_number: row.abtaNumber,
    atol_number: row.atolNumber,
    commission_basis: oneOf(COMMISSION_BASES, row.commissionBasis),
    commission_rate_bp: row.commissionRateBp,
    commission_amount_pence: row.commissionAmountPence,
    commission_paid_when: oneOf(COMMISSION_PAID_WHEN, row.commissionPaidWhen),
    balance_due_days: row.balanceDueDays,
    deposit_basis: oneOf(DEPOSIT_BASES, row.depositBasis),
    deposit_percent_bp: row.depositPercentBp,
    deposit_amount_pence: row.depositAmountPence,
    payment_methods: PAYMENT_METHODS.filter((m) => row.paymentMethods.includes(m)),
    agent_login_notes: row.agentLoginNotes,
    tags: row.tags,
    active: row.active,
    archived_at: iso(row.archivedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A row of the directory list. */
export function presentSupplierSummary(row: SupplierRow): SupplierSummaryDto {
  const s = presentSupplier(row);
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    logo_url: s.logo_url,
    website: s.website,
    abta_number: s.abta_number,
    atol_number: s.atol_number,
    commission_basis: s.commission_basis,
    commission_rate_bp: s.commission_rate_bp,
    commission_amount_pence: s.commission_amount_pence,
    balance_due_days: s.balance_due_days,
    tags: s.tags,
    active: s.active,
    archived_at: s.archived_at,
    updated_at: s.updated_at,
  };
}

/**
 * A supplier update in the viewer's feed. `supplier` is the one it is about
 * when the viewer may open that supplier (an archived one only for admins).
 */
export function presentSupplierUpdate(
  row: SupplierUpdateRow,
  supplier: { id: string; name: string; logoUrl: string | null } | null,
  read: boolean,
): SupplierUpdateDto {
  return {
    id: row.id,
    title: row.title,
    body_html: row.bodyHtml,
    supplier: supplier ? { id: supplier.id, name: supplier.name, logo_url: supplier.logoUrl } : null,
    published_on: row.publishedOn,
    pinned: row.pinned,
    read,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
