import { eq } from 'drizzle-orm';
import { isUuid } from '@domain/ids';
import type { Executor } from '../../db';
import { suppliers } from '../../db/schema';

export type SupplierRecord = typeof suppliers.$inferSelect;

/**
 * One supplier by id, archived or not, or undefined (a malformed id names no
 * supplier). For the areas that read a supplier's rules: the commission
 * (`commissionBasis` with `commissionRateBp` or `commissionAmountPence`), the
 * balance (`balanceDueDays` before departure) and the deposit
 * (`depositBasis` with `depositPercentBp` or `depositAmountPence`).
 */
export async function loadSupplier(db: Executor, id: string): Promise<SupplierRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  return row;
}
