import { eq } from 'drizzle-orm';
import type { Role } from '@domain/roles';
import type { Db } from '../../db';
import { profiles } from '../../db/schema';
import { audit } from '../../lib/audit';

/** Changes a user's role and audits who changed it from what to what. */
export async function changeRole(
  db: Db,
  targetId: string,
  from: string,
  to: Role,
  byUserId: string,
  ip: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ role: to, updatedAt: new Date() }).where(eq(profiles.id, targetId));
    await audit(tx, 'role_change', { userId: targetId, ip, detail: { from, to, by: byUserId } });
  });
}
