import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { captures, uploads } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage';
import type { CaptureRow } from '../../policies/captures';

/** Deletes a capture with its images: the uploads rows in the same transaction, then the files. */
export async function deleteCapture(db: Db, storage: FileStorage, row: CaptureRow): Promise<void> {
  const keys = row.images.map((i) => i.key);
  await db.transaction(async (tx) => {
    await tx.delete(captures).where(eq(captures.id, row.id));
    if (keys.length > 0) await tx.delete(uploads).where(inArray(uploads.key, keys));
  });
  await Promise.allSettled(keys.map((k) => storage.delete(k)));
}
