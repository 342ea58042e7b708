/** The sandbox supplier's booking records (a real supplier keeps these on its side). */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { sandboxSupplierBookings } from '../../../db/schema';
import { SupplierError } from '../interface';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'SBH-7K3M9QXA': readable, no 0/O or 1/I. */
export function supplierReference(prefix: string): string {
  const bytes = randomBytes(8);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}-${out}`;
}

export type Ledger = {
  confirmedFor(clientReference: string): Promise<string | undefined>;
  failedAttempts(clientReference: string): Promise<number>;
  record(
    kind: 'hotel' | 'car',
    clientReference: string,
    status: 'confirmed' | 'failed',
    amountPence: number,
    request: Record<string, unknown>,
  ): Promise<string>;
  cancel(supplierReference: string): Promise<void>;
};

export function createLedger(db: Db): Ledger {
  return {
    async confirmedFor(clientReference) {
      const [row] = await db
        .select({ ref: sandboxSupplierBookings.supplierReference })
        .from(sandboxSupplierBookings)
        .where(
          and(
            eq(sandboxSupplierBookings.clientReference, clientReference),
            eq(sandboxSupplierBookings.status, 'confirmed'),
          ),
        )
        .limit(1);
      return row?.ref;
    },
    async failedAttempts(clientReference) {
      const rows = await db
        .select({ id: sandboxSupplierBookings.id })
        .from(sandboxSupplierBookings)
        .where(
          and(
            eq(sandboxSupplierBookings.clientReference, clientReference),
            eq(sandboxSupplierBookings.status, 'failed'),
          ),
        );
      return rows.length;
    },
    async record(kind, clientReference, status, amountPence, request) {
      const ref = supplierReference(kind === 'hotel' ? 'SBH' : 'SBC');
      await db
        .insert(sandboxSupplierBookings)
        .values({ kind, supplierReference: ref, clientReference, status, amountPence, request });
      return ref;
    },
    async cancel(ref) {
      const rows = await db
        .update(sandboxSupplierBookings)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(sandboxSupplierBookings.supplierReference, ref), eq(sandboxSupplierBookings.status, 'confirmed')))
        .returning({ id: sandboxSupplierBookings.id });
      if (rows.length === 0) throw new SupplierError(`The supplier has no confirmed booking ${ref} to cancel`);
    },
  };
}
