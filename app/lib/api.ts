import type { ApiErrorBody, SignInResponse } from '@domain/api';
import { getSession, refreshSession, setRefreshTransport } from './session';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your internet connection and try again.';

/** An API failure as the SPA sees it: HTTP status, the server's code and message, field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** Seconds from a Retry-After header (rate limits). */
  readonly retryAfter?: number;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>, retryAfter?: number) {
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
    return new ApiError(res.status, body.error.code, body.error.message, body.error.fields, retryAfter);
  }
  return new ApiError(
    res.status,
    `http_${res.status}`,
    `The server answered ${res.status}. Please try again.`,
    undefined,
    retryAfter,
  );
}

async function parse<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  return JSON.parse(text) as T;
}

/**
 * Calls the API. Adds the Bearer token when signed in, refreshes once on a
 * 401 and retries with the new token, and throws ApiError on any failure.
 */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const useAuth = init.auth !== false;
  const token = useAuth ? (getSession()?.accessToken ?? null) : null;
  let res = await send(path, init, token);
  if (res.status === 401 && token) {
    const renewed = await refreshSession({ force: true });
    if (renewed && renewed.accessToken !== token) res = await send(path, init, renewed.accessToken);
  }
  if (!res.ok) throw await toError(res);
  return parse<T>(res);
}

setRefreshTransport((refreshToken) =>
  api<SignInResponse>('/api/auth/refresh', { method: 'POST', body: { refreshToken }, auth: false }),
);
