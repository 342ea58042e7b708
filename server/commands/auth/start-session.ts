import type { SessionDto } from '@domain/api';
import { SESSION_ABSOLUTE_LIMIT_S } from '@domain/constants';
import type { Executor } from '../../db';
import { refreshTokens, sessions } from '../../db/schema';
import { audit } from '../../lib/audit';
import { signAccessToken } from '../../lib/jwt';
import { hashToken, randomToken } from '../../lib/tokens';

export type SessionMeta = { ip?: string | null; userAgent?: string | null };

/**
 * Starts a session (one sign-in, one refresh-token family) that ends 30 days
 * later whatever the refreshes, and audits the sign-in.
 */
export async function startSession(
  db: Executor,
  key: Uint8Array,
  userId: string,
  meta: SessionMeta,
  now = new Date(),
): Promise<SessionDto> {
  const refreshToken = randomToken();
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIMIT_S * 1000),
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      })
      .returning();
    if (!session) throw new Error('insert returned no session');
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken) });
    await audit(tx, 'sign_in', { userId, ip: meta.ip, detail: { sessionId: session.id } });
    const access = await signAccessToken(key, { sub: userId, sid: session.id }, session.expiresAt, now);
    return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt };
  });
}
