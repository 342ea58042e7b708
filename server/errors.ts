/** An error the API answers with its own status, code and message. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const validation = (fields: Record<string, string>, message = 'Please correct the highlighted fields.') =>
  new AppError(400, 'validation_failed', message, fields);
export const unauthorized = (message = 'You need to sign in.', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You do not have access to this.', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const rateLimited = (seconds: number, message?: string) =>
  new AppError(
    429,
    'rate_limited',
    message ?? `For security purposes, you can only request this after ${seconds} seconds.`,
    undefined,
    { 'retry-after': String(seconds) },
  );

/** The auth errors of the API contract and SPEC 8, word for word. */
export const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'Invalid Login Credentials', {
    password: 'Password is incorrect',
  });
export const emailNotConfirmed = () =>
  new AppError(403, 'email_not_confirmed', 'Email not verified. Please check your email and verify your account.');
export const emailTaken = () =>
  new AppError(409, 'email_taken', 'An account with this email already exists', {
    email: 'An account with this email already exists',
  });
export const invalidToken = () => new AppError(400, 'invalid_token', 'This link is invalid or has expired.');
