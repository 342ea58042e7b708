import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db';
import { sessions } from '../../db/schema';

/** Revokes every live session of a user (optionally keeping one): their tokens stop working at once. */
export async function revokeSessions(
  db: Executor,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
}
