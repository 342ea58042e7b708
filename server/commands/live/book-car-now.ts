import { and, eq } from 'drizzle-orm';
import type { Driver } from '@domain/live/schemas';
import { liveBookings } from '../../db/schema';
import { conflict, notFound, validation } from '../../errors';
import type { LiveBookingDbRow } from '../../presenters/live';
import { bookClaimed, claimBookings, type BookingDeps } from './book-live-items';
import { liveReference } from './checkout-basket';
import { priceBasketItem } from './price-basket-item';

/**
 * Books one car at once, outside the basket. The key makes a repeat (double
 * click, network retry) return the first booking instead of a second one.
 */
export async function bookCarNow(
  deps: BookingDeps,
  input: { userId: string; rateReference: string; driver: Driver; idempotencyKey: string },
): Promise<LiveBookingDbRow> {
  const { db } = deps;
  const findExisting = async () => {
    const [row] = await db
      .select()
      .from(liveBookings)
      .where(and(eq(liveBookings.userId, input.userId), eq(liveBookings.idempotencyKey, input.idempotencyKey)));
    return row;
  };
  // A repeat while the first request is still at the supplier waits for its outcome.
  const settled = async (row: LiveBookingDbRow): Promise<LiveBookingDbRow> => {
    const deadline = Date.now() + deps.timeoutMs + 5000;
    let current = row;
    while ((current.status === 'pending' || current.status === 'booking') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await findExisting()) ?? current;
    }
    return current;
  };
  const existing = await findExisting();
  if (existing) return settled(existing);

  const request = { type: 'car_rental' as const, rateReference: input.rateReference, driver: input.driver };
  const priced = await priceBasketItem(deps.suppliers, request);
  if (!priced.ok) {
    if (priced.kind === 'invalid') throw validation(priced.fields, Object.values(priced.fields)[0]);
    throw notFound(priced.message);
  }
  const [row] = await db
    .insert(liveBookings)
    .values({
      userId: input.userId,
      type: 'car_rental',
      supplier: priced.item.supplier,
      bookingReference: liveReference('LB'),
      status: 'pending',
      title: priced.item.title,
      leadName: `${input.driver.firstName} ${input.driver.lastName}`,
      startDate: priced.item.startDate,
      endDate: priced.item.endDate,
      amountPence: priced.item.pricePence,
      data: priced.item.data,
      request,
      idempotencyKey: input.idempotencyKey,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const raced = await findExisting();
    if (!raced) throw conflict('This booking is already being processed.');
    return settled(raced);
  }
  const [claimed] = await claimBookings(db, { ids: [row.id] }, ['pending']);
  if (!claimed) return row;
  return bookClaimed(deps, claimed, input.driver);
}
