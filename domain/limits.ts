/** Field limits shared by forms and the API so both refuse the same input. */
export const LIMITS = {
  email: 254,
  name: 80,
  phone: 40,
  agency: 120,
  password: 200,
  feedbackTitle: 200,
  feedbackDescription: 5000,
  socialHeadline: 120,
  socialText: 2000,
  socialStory: 5000,
  socialRejectReason: 500,
} as const;

/** The largest value of a PostgreSQL integer column; money is stored there as integer pence. */
export const PG_INTEGER_MAX = 2_147_483_647;

/**
 * Money maxima in pence, so no stored total can overflow its integer column.
 * A quote's total is its price after discounts plus its extras (at most 50),
 * so amount + 50 x extra = 1,000,000,000 + 50 x 20,000,000 = 2,000,000,000,
 * under PG_INTEGER_MAX (domain/limits.test.ts holds the two to that).
 */
export const MONEY_LIMITS = {
  /** One amount of a quote: a price, a discount, a deposit, a payment (£10m, also a typo guard). */
  amountPence: 1_000_000_000,
  /** One extra of a quote (£200,000). */
  extraPence: 20_000_000,
} as const;

/** Largest image an upload may be (quote photos, logos, agent photos). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Image types an upload may be, checked by content on the server. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_PURPOSES = [
  'quote-image',
  'brand-logo',
  'agent-photo',
  'itinerary-image',
  'training-image',
  'capture-image',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * How deeply a JSON body may nest. The deepest real body (a quote's itinerary
 * day activity) is 5 levels; anything past this is refused before any code
 * walks it, so no recursive walk can run out of stack.
 */
export const JSON_MAX_DEPTH = 32;
