import { eq } from 'drizzle-orm';
import type { SupplierValues } from '@domain/suppliers/schema';
import type { Executor } from '../../db';
import { suppliers } from '../../db/schema';
import type { SupplierRecord } from './load-supplier';
import { refuseDuplicateName, supplierColumns } from './supplier-columns';

/** Replaces a supplier's details (its active state aside); 409 naming `name` for a duplicate. */
export async function updateSupplier(
  db: Executor,
  id: string,
  input: SupplierValues,
  opts: { siteOrigin: string },
): Promise<SupplierRecord> {
  const [row] = await refuseDuplicateName(
    db
      .update(suppliers)
      .set({ ...supplierColumns(input, opts.siteOrigin), updatedAt: new Date() })
      .where(eq(suppliers.id, id))
      .returning(),
  );
  if (!row) throw new Error('update returned no supplier');
  return row;
}
