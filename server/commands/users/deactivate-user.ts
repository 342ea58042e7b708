import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { userDeactivations } from '../../db/schema';
import { audit } from '../../lib/audit';
import { revokeSessions } from '../auth/revoke-sessions';
import type { AdminChange } from './change-role';

/** What sign-in answers a deactivated account (after the password checked out). */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact the membership team.';

/**
 * Deactivates an account: it can no longer sign in, and every session it has
 * is revoked in the same transaction, so its next request is refused. False
 * when it was already deactivated.
 */
export async function deactivateUser(db: Db, userId: string, change: AdminChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userDeactivations)
      .values({ userId, reason: change.reason, byUserId: change.by })
      .onConflictDoNothing()
      .returning({ userId: userDeactivations.userId });
    if (!row) return false;
    await revokeSessions(tx, userId, 'deactivated');
    await audit(tx, 'user_deactivated', { userId, ip: change.ip, detail: { by: change.by, reason: change.reason } });
    return true;
  });
}

/** Lets a deactivated account sign in again. False when it was not deactivated. */
export async function reactivateUser(db: Db, userId: string, change: AdminChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(userDeactivations)
      .where(eq(userDeactivations.userId, userId))
      .returning({ reason: userDeactivations.reason });
    if (!row) return false;
    await audit(tx, 'user_reactivated', { userId, ip: change.ip, detail: { by: change.by, reason: change.reason } });
    return true;
  });
}

/** Whether an account is deactivated (sign-in refuses it). */
export async function isDeactivated(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userDeactivations.userId })
    .from(userDeactivations)
    .where(eq(userDeactivations.userId, userId));
  return row !== undefined;
}
