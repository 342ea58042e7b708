import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { revokeSessions } from './revoke-sessions';

/**
 * Sets a new password chosen by the signed-in holder. Other sessions end (a
 * password change is often a reaction to a lost device); this one stays.
 */
export async function changePassword(
  db: Db,
  userId: string,
  currentSessionId: string,
  newPassword: string,
  ip: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeSessions(tx, userId, 'password_change', currentSessionId);
    await audit(tx, 'password_change', { userId, ip });
  });
}
