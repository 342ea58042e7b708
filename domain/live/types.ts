/**
 * Response and request shapes of the live search, basket, checkout and live
 * bookings API (issue #4 contract). Money is integer pence.
 */
import type { BasketItem, BasketItemStatus, Money } from '../basket';
import type { LiveBookingRow } from './responses';
import type { BoardCode, CarCategory, Driver, LeadPassenger, Room } from './schemas';

export type { Money } from '../basket';

export type Place = { code: string; name: string; country: string };

export type SupplierInfo = { name: string; sandbox: boolean };
export type LiveInfo = { hotelSupplier: SupplierInfo; carSupplier: SupplierInfo };

export type HotelResult = {
  hotelId: string;
  name: string;
  stars: number;
  area: string;
  description: string;
  imageUrl: string;
  boards: BoardCode[];
  /** Cheapest room and board for the whole stay, all rooms. */
  fromPrice: Money;
};

export type HotelFacets = {
  priceMin: number;
  priceMax: number;
  stars: Record<string, number>;
  boards: Record<string, number>;
};

export type HotelSearchResponse = {
  destination: Place;
  nights: number;
  total: number;
  page: number;
  pageSize: number;
  results: HotelResult[];
  facets: HotelFacets;
};

export type HotelBoard = { boardId: string; code: BoardCode; description: string; price: Money };
export type HotelRoom = { roomId: string; description: string; maxOccupancy: number; boards: HotelBoard[] };
/** Who an option is sold per, when it is one each: such quantities are bounded by the party (./extras.ts). */
export type PerPerson = 'traveller' | 'adult' | 'child';
export type ExtraOption = { optionId: string; title: string; price: Money; maxQuantity: number; perPerson?: PerPerson };
export type HotelExtra = { extraId: string; title: string; description: string; options: ExtraOption[] };

export type HotelDetail = {
  hotelId: string;
  name: string;
  stars: number;
  area: string;
  destination: Place;
  description: string;
  imageUrls: string[];
  facilities: string[];
};

export type HotelDetailResponse = { hotel: HotelDetail; rooms: HotelRoom[]; extras: HotelExtra[] };

export type CarResult = {
  rateReference: string;
  vehicle_name: string;
  vehicle_category: CarCategory;
  supplier: string;
  seats: number;
  doors: number;
  transmission: 'manual' | 'automatic';
  bags: number;
  airCon: boolean;
  imageUrl: string;
  /** Whole rental, the young driver fee included when there is one. */
  price: Money;
  youngDriverFee?: Money;
  features: string[];
};

export type CarSearchParams = { pickupLocation: string; driverAge: number; pickupDate: string; returnDate: string };

export type CarSearchResponse = {
  location: Place;
  days: number;
  results: CarResult[];
  /** Why some categories are missing (driver-age rules); empty when none are. */
  notes: string[];
};

export type CarRateResponse = CarResult & { searchParams: CarSearchParams; location: Place; days: number };

export type HotelSearchRequest = { destination: string; checkIn: string; checkOut: string; rooms: Room[] };

export type AddAccommodationRequest = {
  type: 'accommodation';
  hotelId: string;
  roomId: string;
  boardId: string;
  extras: { extraId: string; options: { optionId: string; quantity: number }[] }[];
  searchParams: HotelSearchRequest;
};
export type AddCarRentalRequest = { type: 'car_rental'; rateReference: string; driver?: Driver };
export type AddBasketItemRequest = AddAccommodationRequest | AddCarRentalRequest;

export type BasketResponse = {
  items: BasketItem[];
  totalItems: number;
  totalPrice: Money;
  currency: 'GBP';
  /** The latest checkout whose items are still in the basket, so Retry / View work after a reload. */
  packageId: string | null;
};

export type PackageStatus = 'booking' | 'confirmed' | 'partially_failed';

export type CheckoutItem = BasketItem & { supplierReference?: string };

export type CheckoutRequest = {
  idempotencyKey: string;
  leadPassenger: LeadPassenger;
  payment: { cardholderName: string; cardNumber: string; expiry: string; cvc: string };
};
export type CheckoutAccepted = { packageId: string; items: CheckoutItem[] };

export type PackageResponse = {
  packageId: string;
  status: PackageStatus;
  reference: string;
  leadPassenger: LeadPassenger;
  items: CheckoutItem[];
  total: Money;
  createdAt: string;
};

export type LiveBookingStatus = LiveBookingRow['status'];
export type { LiveBookingRow, LiveBookingsResponse } from './responses';

export type CarBookNowRequest = {
  rateReference: string;
  driver: Driver;
  idempotencyKey: string;
  payment: CheckoutRequest['payment'];
};
export type CarBookNowResponse = { bookingReference: string };

/** Server-sent events of GET /api/events. */
export type BasketItemEvent = {
  packageId: string;
  itemId: string;
  status: BasketItemStatus;
  bookingReference?: string;
  error?: string;
};
export type PackageEvent = { packageId: string; status: PackageStatus };
export type LiveEvent = { type: 'basket.item'; data: BasketItemEvent } | { type: 'package'; data: PackageEvent };
