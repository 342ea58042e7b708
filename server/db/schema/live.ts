import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccommodationData, CarRentalData } from '@domain/basket';
import type { LeadPassenger } from '@domain/live/schemas';
import { users } from './users';

/**
 * What an item was built from, kept so checkout can price it again at the
 * supplier (a stored or client price is never trusted).
 */
export type StoredHotelRequest = {
  type: 'accommodation';
  hotelId: string;
  roomId: string;
  boardId: string;
  extras: { extraId: string; options: { optionId: string; quantity: number }[] }[];
  searchParams: {
    destination: string;
    checkIn: string;
    checkOut: string;
    rooms: { adults: number; children: number; childAges: number[] }[];
  };
};
export type StoredCarRequest = {
  type: 'car_rental';
  rateReference: string;
  driver?: {
    title: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    age: number;
    licenceNumber?: string;
    flightNumber?: string;
  };
};
export type StoredItemRequest = StoredHotelRequest | StoredCarRequest;

/**
 * The server-side basket of each user (SPEC 3). An item's booking status is
 * its live_bookings row (same id) once it is checked out; pending before.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    supplier: text('supplier').notNull(),
    /** The supplier's price when added or last re-checked, in pence. */
    pricePence: integer('price_pence').notNull(),
    data: jsonb('data').$type<AccommodationData | CarRentalData>().notNull(),
    request: jsonb('request').$type<StoredItemRequest>().notNull(),
    /** Set when a checkout takes the item; a later checkout books only items without one. */
    packageId: uuid('package_id').references(() => bookingPackages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('basket_items_type_known', sql`${t.type} in ('accommodation','car_rental')`),
    check('basket_items_price_positive', sql`${t.pricePence} >= 0`),
    index('basket_items_user_idx').on(t.userId, t.createdAt),
    index('basket_items_package_idx').on(t.packageId),
  ],
);

/** One checkout of a basket: the lead passenger, the total, the package reference. */
export const bookingPackages = pgTable(
  'booking_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** From the client, one per checkout attempt: the same key again is the same package. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The key of the last retry, so a repeated retry request does nothing more. */
    lastRetryKey: text('last_retry_key'),
    leadPassenger: jsonb('lead_passenger').$type<LeadPassenger>().notNull(),
    /** booking -> confirmed | partially_failed (a retry sets booking again). */
    status: text('status').notNull().default('booking'),
    reference: text('reference').notNull().unique(),
    totalPence: integer('total_pence').notNull(),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_packages_status_known', sql`${t.status} in ('booking','confirmed','partially_failed')`),
    uniqueIndex('booking_packages_user_key_uq').on(t.userId, t.idempotencyKey),
    index('booking_packages_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Every booking made through a live supplier: package items (id = the basket
 * item's id) and cars booked at once. Admins list and cancel them.
 */
export const liveBookings = pgTable(
  'live_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id').references(() => bookingPackages.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    supplier: text('supplier').notNull(),
    supplierReference: text('supplier_reference'),
    bookingReference: text('booking_reference').notNull().unique(),
    /** pending -> booking -> confirmed | failed; failed -> booking on retry; confirmed -> cancelled. */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    title: text('title').notNull(),
    leadName: text('lead_name').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** Snapshot of the basket item (SPEC 3 data) as booked. */
    data: jsonb('data').$type<AccommodationData | CarRentalData>().notNull(),
    request: jsonb('request').$type<StoredItemRequest>().notNull(),
    /** Book-now cars only (packages carry their own key). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('live_bookings_type_known', sql`${t.type} in ('accommodation','car_rental')`),
    check('live_bookings_status_known', sql`${t.status} in ('pending','booking','confirmed','failed','cancelled')`),
    uniqueIndex('live_bookings_user_key_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('live_bookings_package_idx').on(t.packageId),
    index('live_bookings_user_created_idx').on(t.userId, t.createdAt),
    index('live_bookings_created_idx').on(t.createdAt),
  ],
);

/**
 * The sandbox supplier's own booking ledger: what a real supplier would hold
 * on its side. Failed attempts are kept too (the flaky hotel reads them).
 */
export const sandboxSupplierBookings = pgTable(
  'sandbox_supplier_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    supplierReference: text('supplier_reference').notNull().unique(),
    /** Our booking reference, sent to the supplier as its idempotency key. */
    clientReference: text('client_reference').notNull(),
    status: text('status').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    amountPence: integer('amount_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('sandbox_supplier_bookings_kind_known', sql`${t.kind} in ('hotel','car')`),
    check('sandbox_supplier_bookings_status_known', sql`${t.status} in ('confirmed','failed','cancelled')`),
    index('sandbox_supplier_bookings_client_idx').on(t.clientReference),
  ],
);
