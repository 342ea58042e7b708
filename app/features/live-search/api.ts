import {
  CarBookNowResponseSchema,
  CarRateResponseSchema,
  CarSearchResponseSchema,
  HotelDetailResponseSchema,
  HotelSearchResponseSchema,
  LiveInfoSchema,
  PlacesSchema,
} from '@domain/live/responses';
import type { CarBookNowRequest } from '@domain/live/types';
import { queryString, request } from '~/lib/api';

/** Query keys of live search. */
export const liveKeys = {
  all: ['live'] as const,
  info: () => ['live', 'info'] as const,
  places: (endpoint: PlacesEndpoint, q: string) => ['live', endpoint, q] as const,
  hotels: (query: string) => ['live', 'hotels', query] as const,
  hotel: (hotelId: string, query: string) => ['live', 'hotel', hotelId, query] as const,
  cars: (query: string) => ['live', 'cars', query] as const,
  carRate: (rateReference: string) => ['live', 'car-rate', rateReference] as const,
};

/** Where the two location boxes look places up. */
export type PlacesEndpoint = '/api/live/destinations' | '/api/live/car-locations';

/** Which suppliers answer (and whether they are the sandbox). */
export const getLiveInfo = (signal?: AbortSignal) => request(LiveInfoSchema, '/api/live/info', { signal });

export const findPlaces = (endpoint: PlacesEndpoint, q: string, signal?: AbortSignal) =>
  request(PlacesSchema, `${endpoint}${queryString({ q })}`, { signal });

/** `query` is the results page's search as a query string (destination, dates, rooms, filters, page). */
export const searchHotels = (query: string, signal?: AbortSignal) =>
  request(HotelSearchResponseSchema, `/api/live/hotels/search?${query}`, { signal });

export const getHotel = (hotelId: string, query: string, signal?: AbortSignal) =>
  request(HotelDetailResponseSchema, `/api/live/hotels/${encodeURIComponent(hotelId)}?${query}`, { signal });

export const searchCars = (query: string, signal?: AbortSignal) =>
  request(CarSearchResponseSchema, `/api/live/cars/search?${query}`, { signal });

export const getCarRate = (rateReference: string, signal?: AbortSignal) =>
  request(CarRateResponseSchema, `/api/live/cars/rates/${encodeURIComponent(rateReference)}`, { signal });

/** Books one car at once (paid here, not through the basket). */
export const bookCarNow = (body: CarBookNowRequest) =>
  request(CarBookNowResponseSchema, '/api/live/cars/book', { method: 'POST', body });
