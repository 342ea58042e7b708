import type { AccommodationData, BasketItem, CarRentalData } from '@domain/basket';
import type {
  BasketResponse,
  CheckoutItem,
  LiveBookingRow,
  LiveBookingStatus,
  PackageResponse,
  PackageStatus,
} from '@domain/live/types';
import type { basketItems, bookingPackages, liveBookings } from '../db/schema';

export type BasketItemRow = typeof basketItems.$inferSelect;
export type LiveBookingDbRow = typeof liveBookings.$inferSelect;
export type PackageRow = typeof bookingPackages.$inferSelect;

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

function item(
  id: string,
  supplier: string,
  status: string,
  amount: number,
  data: AccommodationData | CarRentalData,
  bookingReference: string | null,
  error: string | null,
): BasketItem {
  const base = {
    id,
    supplier,
    status,
    price: gbp(amount),
    // The agent quotes our reference once the supplier has confirmed.
    ...(bookingReference && (status === 'confirmed' || status === 'cancelled') ? { bookingReference } : {}),
    ...(error && status === 'failed' ? { error } : {}),
  };
  // The type column and the data were written together; the data's shape tells them apart.
  return isCarData(data) ? { ...base, type: 'car_rental', data } : { ...base, type: 'accommodation', data };
}

function isCarData(data: AccommodationData | CarRentalData): data is CarRentalData {
  return 'car' in data;
}

const LIVE_STATUSES: readonly LiveBookingStatus[] = ['pending', 'booking', 'confirmed', 'failed', 'cancelled'];
function liveStatus(status: string): LiveBookingStatus {
  return LIVE_STATUSES.find((s) => s === status) ?? 'pending';
}

/** A basket row with its booking (same id) once checked out. */
export function presentBasketItem(row: BasketItemRow, booking: LiveBookingDbRow | null): BasketItem {
  return item(
    row.id,
    row.supplier,
    booking?.status ?? 'pending',
    booking?.amountPence ?? row.pricePence,
    row.data,
    booking?.bookingReference ?? null,
    booking?.error ?? null,
  );
}

export function presentBasket(
  rows: { item: BasketItemRow; booking: LiveBookingDbRow | null }[],
  packageId: string | null,
): BasketResponse {
  const items = rows.map((r) => presentBasketItem(r.item, r.booking));
  return {
    items,
    totalItems: items.length,
    totalPrice: gbp(items.reduce((s, i) => s + i.price.amount, 0)),
    currency: 'GBP',
    packageId,
  };
}

export function presentCheckoutItem(b: LiveBookingDbRow): CheckoutItem {
  const presented = item(b.id, b.supplier, b.status, b.amountPence, b.data, b.bookingReference, b.error);
  return b.supplierReference && b.status === 'confirmed'
    ? { ...presented, supplierReference: b.supplierReference }
    : presented;
}

/** booking while any item is waiting or booking; confirmed when none failed; else partially_failed. */
export function packageStatusOf(statuses: readonly string[]): PackageStatus {
  if (statuses.some((s) => s === 'pending' || s === 'booking')) return 'booking';
  if (statuses.some((s) => s === 'failed')) return 'partially_failed';
  return 'confirmed';
}

export function presentPackage(pkg: PackageRow, bookings: LiveBookingDbRow[]): PackageResponse {
  return {
    packageId: pkg.id,
    status: packageStatusOf(bookings.map((b) => b.status)),
    reference: pkg.reference,
    leadPassenger: pkg.leadPassenger,
    items: bookings.map(presentCheckoutItem),
    total: gbp(pkg.totalPence),
    createdAt: pkg.createdAt.toISOString(),
  };
}

export type AgentSummary = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  agentName: string | null;
  email: string | null;
};

export function presentLiveBooking(b: LiveBookingDbRow, agent: AgentSummary | null): LiveBookingRow {
  const name = agent
    ? agent.agentName || [agent.firstName, agent.lastName].filter(Boolean).join(' ') || (agent.email ?? '')
    : '';
  return {
    id: b.id,
    bookingReference: b.bookingReference,
    supplierReference: b.supplierReference,
    type: b.type === 'car_rental' ? 'car_rental' : 'accommodation',
    supplier: b.supplier,
    status: liveStatus(b.status),
    agent: { id: b.userId, name, email: agent?.email ?? '' },
    leadName: b.leadName,
    title: b.title,
    startDate: b.startDate,
    endDate: b.endDate,
    amount: gbp(b.amountPence),
    packageId: b.packageId,
    createdAt: b.createdAt.toISOString(),
    error: b.error,
  };
}
