import { and, eq, inArray, isNull, not, notExists, or } from 'drizzle-orm';
import type { Executor } from '../../db';
import { basketItems, liveBookings } from '../../db/schema';

/** Booking states that need nothing more from the agent. */
const SETTLED = ['confirmed', 'cancelled'];

/**
 * Takes a package out of its agent's basket once they have seen its
 * confirmation, so the basket is ready for the next customer. Only a package
 * whose items (still in the basket) are all confirmed or cancelled leaves:
 * failed items stay until they are retried or removed. One statement, so a
 * retry that starts at the same moment keeps the package in the basket.
 * Returns how many items left.
 */
export async function clearSeenPackage(db: Executor, userId: string, packageId: string): Promise<number> {
  const unsettled = db
    .select({ id: basketItems.id })
    .from(basketItems)
    .leftJoin(liveBookings, eq(liveBookings.id, basketItems.id))
    .where(
      and(
        eq(basketItems.userId, userId),
        eq(basketItems.packageId, packageId),
        or(isNull(liveBookings.status), not(inArray(liveBookings.status, SETTLED))),
      ),
    );
  const removed = await db
    .delete(basketItems)
    .where(and(eq(basketItems.userId, userId), eq(basketItems.packageId, packageId), notExists(unsettled)))
    .returning({ id: basketItems.id });
  return removed.length;
}
