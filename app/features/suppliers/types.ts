import { formatPence } from '@domain/formats';
import {
  SUPPLIER_SORTS,
  SUPPLIER_STATUSES,
  type SupplierDto,
  type SupplierSummaryDto,
} from '@domain/suppliers/responses';
import { COMMISSION_PAID_LABELS, DEPOSIT_BASIS_LABELS, SUPPLIER_TYPES } from '@domain/suppliers/schema';
import type { ListSpec } from '~/components/list/list-params';

export const TYPE_FILTERS = ['all', ...SUPPLIER_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** The directory's state in the URL: search, type, tag, sort and page; ?supplier= opens one, ?view=updates the feed. */
export const DIRECTORY_LIST: ListSpec<{ type: TypeFilter; sort: (typeof SUPPLIER_SORTS)[number] }, 'tag'> = {
  filters: { type: TYPE_FILTERS, sort: SUPPLIER_SORTS },
  text: ['tag'],
};

/** The admin list adds the status filter (active first). */
export const ADMIN_LIST: ListSpec<
  { type: TypeFilter; sort: (typeof SUPPLIER_SORTS)[number]; status: (typeof SUPPLIER_STATUSES)[number] },
  'tag'
> = {
  filters: { type: TYPE_FILTERS, sort: SUPPLIER_SORTS, status: SUPPLIER_STATUSES },
  text: ['tag'],
};

export const FEED_LIST: ListSpec<{ show: 'all' | 'unread' }, never> = {
  filters: { show: ['all', 'unread'] },
  pageSize: 10,
};

/** 1250 basis points as "12.5%". */
export function formatPercent(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** The commission deal in a few words: "10% of gross", "£25.00 per booking". */
export function commissionText(
  s: Pick<SupplierSummaryDto, 'commission_basis' | 'commission_rate_bp' | 'commission_amount_pence'>,
): string | null {
  if (s.commission_basis === 'percent_gross' && s.commission_rate_bp !== null) {
    return `${formatPercent(s.commission_rate_bp)} of gross`;
  }
  if (s.commission_basis === 'percent_net' && s.commission_rate_bp !== null) {
    return `${formatPercent(s.commission_rate_bp)} of net`;
  }
  if (s.commission_basis === 'fixed' && s.commission_amount_pence !== null) {
    return `${formatPence(s.commission_amount_pence)} per booking`;
  }
  return null;
}

/** The deposit rule in a few words: "20% of the price", "£150.00 per person". */
export function depositText(s: Pick<SupplierDto, 'deposit_basis' | 'deposit_percent_bp' | 'deposit_amount_pence'>) {
  if (s.deposit_basis === 'percent' && s.deposit_percent_bp !== null) {
    return `${formatPercent(s.deposit_percent_bp)} of the price`;
  }
  if (s.deposit_basis === 'per_person' && s.deposit_amount_pence !== null) {
    return `${formatPence(s.deposit_amount_pence)} per person`;
  }
  if (s.deposit_basis === 'per_booking' && s.deposit_amount_pence !== null) {
    return `${formatPence(s.deposit_amount_pence)} per booking`;
  }
  return s.deposit_basis ? DEPOSIT_BASIS_LABELS[s.deposit_basis] : null;
}

export function commissionPaidText(s: Pick<SupplierDto, 'commission_paid_when'>): string | null {
  return s.commission_paid_when ? COMMISSION_PAID_LABELS[s.commission_paid_when] : null;
}

/** Tailwind for the sanitised HTML the server sends (booking instructions, update bodies). */
export const RICH_TEXT_CLASSES =
  'text-sm text-slate-700 [&_a]:text-brand [&_a]:underline [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-2 [&_p:last-child]:mb-0 [&_ul]:list-disc [&_ul]:pl-6 [&_h2]:font-semibold [&_h3]:font-semibold [&_strong]:font-semibold';
