import type { SupplierValues } from '@domain/suppliers/schema';
import type { Executor } from '../../db';
import { suppliers } from '../../db/schema';
import type { SupplierRecord } from './load-supplier';
import { refuseDuplicateName, supplierColumns } from './supplier-columns';

/** Adds a supplier to the directory (active), its instructions sanitised; 409 naming `name` for a duplicate. */
export async function createSupplier(
  db: Executor,
  input: SupplierValues,
  opts: { createdBy: string; siteOrigin: string },
): Promise<SupplierRecord> {
  const [row] = await refuseDuplicateName(
    db
      .insert(suppliers)
      .values({ ...supplierColumns(input, opts.siteOrigin), createdBy: opts.createdBy })
      .returning(),
  );
  if (!row) throw new Error('insert returned no supplier');
  return row;
}
