import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { BasketResponse } from '@domain/live/types';
import type { Executor } from '../db';
import { basketItems, bookingPackages, liveBookings } from '../db/schema';
import { presentBasket } from '../presenters/live';

/**
 * A user's basket with each item's booking status, and the latest package
 * that still has items in it (so Retry / View work after a reload).
 */
export async function loadBasket(db: Executor, userId: string): Promise<BasketResponse> {
  const rows = await db
    .select({ item: basketItems, booking: liveBookings })
    .from(basketItems)
    .leftJoin(liveBookings, eq(liveBookings.id, basketItems.id))
    .where(eq(basketItems.userId, userId))
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
