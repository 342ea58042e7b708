/** The sandbox hotel supplier: seeded inventory, real booking records, reproducible failures. */
import { BOARD_DESCRIPTIONS, type BoardCode } from '@domain/live/schemas';
import type { HotelDetailResponse, HotelResult, HotelSearchResponse, Place } from '@domain/live/types';
import { daysBetween } from '@domain/live/dates';
import { SupplierError, type HotelSearchQuery, type HotelStay, type HotelSupplier } from '../interface';
import { priceSelection } from '../selection';
import { DESTINATIONS, destinationByCode, fold, type Destination } from './destinations';
import { extrasFor } from './extras';
import {
  BOARD_SUPPLEMENT,
  FAILING_HOTEL_NAME,
  FLAKY_HOTEL_NAME,
  fittingRooms,
  hotelById,
  hotelsOf,
  largestParty,
  roomBoardPrice,
  stayFactor,
  supplementFactor,
  weightsOf,
  type SandboxHotel,
  type SandboxRoom,
  type Weights,
} from './hotels';
import type { Ledger } from './ledger';
import { wait } from './wait';

export const SANDBOX_SUPPLIER_NAME = 'Sandbox supplier';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

export function placeOf(d: Destination): Place {
  return { code: d.code, name: d.name, country: d.country };
}

export function hotelImageUrl(hotelId: string, n: number): string {
  return `/api/live/images/hotel/${hotelId}-${n}.svg`;
}

type Row = { hotel: SandboxHotel; boardPrices: Map<BoardCode, number>; min: number };

/**
 * The cheapest room of each board. Rooms are compared on the unrounded price
 * (two multiplications each), then only the winners are priced exactly, so a
 * search stays a fraction of a millisecond over a whole destination.
 */
function priceRow(
  hotel: SandboxHotel,
  largest: number,
  w: Weights,
  factor: number,
  occupancySum: number,
  personsSum: number,
): Row | undefined {
  const supplement = supplementFactor(hotel) * personsSum;
  const best = new Map<BoardCode, { room: SandboxRoom; value: number }>();
  for (const room of hotel.rooms) {
    if (room.maxOccupancy < largest) continue;
    const roomPart = room.base * occupancySum;
    for (const board of room.boards) {
      const value = roomPart + BOARD_SUPPLEMENT[board] * supplement;
      const seen = best.get(board);
      if (!seen || value < seen.value) best.set(board, { room, value });
    }
  }
  if (best.size === 0) return undefined;
  const boardPrices = new Map<BoardCode, number>();
  let min = Infinity;
  for (const [board, { room }] of best) {
    const p = roomBoardPrice(hotel, room, board, w, factor);
    boardPrices.set(board, p);
    if (p < min) min = p;
  }
  return { hotel, boardPrices, min };
}

function fromPriceFor(row: Row, boards: readonly BoardCode[]): number | undefined {
  if (boards.length === 0) return row.min;
  let min: number | undefined;
  for (const b of boards) {
    const p = row.boardPrices.get(b);
    if (p !== undefined && (min === undefined || p < min)) min = p;
  }
  return min;
}

const SORTS = {
  price_asc: (a: Sorted, b: Sorted) => a.price - b.price || a.row.hotel.nameRank - b.row.hotel.nameRank,
  price_desc: (a: Sorted, b: Sorted) => b.price - a.price || a.row.hotel.nameRank - b.row.hotel.nameRank,
  stars_desc: (a: Sorted, b: Sorted) =>
    b.row.hotel.stars - a.row.hotel.stars || a.price - b.price || a.row.hotel.nameRank - b.row.hotel.nameRank,
  name_asc: (a: Sorted, b: Sorted) => a.row.hotel.nameRank - b.row.hotel.nameRank,
};
type Sorted = { row: Row; price: number };

export type SandboxOptions = { ledger: Ledger; bookingDelayMs: number };

export function createSandboxHotelSupplier(opts: SandboxOptions): HotelSupplier {
  async function getHotel(hotelId: string, stay: HotelStay): Promise<HotelDetailResponse | null> {
    const hotel = hotelById(hotelId);
    if (!hotel) return null;
    const factor = stayFactor(hotel.destination, stay.checkIn, stay.checkOut);
    const weights = weightsOf(stay.rooms);
    return {
      hotel: {
        hotelId: hotel.hotelId,
        name: hotel.name,
        stars: hotel.stars,
        area: hotel.area,
        destination: placeOf(hotel.destination),
        description: hotel.description,
        imageUrls: [1, 2, 3].map((n) => hotelImageUrl(hotel.hotelId, n)),
        facilities: hotel.facilities,
      },
      rooms: fittingRooms(hotel, stay.rooms).map((room) => ({
        roomId: room.roomId,
        description: room.description,
        maxOccupancy: room.maxOccupancy,
        boards: room.boards.map((code) => ({
          boardId: `${room.roomId}-${code}`,
          code,
          description: BOARD_DESCRIPTIONS[code],
          price: gbp(roomBoardPrice(hotel, room, code, weights, factor)),
        })),
      })),
      extras: extrasFor(hotel),
    };
  }

  return {
    name: SANDBOX_SUPPLIER_NAME,
    sandbox: true,

    async destinations(q, limit) {
      const needle = fold(q.trim());
      const hits = needle
        ? DESTINATIONS.filter(
            (d) =>
              fold(d.name).includes(needle) ||
              fold(d.country).includes(needle) ||
              d.code.toLowerCase() === needle ||
              d.areas.some((a) => fold(a).includes(needle)),
          )
        : DESTINATIONS;
      // Names that start with the text first, then the rest alphabetically.
      return [...hits]
        .sort(
          (a, b) =>
            Number(!fold(a.name).startsWith(needle)) - Number(!fold(b.name).startsWith(needle)) ||
            a.name.localeCompare(b.name),
        )
        .slice(0, limit)
        .map(placeOf);
    },

    async searchHotels(q: HotelSearchQuery): Promise<HotelSearchResponse | null> {
      const hotels = hotelsOf(q.destination);
      const d = destinationByCode(q.destination);
      if (!hotels || !d) return null;
      const factor = stayFactor(d, q.checkIn, q.checkOut);
      const weights = weightsOf(q.rooms);
      const largest = largestParty(q.rooms);
      const occupancySum = weights.occupancy.reduce((a, b) => a + b, 0);
      const personsSum = weights.persons.reduce((a, b) => a + b, 0);
      const name = q.name ? fold(q.name.trim()) : '';
      const facets = {
        priceMin: 0,
        priceMax: 0,
        stars: {} as Record<string, number>,
        boards: {} as Record<string, number>,
      };
      const matches: Sorted[] = [];
      let priceMin = Infinity;
      let priceMax = 0;
      for (const hotel of hotels) {
        if (name && !fold(hotel.name).includes(name)) continue;
        const row = priceRow(hotel, largest, weights, factor, occupancySum, personsSum);
        if (!row) continue;
        // Facets describe the search before its filters, so a filter never hides its own choices.
        priceMin = Math.min(priceMin, row.min);
        priceMax = Math.max(priceMax, row.min);
        facets.stars[hotel.stars] = (facets.stars[hotel.stars] ?? 0) + 1;
        for (const b of row.boardPrices.keys()) facets.boards[b] = (facets.boards[b] ?? 0) + 1;
        if (q.stars.length > 0 && !q.stars.includes(hotel.stars)) continue;
        const price = fromPriceFor(row, q.boards);
        if (price === undefined) continue;
        if (q.minPrice !== undefined && price < q.minPrice) continue;
        if (q.maxPrice !== undefined && price > q.maxPrice) continue;
        matches.push({ row, price });
      }
      facets.priceMin = Number.isFinite(priceMin) ? priceMin : 0;
      facets.priceMax = priceMax;
      matches.sort(SORTS[q.sort]);
      const start = (q.page - 1) * q.pageSize;
      const results: HotelResult[] = matches.slice(start, start + q.pageSize).map(({ row, price }) => ({
        hotelId: row.hotel.hotelId,
        name: row.hotel.name,
        stars: row.hotel.stars,
        area: row.hotel.area,
        description: row.hotel.summary,
        imageUrl: hotelImageUrl(row.hotel.hotelId, 1),
        boards: [...row.boardPrices.keys()],
        fromPrice: gbp(price),
      }));
      return {
        destination: placeOf(d),
        nights: daysBetween(q.checkIn, q.checkOut),
        total: matches.length,
        page: q.page,
        pageSize: q.pageSize,
        results,
        facets,
      };
    },

    getHotel,

    async book(req, signal) {
      await wait(opts.bookingDelayMs, signal);
      const already = await opts.ledger.confirmedFor(req.clientReference);
      if (already) return { supplierReference: already };
      const hotel = hotelById(req.hotelId);
      const detail = await getHotel(req.hotelId, req.stay);
      if (!hotel || !detail) throw new SupplierError('The hotel is no longer offered by the supplier');
      const priced = priceSelection(detail, req.roomId, req.boardId, req.extras);
      if (!priced.ok) throw new SupplierError('The room or board is no longer available');
      if (priced.value.amount !== req.expectedAmount)
        throw new SupplierError('The supplier price has changed; remove the item and add it again');
      const log = {
        hotelId: req.hotelId,
        roomId: req.roomId,
        boardId: req.boardId,
        stay: req.stay,
        extras: req.extras,
        lead: `${req.leadPassenger.firstName} ${req.leadPassenger.lastName}`,
      };
      if (hotel.behaviour === 'always-fails') {
        await opts.ledger.record('hotel', req.clientReference, 'failed', req.expectedAmount, log);
        throw new SupplierError(`${FAILING_HOTEL_NAME} could not confirm the booking: no rooms left for these dates`);
      }
      if (hotel.behaviour === 'fails-first-attempt' && (await opts.ledger.failedAttempts(req.clientReference)) === 0) {
        await opts.ledger.record('hotel', req.clientReference, 'failed', req.expectedAmount, log);
        throw new SupplierError(
          `${FLAKY_HOTEL_NAME} did not confirm the booking (temporary error at the hotel); please retry`,
        );
      }
      const supplierReference = await opts.ledger.record(
        'hotel',
        req.clientReference,
        'confirmed',
        req.expectedAmount,
        log,
      );
      return { supplierReference };
    },

    cancel: (ref) => opts.ledger.cancel(ref),
  };
}
