import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@domain/constants';
import type { Db } from '../db';
import { appSecrets } from '../db/schema';

const ISSUER = 'agent-platform';

export type AccessClaims = { sub: string; sid: string };

/**
 * The HS256 key: JWT_SECRET when set, otherwise one generated on first start
 * and kept in the database so restarts and other processes sign alike.
 */
export async function loadJwtKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ key: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.key, 'jwt'));
  if (!row) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}

/** Signs an access token; it never outlives its session. Returns the token and its expiry (unix seconds). */
export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  sessionExpiresAt: Date,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: number }> {
  const nowS = Math.floor(now.getTime() / 1000);
  const expiresAt = Math.min(
    nowS + ACCESS_TOKEN_TTL_S,
    Math.floor(sessionExpiresAt.getTime() / 1000),
  );
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(nowS)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

/** Verifies signature and expiry; null for anything not a live token of ours. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
