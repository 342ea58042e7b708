import { and, eq, isNull } from 'drizzle-orm';
import { ONE_TIME_TOKEN_TTL_S } from '@domain/constants';
import type { Executor } from '../../db';
import { oneTimeTokens } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

export type OneTimeKind = 'signup' | 'recovery' | 'email_change';

/**
 * Issues a single-use token that expires in an hour. Earlier unused tokens of
 * the same kind are retired, so only the newest e-mail's link works.
 */
export async function issueToken(
  db: Executor,
  userId: string,
  kind: OneTimeKind,
  newEmail: string | null = null,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({
      userId,
      kind,
      newEmail,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_S * 1000),
    });
  });
  return token;
}
