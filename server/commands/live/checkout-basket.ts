/**
 * Turns the unbooked part of a user's basket into a package: same key ->
 * same package; every item priced again at its supplier first.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { LeadPassenger } from '@domain/live/schemas';
import type { Db } from '../../db';
import { basketItems, bookingPackages, liveBookings } from '../../db/schema';
import { basketEmpty, conflict, itemUnavailable } from '../../errors';
import type { Suppliers } from '../../integrations/suppliers';
import type { PackageRow } from '../../presenters/live';
import { priceBasketItem, type PricedItem } from './price-basket-item';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'LB-7K3M9QXA' (booking) or 'PK-...' (package): readable, no 0/O or 1/I. */
export function liveReference(prefix: 'LB' | 'PK'): string {
  let out = '';
  for (const b of randomBytes(8)) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}-${out}`;
}

export class PriceChangedError extends Error {
  constructor() {
    super('Prices in your basket have changed. Check the new total and book again.');
  }
}

export type CheckoutInput = { userId: string; idempotencyKey: string; leadPassenger: LeadPassenger; cardLast4: string };

export async function findPackageByKey(db: Db, userId: string, key: string): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingPackages)
    .where(and(eq(bookingPackages.userId, userId), eq(bookingPackages.idempotencyKey, key)));
  return row;
}

/**
 * Re-prices, then in one transaction creates the package, takes the items and
 * writes their pending bookings. Throws PriceChangedError after saving the new
 * prices, so the agent sees them before anything is booked.
 */
export async function checkoutBasket(
  db: Db,
  suppliers: Suppliers,
  input: CheckoutInput,
): Promise<{ pkg: PackageRow; created: boolean }> {
  const items = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.userId, input.userId), isNull(basketItems.packageId)))
    .orderBy(asc(basketItems.createdAt));
  if (items.length === 0) throw basketEmpty();

  const priced = await Promise.all(
    items.map(async (item) => ({ item, outcome: await priceBasketItem(suppliers, item.request) })),
  );
  const fresh = new Map<string, PricedItem>();
  for (const { item, outcome } of priced) {
    if (!outcome.ok) {
      const name = item.type === 'accommodation' && 'hotel' in item.data ? item.data.hotel.name : 'A car rental';
      throw itemUnavailable(name);
    }
    fresh.set(item.id, outcome.item);
  }
  const changed = items.filter((i) => fresh.get(i.id)?.pricePence !== i.pricePence);
  if (changed.length > 0) {
    for (const item of changed) {
      const p = fresh.get(item.id);
      if (p)
        await db.update(basketItems).set({ pricePence: p.pricePence, data: p.data }).where(eq(basketItems.id, item.id));
    }
    throw new PriceChangedError();
  }

  return db.transaction(async (tx) => {
    const [pkg] = await tx
      .insert(bookingPackages)
      .values({
        userId: input.userId,
        idempotencyKey: input.idempotencyKey,
        leadPassenger: input.leadPassenger,
        reference: liveReference('PK'),
        totalPence: items.reduce((s, i) => s + i.pricePence, 0),
        cardLast4: input.cardLast4,
      })
      .onConflictDoNothing({ target: [bookingPackages.userId, bookingPackages.idempotencyKey] })
      .returning();
    if (!pkg) {
      // The same key won a moment ago (a double click): that package is the answer.
      const [existing] = await tx
        .select()
        .from(bookingPackages)
        .where(and(eq(bookingPackages.userId, input.userId), eq(bookingPackages.idempotencyKey, input.idempotencyKey)));
      if (!existing) throw conflict('The checkout is already being processed.');
      return { pkg: existing, created: false };
    }
    // Rows another checkout took meanwhile (a different key) are skipped by the WHERE.
    const claimed = await tx
      .update(basketItems)
      .set({ packageId: pkg.id })
      .where(
        and(
          inArray(
            basketItems.id,
            items.map((i) => i.id),
          ),
          isNull(basketItems.packageId),
        ),
      )
      .returning();
    if (claimed.length === 0) throw basketEmpty();
    const total = claimed.reduce((s, i) => s + i.pricePence, 0);
    const [final] = await tx
      .update(bookingPackages)
      .set({ totalPence: total })
      .where(eq(bookingPackages.id, pkg.id))
      .returning();
    const leadName = `${input.leadPassenger.firstName} ${input.leadPassenger.lastName}`;
    await tx.insert(liveBookings).values(
      claimed.map((item) => {
        const p = fresh.get(item.id);
        return {
          id: item.id,
          packageId: pkg.id,
          userId: input.userId,
          type: item.type,
          supplier: item.supplier,
          bookingReference: liveReference('LB'),
          status: 'pending',
          title: p?.title ?? 'Live booking',
          leadName,
          startDate: p?.startDate ?? '',
          endDate: p?.endDate ?? '',
          amountPence: item.pricePence,
          data: item.data,
          request: item.request,
        };
      }),
    );
    return { pkg: final ?? pkg, created: true };
  });
}
