import { eq } from 'drizzle-orm';
import type { Role } from '@domain/roles';
import type { Db } from '../../db';
import { profiles } from '../../db/schema';
import { audit } from '../../lib/audit';

export type AdminChange = { by: string; reason: string; ip: string | null };

/**
 * Changes a user's role and audits who changed it, from what, to what and why.
 * The new role applies from the user's next request (the viewer is read per request).
 */
export async function changeRole(db: Db, target: { id: string; role: string }, to: Role, change: AdminChange) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ role: to, updatedAt: new Date() }).where(eq(profiles.id, target.id));
    await audit(tx, 'role_change', {
      userId: target.id,
      ip: change.ip,
      detail: { from: target.role, to, by: change.by, reason: change.reason },
    });
  });
}
