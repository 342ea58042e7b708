/**
 * Books live items through their suppliers and publishes every status change.
 * An item is claimed with a conditional UPDATE (pending|failed -> booking), so
 * a double click, a retry racing the first run or a second server process can
 * never book it twice.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { LiveEvent } from '@domain/live/types';
import type { Db } from '../../db';
import { bookingPackages, liveBookings } from '../../db/schema';
import { SupplierError, SUPPLIER_TIMEOUT_MESSAGE, type Contact, type Suppliers } from '../../integrations/suppliers';
import type { EventHub } from '../../lib/events';
import { packageStatusOf, type LiveBookingDbRow } from '../../presenters/live';

export type BookingDeps = {
  db: Db;
  suppliers: Suppliers;
  events: EventHub;
  timeoutMs: number;
  onError: (err: unknown) => void;
};

type Claimable = 'pending' | 'failed';

/**
 * Marks the rows 'booking' if they still are in one of `from`; returns those
 * this caller won. `staleBefore` also takes rows left 'booking' since then (a
 * process that died mid-booking); the supplier's idempotency on our reference
 * keeps such a second attempt from booking twice.
 */
export async function claimBookings(
  db: Db,
  where: { ids?: string[]; packageId?: string },
  from: Claimable[],
  staleBefore?: Date,
): Promise<LiveBookingDbRow[]> {
  const target = where.ids
    ? inArray(liveBookings.id, where.ids)
    : where.packageId
      ? eq(liveBookings.packageId, where.packageId)
      : undefined;
  if (!target) return [];
  const claimable = staleBefore
    ? or(
        inArray(liveBookings.status, from),
        and(eq(liveBookings.status, 'booking'), lt(liveBookings.updatedAt, staleBefore)),
      )
    : inArray(liveBookings.status, from);
  return db
    .update(liveBookings)
    .set({ status: 'booking', error: null, attempts: sql`${liveBookings.attempts} + 1`, updatedAt: new Date() })
    .where(and(target, claimable))
    .returning();
}

async function publish(deps: BookingDeps, userId: string, event: LiveEvent) {
  await deps.events.publish(userId, event).catch(deps.onError);
}

function itemEvent(row: LiveBookingDbRow): LiveEvent {
  const status =
    row.status === 'confirmed' || row.status === 'failed' || row.status === 'booking' ? row.status : 'pending';
  return {
    type: 'basket.item',
    data: {
      packageId: row.packageId ?? '',
      itemId: row.id,
      status,
      ...(status === 'confirmed' ? { bookingReference: row.bookingReference } : {}),
      ...(status === 'failed' && row.error ? { error: row.error } : {}),
    },
  };
}

/** Sends one claimed row to its supplier and records the outcome. */
export async function bookClaimed(deps: BookingDeps, row: LiveBookingDbRow, lead: Contact): Promise<LiveBookingDbRow> {
  await publish(deps, row.userId, itemEvent(row));
  const signal = AbortSignal.timeout(deps.timeoutMs);
  let outcome: { status: 'confirmed'; supplierReference: string } | { status: 'failed'; error: string };
  try {
    const req = row.request;
    const result =
      req.type === 'accommodation'
        ? await deps.suppliers.hotel.book(
            {
              clientReference: row.bookingReference,
              hotelId: req.hotelId,
              roomId: req.roomId,
              boardId: req.boardId,
              stay: req.searchParams,
              extras: req.extras,
              leadPassenger: lead,
              expectedAmount: row.amountPence,
            },
            signal,
          )
        : await deps.suppliers.car.book(
            {
              clientReference: row.bookingReference,
              rateReference: req.rateReference,
              driver: req.driver ?? {
                ...lead,
                age: row.data && 'car' in row.data ? row.data.searchParams.driver_age : 30,
              },
              expectedAmount: row.amountPence,
            },
            signal,
          );
    outcome = { status: 'confirmed', supplierReference: result.supplierReference };
  } catch (err) {
    if (err instanceof SupplierError) outcome = { status: 'failed', error: err.message };
    else if (signal.aborted) outcome = { status: 'failed', error: SUPPLIER_TIMEOUT_MESSAGE };
    else {
      deps.onError(err);
      outcome = { status: 'failed', error: 'The supplier could not be reached; please retry' };
    }
  }
  const [saved] = await deps.db
    .update(liveBookings)
    .set(
      outcome.status === 'confirmed'
        ? { status: 'confirmed', supplierReference: outcome.supplierReference, error: null, updatedAt: new Date() }
        : { status: 'failed', error: outcome.error, updatedAt: new Date() },
    )
    .where(and(eq(liveBookings.id, row.id), eq(liveBookings.status, 'booking')))
    .returning();
  const final = saved ?? row;
  await publish(deps, row.userId, itemEvent(final));
  return final;
}

/** Books claimed rows of one package side by side, then settles and publishes the package status. */
export async function bookPackage(deps: BookingDeps, packageId: string, rows: LiveBookingDbRow[]): Promise<void> {
  const [pkg] = await deps.db.select().from(bookingPackages).where(eq(bookingPackages.id, packageId));
  if (!pkg) return;
  const lead = pkg.leadPassenger;
  await Promise.all(rows.map((row) => bookClaimed(deps, row, lead).catch(deps.onError)));
  const all = await deps.db
    .select({ status: liveBookings.status })
    .from(liveBookings)
    .where(eq(liveBookings.packageId, packageId));
  const status = packageStatusOf(all.map((r) => r.status));
  await deps.db.update(bookingPackages).set({ status, updatedAt: new Date() }).where(eq(bookingPackages.id, packageId));
  await publish(deps, pkg.userId, { type: 'package', data: { packageId, status } });
}

/** Background bookings of this process, so shutdown can wait for them. */
export function createBookingTracker() {
  const running = new Set<Promise<unknown>>();
  return {
    track(p: Promise<unknown>) {
      running.add(p);
      void p.finally(() => running.delete(p));
    },
    settle: () => Promise.allSettled([...running]),
    size: () => running.size,
  };
}
