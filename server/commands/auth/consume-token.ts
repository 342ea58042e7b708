import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { oneTimeTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { OneTimeKind } from './issue-token';

export type ConsumedToken = typeof oneTimeTokens.$inferSelect;

/**
 * Uses a one-time token: one atomic update marks it used only if it is of an
 * expected kind, unused and unexpired, so a link works exactly once.
 */
export async function consumeToken(
  db: Executor,
  token: string,
  kinds: readonly OneTimeKind[],
  now = new Date(),
): Promise<ConsumedToken | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        inArray(oneTimeTokens.kind, [...kinds]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
