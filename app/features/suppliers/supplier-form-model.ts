import type { SupplierDto } from '@domain/suppliers/responses';
import {
  COMMISSION_BASES,
  COMMISSION_PAID_WHEN,
  DEPOSIT_BASES,
  SUPPLIER_TYPES,
  type PaymentMethod,
  type SupplierInput,
  type SupplierType,
} from '@domain/suppliers/schema';
import { moneyErrorMessage, parsePounds, penceToPoundsInput } from '~/features/quotes/money';

/*
 * The supplier form in the units people type (percent, pounds, days as text;
 * tags comma separated), and its trip to and from the API's units (basis
 * points, pence, numbers, a tag list). The server checks everything again.
 */

export type ContactValues = { name: string; role: string; email: string; phone: string };

export type SupplierFormValues = {
  name: string;
  type: SupplierType;
  logo_url: string;
  website: string;
  booking_instructions_html: string;
  contacts: ContactValues[];
  abta_number: string;
  atol_number: string;
  commission_basis: string;
  commission_rate: string;
  commission_amount: string;
  commission_paid_when: string;
  balance_due_days: string;
  deposit_basis: string;
  deposit_percent: string;
  deposit_amount: string;
  payment_methods: PaymentMethod[];
  agent_login_notes: string;
  tags: string;
};

export const EMPTY_SUPPLIER: SupplierFormValues = {
  name: '',
  type: 'tour_operator',
  logo_url: '',
  website: '',
  booking_instructions_html: '',
  contacts: [],
  abta_number: '',
  atol_number: '',
  commission_basis: '',
  commission_rate: '',
  commission_amount: '',
  commission_paid_when: '',
  balance_due_days: '',
  deposit_basis: '',
  deposit_percent: '',
  deposit_amount: '',
  payment_methods: [],
  agent_login_notes: '',
  tags: '',
};

/** The form's text for a stored supplier. */
export function supplierToForm(s: SupplierDto): SupplierFormValues {
  return {
    name: s.name,
    type: s.type,
    logo_url: s.logo_url ?? '',
    website: s.website ?? '',
    booking_instructions_html: s.booking_instructions_html,
    contacts: s.contacts.map((c) => ({ ...c })),
    abta_number: s.abta_number ?? '',
    atol_number: s.atol_number ?? '',
    commission_basis: s.commission_basis ?? '',
    commission_rate: s.commission_rate_bp === null ? '' : String(s.commission_rate_bp / 100),
    commission_amount: penceToPoundsInput(s.commission_amount_pence),
    commission_paid_when: s.commission_paid_when ?? '',
    balance_due_days: s.balance_due_days === null ? '' : String(s.balance_due_days),
    deposit_basis: s.deposit_basis ?? '',
    deposit_percent: s.deposit_percent_bp === null ? '' : String(s.deposit_percent_bp / 100),
    deposit_amount: penceToPoundsInput(s.deposit_amount_pence),
    payment_methods: [...s.payment_methods],
    agent_login_notes: s.agent_login_notes ?? '',
    tags: s.tags.join(', '),
  };
}

/** The form field that shows the API's message for one of its fields. */
export const API_FIELD_TO_FORM: Record<string, keyof SupplierFormValues> = {
  commission_rate_bp: 'commission_rate',
  commission_amount_pence: 'commission_amount',
  deposit_percent_bp: 'deposit_percent',
  deposit_amount_pence: 'deposit_amount',
};

type Parsed = { ok: true; input: SupplierInput } | { ok: false; errors: Record<string, string> };

function percent(text: string, label: string, errors: Record<string, string>, field: string): number | null {
  const parsed = parsePounds(text.replace('%', ''));
  if (!parsed.ok) {
    errors[field] =
      parsed.reason === 'format' ? `${label} must be a percentage, like 12.5` : moneyErrorMessage(label, parsed.reason);
    return null;
  }
  if (parsed.pence !== null && parsed.pence > 10_000) {
    errors[field] = `${label} must be at most 100%`;
    return null;
  }
  return parsed.pence;
}

function pence(text: string, label: string, errors: Record<string, string>, field: string): number | null {
  const parsed = parsePounds(text);
  if (!parsed.ok) {
    errors[field] = moneyErrorMessage(label, parsed.reason);
    return null;
  }
  return parsed.pence;
}

const pick = <T extends string>(values: readonly T[], v: string): T | null => values.find((x) => x === v) ?? null;

/** The API body from the form, or the form's own errors (what the API would refuse, said in the form's units). */
export function formToInput(v: SupplierFormValues): Parsed {
  const errors: Record<string, string> = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  const commissionBasis = pick(COMMISSION_BASES, v.commission_basis);
  const depositBasis = pick(DEPOSIT_BASES, v.deposit_basis);
  const percentBasis = commissionBasis === 'percent_gross' || commissionBasis === 'percent_net';
  const rate = percentBasis ? percent(v.commission_rate, 'Commission rate', errors, 'commission_rate') : null;
  if (percentBasis && rate === null && !errors.commission_rate) errors.commission_rate = 'Commission rate is required';
  const amount =
    commissionBasis === 'fixed' ? pence(v.commission_amount, 'Commission amount', errors, 'commission_amount') : null;
  if (commissionBasis === 'fixed' && amount === null && !errors.commission_amount) {
    errors.commission_amount = 'Commission amount is required';
  }
  const depositPercent =
    depositBasis === 'percent' ? percent(v.deposit_percent, 'Deposit percent', errors, 'deposit_percent') : null;
  if (depositBasis === 'percent' && depositPercent === null && !errors.deposit_percent) {
    errors.deposit_percent = 'Deposit percent is required';
  }
  const fixedDeposit = depositBasis === 'per_person' || depositBasis === 'per_booking';
  const depositAmount = fixedDeposit ? pence(v.deposit_amount, 'Deposit amount', errors, 'deposit_amount') : null;
  if (fixedDeposit && depositAmount === null && !errors.deposit_amount) {
    errors.deposit_amount = 'Deposit amount is required';
  }
  let balanceDays: number | null = null;
  if (v.balance_due_days.trim() !== '') {
    const n = Number(v.balance_due_days.trim());
    if (!Number.isInteger(n) || n < 0 || n > 365) errors.balance_due_days = 'Balance due must be 0 to 365 days';
    else balanceDays = n;
  }
  v.contacts.forEach((c, i) => {
    if (!c.name.trim()) errors[`contacts.${i}.name`] = 'Contact name is required';
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    input: {
      name: v.name.trim(),
      type: pick(SUPPLIER_TYPES, v.type) ?? 'other',
      logo_url: v.logo_url || null,
      website: v.website.trim() || null,
      booking_instructions_html: v.booking_instructions_html,
      contacts: v.contacts.map((c) => ({
        name: c.name.trim(),
        role: c.role.trim(),
        email: c.email.trim(),
        phone: c.phone.trim(),
      })),
      abta_number: v.abta_number.trim() || null,
      atol_number: v.atol_number.trim() || null,
      commission_basis: commissionBasis,
      commission_rate_bp: rate,
      commission_amount_pence: amount,
      commission_paid_when: pick(COMMISSION_PAID_WHEN, v.commission_paid_when),
      balance_due_days: balanceDays,
      deposit_basis: depositBasis,
      deposit_percent_bp: depositPercent,
      deposit_amount_pence: depositAmount,
      payment_methods: v.payment_methods,
      agent_login_notes: v.agent_login_notes.trim() || null,
      tags: v.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    },
  };
}
