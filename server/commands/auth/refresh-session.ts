import { eq } from 'drizzle-orm';
import type { SessionDto } from '@domain/api';
import { REFRESH_REUSE_GRACE_S } from '@domain/constants';
import type { Db } from '../../db';
import { refreshTokens, sessions } from '../../db/schema';
import { audit } from '../../lib/audit';
import { signAccessToken } from '../../lib/jwt';
import { hashToken, openSuccessor, randomToken, sealSuccessor } from '../../lib/tokens';

export type RefreshOutcome =
  { kind: 'ok'; userId: string; session: SessionDto } | { kind: 'invalid' } | { kind: 'expired' } | { kind: 'reused' };

/**
 * Rotates a refresh token (DESIGN 6). The token row and its session are
 * locked, so two tabs racing with the same token are served one after the
 * other: the second, within 10 s, gets the same successor. A reuse after the
 * grace window means the token leaked: the whole family is revoked.
 */
export async function refreshSession(
  db: Db,
  key: Uint8Array,
  presented: string,
  ip: string | null,
  now = new Date(),
): Promise<RefreshOutcome> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!row || row.session.revokedAt) return { kind: 'invalid' as const };
    const { token, session } = row;
    if (session.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' as const };

    if (token.usedAt) {
      const withinGrace = now.getTime() - token.usedAt.getTime() <= REFRESH_REUSE_GRACE_S * 1000;
      const successor = withinGrace && token.replacedBy ? openSuccessor(presented, token.replacedBy) : null;
      if (successor) return { kind: 'rotated' as const, session, refreshToken: successor };
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'refresh_reuse' })
        .where(eq(sessions.id, session.id));
      await audit(tx, 'refresh_reuse', {
        userId: session.userId,
        ip,
        detail: { sessionId: session.id, tokenId: token.id },
      });
      return { kind: 'reused' as const };
    }

    const successor = randomToken();
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(successor), createdAt: now });
    await tx
      .update(refreshTokens)
      .set({ usedAt: now, replacedBy: sealSuccessor(presented, successor) })
      .where(eq(refreshTokens.id, token.id));
    return { kind: 'rotated' as const, session, refreshToken: successor };
  });
  if (result.kind !== 'rotated') return result;
  const { session, refreshToken } = result;
  const access = await signAccessToken(key, { sub: session.userId, sid: session.id }, session.expiresAt, now);
  return {
    kind: 'ok',
    userId: session.userId,
    session: { accessToken: access.token, refreshToken, expiresAt: access.expiresAt },
  };
}
