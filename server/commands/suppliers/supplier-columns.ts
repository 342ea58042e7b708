// Shared by the create and update commands: a supplier's columns from its checked input.
import type { SupplierValues } from '@domain/suppliers/schema';
import { conflict, isUniqueViolation } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';

const DUPLICATE = 'A supplier with this name is already in the directory';

/** The row's columns from a checked input: the booking instructions cleaned against the rich text allow-list. */
export function supplierColumns(input: SupplierValues, siteOrigin: string) {
  const instructions = sanitizeHtml(input.booking_instructions_html, { siteOrigin, images: false }).trim();
  return {
    name: input.name,
    type: input.type,
    logoUrl: input.logo_url,
    website: input.website,
    bookingInstructionsHtml: instructions,
    contacts: input.contacts,
    abtaNumber: input.abta_number,
    atolNumber: input.atol_number,
    commissionBasis: input.commission_basis,
    commissionRateBp: input.commission_rate_bp,
    commissionAmountPence: input.commission_amount_pence,
    commissionPaidWhen: input.commission_paid_when,
    balanceDueDays: input.balance_due_days,
    depositBasis: input.deposit_basis,
    depositPercentBp: input.deposit_percent_bp,
    depositAmountPence: input.deposit_amount_pence,
    paymentMethods: input.payment_methods,
    agentLoginNotes: input.agent_login_notes,
    tags: input.tags,
  };
}

export async function refuseDuplicateName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    // The one refusal a person can fix by changing a field: say which.
    if (isUniqueViolation(err, 'suppliers_name_unique')) throw conflict(DUPLICATE, { name: DUPLICATE });
    throw err;
  }
}
