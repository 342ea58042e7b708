import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { consumeToken } from './consume-token';
import { revokeSessions } from './revoke-sessions';

/**
 * Sets a new password from a recovery link and signs the account out
 * everywhere. The link also proves the address, so it confirms it.
 * Returns false when the link is bad, used or expired.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  ip: string | null,
  now = new Date(),
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, ['recovery'], now);
    if (!used) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, used.userId));
    await revokeSessions(tx, used.userId, 'password_reset');
    await audit(tx, 'password_reset', { userId: used.userId, ip });
    return true;
  });
}
