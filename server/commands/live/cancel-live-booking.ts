import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { basketItems, liveBookings } from '../../db/schema';
import { notCancellable, notFound, supplierFailed } from '../../errors';
import { SupplierError, type Suppliers } from '../../integrations/suppliers';
import type { LiveBookingDbRow } from '../../presenters/live';

/**
 * Cancels a confirmed live booking at its supplier, once. The row is locked
 * while the supplier is asked, so a second cancel (a double click, another
 * tab, an admin at the same moment) waits and then answers with the first
 * one's result instead of asking the supplier again. A cancelled booking also
 * leaves its agent's basket. The caller has authorized the row.
 */
export async function cancelLiveBooking(db: Db, suppliers: Suppliers, bookingId: string): Promise<LiveBookingDbRow> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(liveBookings).where(eq(liveBookings.id, bookingId)).for('update');
    if (!booking) throw notFound();
    if (booking.status === 'cancelled') return booking;
    if (booking.status !== 'confirmed' || !booking.supplierReference) {
      throw notCancellable();
    }
    const supplier = booking.type === 'car_rental' ? suppliers.car : suppliers.hotel;
    try {
      await supplier.cancel(booking.supplierReference);
    } catch (err) {
      // Nothing changed on our side: the booking stays confirmed and the lock is released for a retry.
      if (err instanceof SupplierError) throw supplierFailed(err.message);
      throw err;
    }
    const now = new Date();
    const [saved] = await tx
      .update(liveBookings)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(liveBookings.id, booking.id))
      .returning();
    await tx.delete(basketItems).where(eq(basketItems.id, booking.id));
    return saved ?? booking;
  });
}
