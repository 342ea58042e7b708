/**
 * Response shapes of the live search API, from the shared domain types
 * (issue #4 contract). Money is always integer pence.
 */
export type {
  CarResult,
  CarSearchResponse,
  ExtraOption,
  HotelBoard,
  HotelDetailResponse,
  HotelExtra,
  HotelResult,
  HotelRoom,
  HotelSearchResponse,
  LiveInfo,
  Money,
  Place,
  SupplierInfo,
} from '@domain/live/types';
export type { CarRateResponse as CarRate } from '@domain/live/types';
