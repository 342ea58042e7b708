import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@domain/ids';

/*
 * The owner's own visits to a public quote page are not customer views
 * (issue 18). A page load carries no bearer token, so the dashboard asks for
 * a short-lived signed marker and opens the page with it (?owner=...); the
 * page then leaves a signed cookie, so the owner's later visits and reloads
 * are recognised too. Both are HMACs under the server's signing key, each
 * with its own purpose so one can never stand in for the other.
 */

/** How long the marker the dashboard adds to its link is good for: a click's round trip, with room for a slow phone. */
export const OWNER_MARKER_TTL_S = 120;
/** How long the owner's browser is remembered after such a visit. */
export const OWNER_COOKIE_TTL_S = 30 * 24 * 3600;
export const OWNER_COOKIE = 'ap_owner';
export const OWNER_PARAM = 'owner';

type Purpose = 'marker' | 'cookie';

function mac(key: Uint8Array, purpose: Purpose, body: string): Buffer {
  return createHmac('sha256', key).update(`owner-visit:${purpose}:${body}`).digest();
}

function sign(key: Uint8Array, purpose: Purpose, fields: string[]): string {
  const body = Buffer.from(fields.join('\n')).toString('base64url');
  return `${body}.${mac(key, purpose, body).toString('base64url')}`;
}

/** The fields of a token of this purpose whose signature holds and whose expiry (the last field) is ahead. */
function open(key: Uint8Array, purpose: Purpose, token: string, now: Date): string[] | null {
  if (token.length > 600) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, purpose, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const fields = Buffer.from(body, 'base64url').toString('utf8').split('\n');
  const exp = Number(fields.at(-1));
  if (!Number.isInteger(exp) || exp * 1000 <= now.getTime()) return null;
  return fields.slice(0, -1);
}

const expiry = (now: Date, ttl: number) => String(Math.floor(now.getTime() / 1000) + ttl);

/** The marker for one quote page (by slug) and the signed-in user who asked for it. */
export function signOwnerMarker(key: Uint8Array, slug: string, userId: string, now = new Date()): string {
  return sign(key, 'marker', [slug, userId, expiry(now, OWNER_MARKER_TTL_S)]);
}

/** The user a live marker for this slug was made for, or null. */
export function openOwnerMarker(key: Uint8Array, token: string, slug: string, now = new Date()): string | null {
  const fields = open(key, 'marker', token, now);
  if (!fields || fields.length !== 2 || fields[0] !== slug || !isUuid(fields[1] ?? '')) return null;
  return fields[1] ?? null;
}

/** The cookie value that remembers the owner's browser. */
export function signOwnerCookie(key: Uint8Array, userId: string, now = new Date()): string {
  return sign(key, 'cookie', [userId, expiry(now, OWNER_COOKIE_TTL_S)]);
}

/** The user a live owner cookie names, or null. */
export function openOwnerCookie(key: Uint8Array, value: string, now = new Date()): string | null {
  const fields = open(key, 'cookie', value, now);
  if (!fields || fields.length !== 1 || !isUuid(fields[0] ?? '')) return null;
  return fields[0] ?? null;
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

/** The Set-Cookie header for the owner's browser; Secure when the site is served over https. */
export function ownerCookieHeader(value: string, secure: boolean): string {
  return [
    `${OWNER_COOKIE}=${value}`,
    'Path=/quotes',
    `Max-Age=${OWNER_COOKIE_TTL_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
