/*
 * The join wizard's closed sets and limits, shared by the table's check
 * constraints, the API's schemas and the wizard's pages.
 */

/**
 * The wizard's steps in the order a visitor meets them. An application is
 * "at" the step the visitor has to do next; `done` once the membership has
 * started (read from the account, the payment webhook decides it).
 */
export const JOIN_STEPS = ['details', 'plan', 'agreement', 'payment'] as const;
export type JoinStep = (typeof JOIN_STEPS)[number];

export const JOIN_STEP_LABELS: Record<JoinStep, string> = {
  details: 'Your details',
  plan: 'Choose a plan',
  agreement: 'The agreement',
  payment: 'Payment',
};

/** The steps an application row can be at: details are done before a row exists. */
export const JOIN_APPLICATION_STEPS = ['plan', 'agreement', 'payment'] as const;
export type JoinApplicationStep = (typeof JOIN_APPLICATION_STEPS)[number];

/** Days a wizard's resume token stays valid after the visitor's last step. */
export const JOIN_RESUME_DAYS = 30;

/** The header the SPA sends a wizard's resume token in (never a query string, so it stays out of logs). */
export const JOIN_TOKEN_HEADER = 'x-join-token';

/** Where the SPA keeps the resume token between visits. */
export const JOIN_TOKEN_STORAGE_KEY = 'ap.join-token';

export const AGREEMENT_LIMITS = {
  title: 200,
  /** A full host agreement runs to about 40,000 characters. */
  body: 200_000,
  fullName: 160,
  userAgent: 500,
} as const;

export function isJoinApplicationStep(value: unknown): value is JoinApplicationStep {
  return typeof value === 'string' && (JOIN_APPLICATION_STEPS as readonly string[]).includes(value);
}
