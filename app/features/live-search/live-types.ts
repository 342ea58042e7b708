/**
 * Response shapes of the live search API as the contract (/tmp contract-live,
 * issue #4) describes them. Money is always integer pence.
 */

export type Money = { amount: number; currency: 'GBP' };

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
  boards: string[];
  fromPrice: Money;
};

export type HotelSearchResponse = {
  destination: Place;
  nights: number;
  total: number;
  page: number;
  pageSize: number;
  results: HotelResult[];
  facets: { priceMin: number; priceMax: number; stars: Record<string, number>; boards: Record<string, number> };
};

export type HotelBoard = { boardId: string; code: string; description: string; price: Money };
export type HotelRoom = { roomId: string; description: string; maxOccupancy: number; boards: HotelBoard[] };
export type ExtraOption = { optionId: string; title: string; price: Money; maxQuantity: number };
export type HotelExtra = { extraId: string; title: string; description: string; options: ExtraOption[] };

export type HotelDetailResponse = {
  hotel: {
    hotelId: string;
    name: string;
    stars: number;
    area: string;
    destination: Place | string;
    description: string;
    imageUrls: string[];
    facilities: string[];
  };
  rooms: HotelRoom[];
  extras: HotelExtra[];
};

export type CarResult = {
  rateReference: string;
  vehicle_name: string;
  vehicle_category: string;
  supplier: string;
  seats: number;
  doors: number;
  transmission: string;
  bags: number;
  airCon: boolean;
  imageUrl: string;
  price: Money;
  youngDriverFee?: Money | null;
  features: string[];
};

export type CarSearchResponse = {
  location: Place;
  days: number;
  results: CarResult[];
  /** Why some categories are missing (driver-age rules), when any are. */
  note?: string | null;
  notes?: string[];
};

export type CarRate = CarResult & {
  searchParams: { pickupLocation: string; driverAge: number; pickupDate: string; returnDate: string };
  location?: Place;
  days?: number;
};
