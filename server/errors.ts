import { API_ERROR_STATUS, type ApiErrorCode, type ApiErrorCodeOf, type ApiErrorStatus } from '@domain/errors';

/**
 * An error the API answers with its own status, code and message. The status
 * is the one domain/errors.ts gives the code, so the two cannot disagree;
 * throw it through the factories below rather than building it inline.
 */
export class AppError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  constructor(
    public readonly statusCode: ApiErrorStatus<C>,
    public readonly code: C,
    message: string,
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The error of a code, with the status domain/errors.ts gives it. */
export function appError<C extends ApiErrorCode>(
  code: C,
  message: string,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
): AppError<C> {
  return new AppError(API_ERROR_STATUS[code], code, message, fields, headers);
}

// ---- the general ones --------------------------------------------------------

export const badRequest = (message: string, fields?: Record<string, string>) =>
  appError('bad_request', message, fields);
export const validation = (fields: Record<string, string>, message = 'Please correct the highlighted fields.') =>
  appError('validation_failed', message, fields);
export const unauthorized = (message = 'You need to sign in.', code: ApiErrorCodeOf<401> = 'unauthorized') =>
  appError(code, message);
export const forbidden = (message = 'You do not have access to this.', code: ApiErrorCodeOf<403> = 'forbidden') =>
  appError(code, message);
export const notFound = (message = 'Not found.') => appError('not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) => appError('conflict', message, fields);
export const rateLimited = (seconds: number, message?: string) =>
  appError(
    'rate_limited',
    message ?? `For security purposes, you can only request this after ${seconds} seconds.`,
    undefined,
    { 'retry-after': String(seconds) },
  );

// ---- sign-in and accounts: the API contract and SPEC 8, word for word -----------

export const invalidCredentials = () =>
  appError('invalid_credentials', 'Invalid Login Credentials', { password: 'Password is incorrect' });
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Email not verified. Please check your email and verify your account.';
export const emailNotConfirmed = () => appError('email_not_confirmed', EMAIL_NOT_CONFIRMED_MESSAGE);
export const emailTaken = () =>
  appError('email_taken', 'An account with this email already exists', {
    email: 'An account with this email already exists',
  });
export const invalidToken = () => appError('invalid_token', 'This link is invalid or has expired.');
export const sessionExpired = () => appError('session_expired', 'Your session has expired. Please sign in again.');
export const invalidRefreshToken = () =>
  appError('invalid_refresh_token', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () =>
  appError('refresh_token_already_used', 'Invalid Refresh Token: Already Used');

// ---- features ------------------------------------------------------------------

export const notConfigured = (message: string) => appError('not_configured', message);
export const publishFailed = (reason: string) =>
  appError('publish_failed', `The post could not be published: ${reason}`);
export const supplierFailed = (message: string) => appError('supplier_failed', message);
export const cardDeclined = () =>
  appError('card_declined', 'Your card was declined.', { cardNumber: 'Your card was declined.' });
export const basketEmpty = () => appError('basket_empty', 'Your basket has nothing left to book.');
export const basketFull = (maxItems: number) =>
  appError('basket_full', `Your basket is full (${maxItems} items). Book or remove some first.`);
export const basketBooking = () =>
  appError('basket_booking', 'Items in your basket are being booked; wait for the result before clearing it.');
export const itemBooking = (message: string) => appError('item_booking', message);
export const itemUnavailable = (name: string) =>
  appError(
    'item_unavailable',
    `${name} can no longer be booked as chosen. Remove it from your basket and search again.`,
  );
export const bookingInProgress = (message = 'This booking is still being processed.') =>
  appError('booking_in_progress', message);
export const notCancellable = () => appError('not_cancellable', 'Only confirmed bookings can be cancelled.');

// ---- Postgres -------------------------------------------------------------------

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The SQLSTATE of a PostgreSQL error, also when Drizzle 0.45 wraps it in a
 * DrizzleQueryError (`.cause`); undefined for anything else. Only errors that
 * carry a severity count, so Node's own 'EPIPE'-style codes never match.
 */
export function pgErrorCode(err: unknown): string | undefined {
  return pgError(err)?.code;
}

/** The driver's error behind err (through `.cause`), or undefined. */
export function pgError(
  err: unknown,
): { code: string; constraint?: string; table?: string; detail?: string } | undefined {
  let current: unknown = err;
  // A short walk: causes are at most a wrapper or two deep, and a cycle must not hang us.
  for (let hop = 0; hop < 5 && typeof current === 'object' && current !== null; hop++) {
    const code: unknown = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && SQLSTATE.test(code) && 'severity' in current) {
      const constraint =
        'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined;
      const table = 'table' in current && typeof current.table === 'string' ? current.table : undefined;
      const detail = 'detail' in current && typeof current.detail === 'string' ? current.detail : undefined;
      return { code, constraint, table, detail };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** A unique violation (optionally of one named constraint). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgError(err);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
