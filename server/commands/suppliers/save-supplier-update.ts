import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SupplierUpdateInputSchema } from '@domain/suppliers/schema';
import type { Executor } from '../../db';
import { suppliers, supplierUpdates } from '../../db/schema';
import { validation } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';

export type SupplierUpdateValues = z.output<typeof SupplierUpdateInputSchema>;
export type SupplierUpdateRecord = typeof supplierUpdates.$inferSelect;

/**
 * Posts a supplier update (no `id`) or replaces one (`id`): the body cleaned
 * against the rich text allow-list, the supplier checked to be in the
 * directory. A 400 names `body_html` when nothing readable is left after the
 * clean, `supplier_id` for an unknown supplier. Undefined when `id` names no
 * update.
 */
export async function saveSupplierUpdate(
  db: Executor,
  input: SupplierUpdateValues,
  opts: { id?: string; authorId: string; siteOrigin: string },
): Promise<SupplierUpdateRecord | undefined> {
  const bodyHtml = sanitizeHtml(input.body_html, { siteOrigin: opts.siteOrigin, images: false }).trim();
  const fields: Record<string, string> = {};
  if (bodyHtml.replace(/<[^>]*>/g, '').trim() === '') fields.body_html = 'Body is required';
  if (input.supplier_id) {
    const [found] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplier_id));
    if (!found) fields.supplier_id = 'Supplier must be a supplier of the directory';
  }
  if (Object.keys(fields).length > 0) throw validation(fields);

  const values = {
    title: input.title,
    bodyHtml,
    supplierId: input.supplier_id,
    publishedOn: input.published_on,
    pinned: input.pinned,
  };
  if (opts.id === undefined) {
    const [row] = await db
      .insert(supplierUpdates)
      .values({ ...values, authorId: opts.authorId })
      .returning();
    return row;
  }
  const [row] = await db
    .update(supplierUpdates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(supplierUpdates.id, opts.id))
    .returning();
  return row;
}
