import { describe, expect, it } from 'vitest';
import { SupplierInputSchema } from '@domain/suppliers/schema';
import { EMPTY_SUPPLIER, formToInput, supplierToForm } from './supplier-form-model';

describe('supplier form model', () => {
  it('turns percent, pounds and days as typed into the API units the server accepts', () => {
    const parsed = formToInput({
      ...EMPTY_SUPPLIER,
      name: '  Fjord Line ',
      commission_basis: 'percent_gross',
      commission_rate: '12.5%',
      commission_amount: '99', // not the basis in use: dropped
      balance_due_days: '84',
      deposit_basis: 'per_person',
      deposit_amount: '£1,250.5',
      tags: 'Norway, , cruise',
      contacts: [{ name: 'Ingrid', role: '', email: '', phone: '' }],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.input).toMatchObject({
      name: 'Fjord Line',
      commission_rate_bp: 1250,
      commission_amount_pence: null,
      balance_due_days: 84,
      deposit_amount_pence: 125050,
      tags: ['Norway', 'cruise'],
    });
    expect(SupplierInputSchema.safeParse(parsed.input).success).toBe(true);
  });

  it('names each field it cannot read, in the form’s own words', () => {
    const parsed = formToInput({
      ...EMPTY_SUPPLIER,
      commission_basis: 'percent_net',
      commission_rate: '120',
      deposit_basis: 'percent',
      deposit_percent: 'ten',
      balance_due_days: '400',
      contacts: [{ name: ' ', role: 'Sales', email: '', phone: '' }],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      name: 'Name is required',
      commission_rate: 'Commission rate must be at most 100%',
      deposit_percent: 'Deposit percent must be a percentage, like 12.5',
      balance_due_days: 'Balance due must be 0 to 365 days',
      'contacts.0.name': 'Contact name is required',
    });
  });

  it('round-trips a stored supplier through the form unchanged', () => {
    const stored = {
      id: 's1',
      name: 'Atlas Transfers',
      type: 'transfer' as const,
      logo_url: '/images/suppliers/atlas-transfers.svg',
      website: 'https://atlastransfers.example',
      booking_instructions_html: '<p>Book 48 hours ahead.</p>',
      contacts: [{ name: 'Ops', role: '24-hour line', email: 'ops@atlastransfers.example', phone: '020 7946 0977' }],
      abta_number: null,
      atol_number: null,
      commission_basis: 'fixed' as const,
      commission_rate_bp: null,
      commission_amount_pence: 500,
      commission_paid_when: 'monthly_statement' as const,
      balance_due_days: null,
      deposit_basis: 'percent' as const,
      deposit_percent_bp: 1250,
      deposit_amount_pence: null,
      payment_methods: ['debit_card' as const],
      agent_login_notes: null,
      tags: ['airport', 'private'],
      active: true,
      archived_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const parsed = formToInput(supplierToForm(stored));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const { id: _id, active: _a, archived_at: _r, created_at: _c, updated_at: _u, ...rest } = stored;
    expect(parsed.input).toEqual(rest);
  });
});
