import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { suppliers } from '../../db/schema';
import type { SupplierRecord } from './load-supplier';

/** Archives (hidden from agents, kept) or restores a supplier. */
export async function setSupplierActive(db: Executor, id: string, active: boolean): Promise<SupplierRecord> {
  const now = new Date();
  const [row] = await db
    .update(suppliers)
    .set({ active, archivedAt: active ? null : now, updatedAt: now })
    .where(eq(suppliers.id, id))
    .returning();
  if (!row) throw new Error('update returned no supplier');
  return row;
}
