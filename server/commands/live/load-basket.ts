import { and, asc, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { BasketResponse } from '@domain/live/types';
import type { Executor } from '../../db';
import { basketItems, bookingPackages, liveBookings } from '../../db/schema';
import { presentBasket } from '../../presenters/live';

export const INTERRUPTED_MESSAGE = 'The booking was interrupted before the supplier answered; retry it';

/**
 * Items left 'booking' long after any supplier would have answered (the
 * process died) become failed, so the agent gets Retry instead of a spinner.
 */
export async function failStaleBookings(db: Executor, userId: string, timeoutMs: number): Promise<void> {
  await db
    .update(liveBookings)
    .set({ status: 'failed', error: INTERRUPTED_MESSAGE, updatedAt: new Date() })
    .where(
      and(
        eq(liveBookings.userId, userId),
        eq(liveBookings.status, 'booking'),
        lt(liveBookings.updatedAt, new Date(Date.now() - timeoutMs - 60_000)),
      ),
    );
}

/**
 * A user's basket with each item's booking status, and the latest package
 * that still has items in it (so Retry / View work after a reload).
 */
export async function loadBasket(db: Executor, userId: string): Promise<BasketResponse> {
  const rows = await db
    .select({ item: basketItems, booking: liveBookings })
    .from(basketItems)
    .leftJoin(liveBookings, eq(liveBookings.id, basketItems.id))
    // A booking cancelled in Live Bookings is done with; it never shows as an 'Unknown' item.
    .where(and(eq(basketItems.userId, userId), or(isNull(liveBookings.status), ne(liveBookings.status, 'cancelled'))))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  const packageIds = [...new Set(rows.map((r) => r.item.packageId).filter((id): id is string => id !== null))];
  let packageId: string | null = null;
  if (packageIds.length > 0) {
    const [latest] = await db
      .select({ id: bookingPackages.id })
      .from(bookingPackages)
      .where(inArray(bookingPackages.id, packageIds))
      .orderBy(desc(bookingPackages.createdAt))
      .limit(1);
    packageId = latest?.id ?? null;
  }
  return presentBasket(rows, packageId);
}
