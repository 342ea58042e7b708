/**
 * Every error code the API answers, with its HTTP status. The server's
 * factories (server/errors.ts) and error handler only emit these codes, and
 * the SPA's ApiError carries them, so both sides name a failure the same way.
 */
export const API_ERROR_STATUS = {
  // The request itself
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  json_too_deep: 400,
  invalid_multipart: 400,
  bad_url: 400,
  invalid_token: 400,
  url_too_long: 414,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // What the database refused (mapped from Postgres error codes)
  invalid_format: 400,
  invalid_text: 400,
  text_too_long: 400,
  number_out_of_range: 400,
  value_not_allowed: 400,
  value_required: 400,
  already_exists: 409,
  reference_not_found: 409,
  still_referenced: 409,
  // Who is asking
  unauthorized: 401,
  invalid_credentials: 401,
  session_expired: 401,
  invalid_refresh_token: 401,
  refresh_token_already_used: 401,
  forbidden: 403,
  email_not_confirmed: 403,
  membership_required: 403,
  no_profile: 403,
  // What was asked for
  not_found: 404,
  not_configured: 404,
  conflict: 409,
  email_taken: 409,
  basket_empty: 409,
  basket_full: 409,
  basket_booking: 409,
  item_booking: 409,
  item_unavailable: 409,
  price_changed: 409,
  booking_in_progress: 409,
  not_cancellable: 409,
  card_declined: 402,
  rate_limited: 429,
  // Our side or a supplier's
  internal: 500,
  supplier_failed: 502,
  publish_failed: 502,
  too_many_streams: 503,
} as const satisfies Record<string, number>;

/** A code the server puts in `{ error: { code } }`. */
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The HTTP status that always comes with a code. */
export type ApiErrorStatus<C extends ApiErrorCode = ApiErrorCode> = (typeof API_ERROR_STATUS)[C];

/** The codes answered with one status, e.g. ApiErrorCodeOf<409>. */
export type ApiErrorCodeOf<S extends number> = {
  [C in ApiErrorCode]: ApiErrorStatus<C> extends S ? C : never;
}[ApiErrorCode];

/**
 * Codes the SPA's client makes up itself: no connection, or an answer that
 * was not our error format (a proxy's error page).
 */
export type ClientErrorCode = 'network_error' | `http_${number}`;

/** Whatever code an ApiError in the SPA can carry. */
export type AnyApiErrorCode = ApiErrorCode | ClientErrorCode;

/** True for a code of the API's contract (e.g. read from a response). */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_STATUS, value);
}
