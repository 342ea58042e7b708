import { z } from 'zod';
import { imageUrlMessage, isAllowedImageUrl } from '../image-url';
import { MONEY_LIMITS } from '../limits';

/*
 * What a client sends about suppliers and supplier updates (issue 11), used by
 * the admin forms and the API alike. Every message names its field. Rates are
 * basis points (1250 = 12.5%), money integer pence, dates 'YYYY-MM-DD'.
 */

export const SUPPLIER_TYPES = [
  'tour_operator',
  'hotel',
  'airline',
  'cruise',
  'car_hire',
  'transfer',
  'insurance',
  'excursion',
  'other',
] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];

export const SUPPLIER_TYPE_LABELS: Record<SupplierType, string> = {
  tour_operator: 'Tour operator',
  hotel: 'Hotel',
  airline: 'Airline',
  cruise: 'Cruise',
  car_hire: 'Car hire',
  transfer: 'Transfer',
  insurance: 'Insurance',
  excursion: 'Excursion',
  other: 'Other',
};

export const COMMISSION_BASES = ['percent_gross', 'percent_net', 'fixed'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];
export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, string> = {
  percent_gross: 'Percent of gross',
  percent_net: 'Percent of net',
  fixed: 'Fixed amount per booking',
};

export const COMMISSION_PAID_WHEN = [
  'on_booking',
  'on_balance',
  'after_departure',
  'after_return',
  'monthly_statement',
] as const;
export type CommissionPaidWhen = (typeof COMMISSION_PAID_WHEN)[number];
export const COMMISSION_PAID_LABELS: Record<CommissionPaidWhen, string> = {
  on_booking: 'When the booking is made',
  on_balance: 'When the balance is paid',
  after_departure: 'After departure',
  after_return: 'After the customer returns',
  monthly_statement: 'On the monthly statement',
};

export const DEPOSIT_BASES = ['percent', 'per_person', 'per_booking'] as const;
export type DepositBasis = (typeof DEPOSIT_BASES)[number];
export const DEPOSIT_BASIS_LABELS: Record<DepositBasis, string> = {
  percent: 'Percent of the price',
  per_person: 'Fixed amount per person',
  per_booking: 'Fixed amount per booking',
};

export const PAYMENT_METHODS = [
  'debit_card',
  'credit_card',
  'bank_transfer',
  'direct_debit',
  'agent_portal',
  'cheque',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  debit_card: 'Debit card',
  credit_card: 'Credit card',
  bank_transfer: 'Bank transfer',
  direct_debit: 'Direct debit',
  agent_portal: 'Agent portal',
  cheque: 'Cheque',
};

export const SUPPLIER_LIMITS = {
  name: 120,
  short: 200,
  url: 2_000,
  html: 50_000,
  notes: 2_000,
  contacts: 20,
  tags: 20,
  tag: 40,
  updateTitle: 200,
  /** 100% in basis points. */
  maxBp: 10_000,
  maxBalanceDays: 365,
  maxPence: MONEY_LIMITS.amountPence,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: blank is stored as null. */
const optText = (label: string, max: number = SUPPLIER_LIMITS.short) =>
  text(label, max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const optInt = (label: string, min: number, max: number) =>
  int(label, min, max)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

const optChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  choice(label, values)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const website = text('Website', SUPPLIER_LIMITS.url)
  .refine((v) => v === '' || /^https?:\/\/[^/\s]+\.[^/\s]+/i.test(v), 'Website must be a web address (https://...)')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const logoUrl = text('Logo', SUPPLIER_LIMITS.url)
  .refine((v) => v === '' || isAllowedImageUrl(v), imageUrlMessage('Logo'))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const SupplierContactSchema = z.object({
  name: required('Contact name', SUPPLIER_LIMITS.short),
  role: text('Contact role', SUPPLIER_LIMITS.short).default(''),
  email: z
    .union([z.literal(''), z.email({ error: 'Contact e-mail must be an e-mail address' }).max(254)], {
      error: 'Contact e-mail must be an e-mail address',
    })
    .default(''),
  phone: text('Contact phone', 40)
    .refine((v) => v === '' || /^[+0-9 ()-]{6,40}$/.test(v), 'Contact phone must be a phone number')
    .default(''),
});
export type SupplierContact = z.output<typeof SupplierContactSchema>;

const tag = text('Tag', SUPPLIER_LIMITS.tag)
  .min(1, 'Tag cannot be blank')
  .transform((v) => v.toLowerCase());

/**
 * A supplier as an admin saves it (create, and edit as a whole: the form
 * always sends every field). The commission and deposit pairs are checked
 * together: a percent basis needs a rate, a fixed one an amount.
 */
export const SupplierInputSchema = z
  .object({
    name: required('Name', SUPPLIER_LIMITS.name),
    type: choice('Type', SUPPLIER_TYPES),
    logo_url: logoUrl,
    website,
    booking_instructions_html: text('Booking instructions', SUPPLIER_LIMITS.html).default(''),
    contacts: z
      .array(SupplierContactSchema, { error: 'Contacts must be a list' })
      .max(SUPPLIER_LIMITS.contacts, `Contacts must be at most ${SUPPLIER_LIMITS.contacts}`)
      .default([]),
    abta_number: optText('ABTA number', 20),
    atol_number: optText('ATOL number', 20),
    commission_basis: optChoice('Commission basis', COMMISSION_BASES),
    commission_rate_bp: optInt('Commission rate', 0, SUPPLIER_LIMITS.maxBp),
    commission_amount_pence: optInt('Commission amount', 0, SUPPLIER_LIMITS.maxPence),
    commission_paid_when: optChoice('Commission paid', COMMISSION_PAID_WHEN),
    balance_due_days: optInt('Balance due days', 0, SUPPLIER_LIMITS.maxBalanceDays),
    deposit_basis: optChoice('Deposit basis', DEPOSIT_BASES),
    deposit_percent_bp: optInt('Deposit percent', 0, SUPPLIER_LIMITS.maxBp),
    deposit_amount_pence: optInt('Deposit amount', 0, SUPPLIER_LIMITS.maxPence),
    payment_methods: z
      .array(choice('Payment method', PAYMENT_METHODS), { error: 'Payment methods must be a list' })
      .max(PAYMENT_METHODS.length)
      .default([])
      .transform((v) => [...new Set(v)]),
    agent_login_notes: optText('Agent login notes', SUPPLIER_LIMITS.notes),
    tags: z
      .array(tag, { error: 'Tags must be a list' })
      .max(SUPPLIER_LIMITS.tags, `Tags must be at most ${SUPPLIER_LIMITS.tags}`)
      .default([])
      .transform((v) => [...new Set(v)]),
  })
  .superRefine((v, ctx) => {
    const percent = v.commission_basis === 'percent_gross' || v.commission_basis === 'percent_net';
    if (percent && v.commission_rate_bp === null) {
      ctx.addIssue({ code: 'custom', path: ['commission_rate_bp'], message: 'Commission rate is required' });
    }
    if (v.commission_basis === 'fixed' && v.commission_amount_pence === null) {
      ctx.addIssue({ code: 'custom', path: ['commission_amount_pence'], message: 'Commission amount is required' });
    }
    if (v.deposit_basis === 'percent' && v.deposit_percent_bp === null) {
      ctx.addIssue({ code: 'custom', path: ['deposit_percent_bp'], message: 'Deposit percent is required' });
    }
    if ((v.deposit_basis === 'per_person' || v.deposit_basis === 'per_booking') && v.deposit_amount_pence === null) {
      ctx.addIssue({ code: 'custom', path: ['deposit_amount_pence'], message: 'Deposit amount is required' });
    }
  })
  // Only the half of each pair that its basis uses is kept, so the columns never disagree.
  .transform((v) => {
    const percent = v.commission_basis === 'percent_gross' || v.commission_basis === 'percent_net';
    return {
      ...v,
      commission_rate_bp: percent ? v.commission_rate_bp : null,
      commission_amount_pence: v.commission_basis === 'fixed' ? v.commission_amount_pence : null,
      deposit_percent_bp: v.deposit_basis === 'percent' ? v.deposit_percent_bp : null,
      deposit_amount_pence:
        v.deposit_basis === 'per_person' || v.deposit_basis === 'per_booking' ? v.deposit_amount_pence : null,
    };
  });
export type SupplierInput = z.input<typeof SupplierInputSchema>;
export type SupplierValues = z.output<typeof SupplierInputSchema>;

/** A supplier update as an admin posts or edits it. */
export const SupplierUpdateInputSchema = z.object({
  title: required('Title', SUPPLIER_LIMITS.updateTitle),
  body_html: text('Body', SUPPLIER_LIMITS.html).refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '', {
    message: 'Body is required',
  }),
  supplier_id: z
    .uuid({ error: 'Supplier must be a supplier of the directory' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  published_on: z
    .string({ error: 'Date must be a date' })
    .regex(ISO_DATE, 'Date must be a date (YYYY-MM-DD)')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'Date must be a real date',
    ),
  pinned: z.boolean({ error: 'Pinned must be true or false' }).default(false),
});
export type SupplierUpdateInput = z.input<typeof SupplierUpdateInputSchema>;
