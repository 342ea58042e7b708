import type { ApiErrorBody, SignInResponse } from '@domain/api';
import { isApiErrorCode, type AnyApiErrorCode } from '@domain/errors';
import { getSession, refreshSession, setRefreshTransport } from './session';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your internet connection and try again.';

/** An API failure as the SPA sees it: HTTP status, the server's code and message, field messages. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's code (domain/errors.ts), or one the client makes up for no or an unreadable answer. */
  readonly code: AnyApiErrorCode;
  readonly fields?: Record<string, string>;
  /** Seconds from a Retry-After header (rate limits). */
  readonly retryAfter?: number;

  constructor(
    status: number,
    code: AnyApiErrorCode,
    message: string,
    fields?: Record<string, string>,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

export type ApiInit = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the Bearer token (default true when signed in). */
  auth?: boolean;
};

function isErrorBody(v: unknown): v is ApiErrorBody {
  if (typeof v !== 'object' || v === null || !('error' in v)) return false;
  const e = v.error;
  return typeof e === 'object' && e !== null && 'code' in e && 'message' in e;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (Number.isFinite(n)) return n;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

async function send(path: string, init: ApiInit, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
}

async function toError(res: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(res.headers.get('retry-after'));
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON (a proxy's error page): fall through to a generic message.
  }
  if (isErrorBody(body)) {
    const code = isApiErrorCode(body.error.code) ? body.error.code : (`http_${res.status}` as const);
    return new ApiError(res.status, code, body.error.message, body.error.fields, retryAfter);
  }
  return new ApiError(
    res.status,
    `http_${res.status}`,
    `The server answered ${res.status}. Please try again.`,
    undefined,
    retryAfter,
  );
}

/**
 * What a call answers, declared once: a zod schema from domain/ that the
 * server's route also answers with (any `{ parse }` of the same shape fits).
 * The client checks every answer against it, so a page never reads a field
 * the server did not send.
 */
export type Contract<T> = { parse: (data: unknown) => T };

/**
 * A contract that types an answer without checking it, for the calls public
 * pages make (session, /api/me, /api/config, the chat widget's hash), which
 * DESIGN 8 keeps free of zod. T is the type the server's response schema in
 * domain/ is held to (`satisfies`, or its z.infer).
 */
export function declared<T>(): Contract<T> {
  return { parse: (data) => data as T };
}

/** The contract of a call answered with 204 and no body. */
export const noContent: Contract<void> = {
  parse: (data) => {
    if (data !== undefined) throw new TypeError('Expected no content');
  },
};

const UNREADABLE_MESSAGE = 'The server sent an answer this page could not read. Please try again.';

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

async function fetchOk(path: string, init: ApiInit): Promise<Response> {
  const useAuth = init.auth !== false;
  const token = useAuth ? (getSession()?.accessToken ?? null) : null;
  let res = await send(path, init, token);
  if (res.status === 401 && token) {
    const renewed = await refreshSession({ force: true });
    if (renewed && renewed.accessToken !== token) res = await send(path, init, renewed.accessToken);
  }
  if (!res.ok) throw await toError(res);
  return res;
}

/**
 * Calls the API and returns its answer checked against `contract`. Adds the
 * Bearer token when signed in, refreshes once on a 401 and retries with the
 * new token, and throws ApiError on any failure (an answer that does not
 * match its contract included).
 */
export async function request<T>(contract: Contract<T>, path: string, init: ApiInit = {}): Promise<T> {
  const res = await fetchOk(path, init);
  try {
    return contract.parse(await readBody(res));
  } catch (e) {
    if (import.meta.env.DEV) console.error(`Unexpected answer from ${path}`, e);
    throw new ApiError(res.status, `http_${res.status}`, UNREADABLE_MESSAGE);
  }
}

/** A query string from named values, leaving out empty ones ('' or undefined): `?a=1&b=x`, or ''. */
export function queryString(values: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

setRefreshTransport((refreshToken) =>
  request(declared<SignInResponse>(), '/api/auth/refresh', { method: 'POST', body: { refreshToken }, auth: false }),
);
