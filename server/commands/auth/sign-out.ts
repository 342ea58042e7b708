import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { sessions } from '../../db/schema';
import { audit } from '../../lib/audit';

/** Ends one session; its access and refresh tokens stop working on the next request. */
export async function signOut(db: Executor, userId: string, sessionId: string, ip: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'sign_out' })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await audit(tx, 'sign_out', { userId, ip, detail: { sessionId } });
  });
}
