/**
 * What the platform needs from a hotel and a car-rental supplier. The sandbox
 * implements both; a real supplier is another file implementing the same
 * interface, chosen by configuration in index.ts.
 */
import type {
  CarRateResponse,
  CarSearchParams,
  CarSearchResponse,
  HotelDetailResponse,
  HotelSearchResponse,
  Place,
} from '@domain/live/types';
import type { BoardCode, HotelSort } from '@domain/live/schemas';

export type Occupancy = { adults: number; children: number; childAges: number[] };
export type HotelStay = { checkIn: string; checkOut: string; rooms: Occupancy[] };

export type HotelSearchQuery = HotelStay & {
  destination: string;
  page: number;
  pageSize: number;
  sort: HotelSort;
  /** Whole-stay bounds in pence. */
  minPrice?: number;
  maxPrice?: number;
  stars: number[];
  boards: BoardCode[];
  /** Part of the hotel name. */
  name?: string;
};

export type Contact = { title: string; firstName: string; lastName: string; email: string; phone: string };

export type HotelBookingRequest = {
  /** Our booking reference; the supplier treats it as an idempotency key. */
  clientReference: string;
  hotelId: string;
  roomId: string;
  boardId: string;
  stay: HotelStay;
  extras: { extraId: string; options: { optionId: string; quantity: number }[] }[];
  leadPassenger: Contact;
  /** The price we charged, in pence; a supplier refuses a booking at another price. */
  expectedAmount: number;
};

export type CarBookingRequest = {
  clientReference: string;
  rateReference: string;
  driver: Contact & { age: number; licenceNumber?: string; flightNumber?: string };
  expectedAmount: number;
};

export type SupplierBooking = { supplierReference: string };

/** A refusal by the supplier, with a message fit to show the agent. */
export class SupplierError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SupplierError';
  }
}

export const SUPPLIER_TIMEOUT_MESSAGE = 'Supplier did not respond in time';

export interface HotelSupplier {
  readonly name: string;
  readonly sandbox: boolean;
  /** Autocomplete over the supplier's destinations (at most `limit`). */
  destinations(q: string, limit: number): Promise<Place[]>;
  /** null when the destination is unknown. */
  searchHotels(query: HotelSearchQuery): Promise<HotelSearchResponse | null>;
  /** Rooms (those that fit every requested room), boards with whole-stay prices, extras; null when unknown. */
  getHotel(hotelId: string, stay: HotelStay): Promise<HotelDetailResponse | null>;
  /** Throws SupplierError when refused; stops when `signal` aborts. */
  book(request: HotelBookingRequest, signal: AbortSignal): Promise<SupplierBooking>;
  cancel(supplierReference: string): Promise<void>;
}

export interface CarSupplier {
  readonly name: string;
  readonly sandbox: boolean;
  locations(q: string, limit: number): Promise<Place[]>;
  /** null when the location is unknown. */
  searchCars(params: CarSearchParams): Promise<CarSearchResponse | null>;
  /** null when the reference is unknown or expired. */
  getRate(rateReference: string): Promise<CarRateResponse | null>;
  book(request: CarBookingRequest, signal: AbortSignal): Promise<SupplierBooking>;
  cancel(supplierReference: string): Promise<void>;
}

export type Suppliers = { hotel: HotelSupplier; car: CarSupplier };
