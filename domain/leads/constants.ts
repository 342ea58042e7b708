/*
 * The closed sets of a lead, shared by the table's check constraints, the API's
 * schemas and the admin's filters, so all three accept the same values.
 */

/** Where a lead came from: each public form that records one, or an admin typing it in. */
export const LEAD_SOURCES = ['wizard', 'contact', 'book-call', 'ai-tool', 'ai-planner', 'admin'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  wizard: 'Join wizard',
  contact: 'Contact form',
  'book-call': 'Book a call',
  'ai-tool': 'AI quote tool',
  'ai-planner': 'AI holiday planner',
  admin: 'Added by staff',
};

/** new -> contacted -> converted, or lost; a converted lead is never moved back by a visitor's form. */
export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
};

/**
 * The join wizard's steps in the order a visitor meets them; a lead keeps the
 * furthest one reached (coming back to an earlier step does not lower it).
 */
export const LEAD_WIZARD_STEPS = ['details', 'plan', 'agreement', 'payment', 'paid'] as const;
export type LeadWizardStep = (typeof LEAD_WIZARD_STEPS)[number];

export const LEAD_WIZARD_STEP_LABELS: Record<LeadWizardStep, string> = {
  details: 'Your details',
  plan: 'Chose a plan',
  agreement: 'Signed the agreement',
  payment: 'At payment',
  paid: 'Paid',
};

/** The furthest of two wizard steps (null counts as none reached). */
export function furthestStep(a: LeadWizardStep | null, b: LeadWizardStep | null): LeadWizardStep | null {
  if (a === null) return b;
  if (b === null) return a;
  return LEAD_WIZARD_STEPS.indexOf(a) >= LEAD_WIZARD_STEPS.indexOf(b) ? a : b;
}

/** What one entry of a lead's timeline records. */
export const LEAD_EVENT_KINDS = [
  /** A visitor's form or wizard step (source, step, plan, message). */
  'touch',
  'note',
  'status',
  'owner',
  'next_action',
  'invitation',
  'converted',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** Days an invitation to finish the join wizard stays valid. */
export const LEAD_INVITATION_DAYS = 14;

/** Field limits of a lead (the shared ones come from domain/limits.ts). */
export const LEAD_LIMITS = {
  planInterest: 60,
  message: 5000,
  note: 5000,
} as const;

/** Who can own a lead: the agency's staff. */
export const STAFF_ROLES = ['admin', 'manager'] as const;
