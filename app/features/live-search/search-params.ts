/**
 * The live searches live in the URL (so a result page can be reloaded, shared
 * and walked back to). These helpers turn a search into query parameters and
 * back; the names mirror the API's, so a results page forwards them as they are.
 */

export type RoomOccupancy = { adults: number; children: number; childAges: number[] };

export type HotelSearchParams = {
  destination: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomOccupancy[];
};

export const HOTEL_SORTS = ['price_asc', 'price_desc', 'stars_desc', 'name_asc'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

export const BOARD_CODES = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;

export type HotelFilters = {
  page: number;
  sort: HotelSort;
  /** Whole-stay price bounds in pence; null when not set. */
  minPrice: number | null;
  maxPrice: number | null;
  stars: number[];
  boards: string[];
};

export const DEFAULT_HOTEL_FILTERS: HotelFilters = {
  page: 1,
  sort: 'price_asc',
  minPrice: null,
  maxPrice: null,
  stars: [],
  boards: [],
};

export type CarSearchParams = {
  pickupLocation: string;
  driverAge: number;
  /** 'YYYY-MM-DDTHH:MM', UK local time. */
  pickupDate: string;
  returnDate: string;
};

const ROOM_RE = /^(\d+):(\d+)((?:-\d+)*)$/;

/** [{2 adults}, {2 adults, 1 child of 7}] -> '2:0,2:1-7' (the API's rooms format). */
export function encodeRooms(rooms: readonly RoomOccupancy[]): string {
  return rooms
    .map((r) => {
      const ages = r.childAges
        .slice(0, r.children)
        .map((a) => `-${a}`)
        .join('');
      return `${r.adults}:${r.children}${ages}`;
    })
    .join(',');
}

/** '2:0,2:1-7' -> rooms; null when the text is not in that format. */
export function decodeRooms(text: string | null): RoomOccupancy[] | null {
  if (!text) return null;
  const rooms: RoomOccupancy[] = [];
  for (const part of text.split(',')) {
    const m = ROOM_RE.exec(part.trim());
    if (!m) return null;
    const childAges = (m[3] ?? '')
      .split('-')
      .filter((s) => s !== '')
      .map(Number);
    rooms.push({ adults: Number(m[1]), children: Number(m[2]), childAges });
  }
  return rooms.length > 0 ? rooms : null;
}

/** Total guests across rooms, for summaries ("2 rooms, 5 guests"). */
export function guestCount(rooms: readonly RoomOccupancy[]): number {
  return rooms.reduce((n, r) => n + r.adults + r.children, 0);
}

function csvNumbers(text: string | null): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n));
}

function csvStrings(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function positiveInt(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

function isSort(v: string | null): v is HotelSort {
  return HOTEL_SORTS.some((s) => s === v);
}

/** The hotel search and the result filters as one query string. */
export function hotelQuery(search: HotelSearchParams, filters: Partial<HotelFilters> = {}): URLSearchParams {
  const f = { ...DEFAULT_HOTEL_FILTERS, ...filters };
  const q = new URLSearchParams({
    destination: search.destination,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: encodeRooms(search.rooms),
  });
  if (f.page > 1) q.set('page', String(f.page));
  if (f.sort !== DEFAULT_HOTEL_FILTERS.sort) q.set('sort', f.sort);
  if (f.minPrice !== null) q.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== null) q.set('maxPrice', String(f.maxPrice));
  if (f.stars.length > 0) q.set('stars', [...f.stars].sort((a, b) => a - b).join(','));
  if (f.boards.length > 0) q.set('boards', f.boards.join(','));
  return q;
}

/** Reads a hotel search from a query string; search is null when a part is missing or malformed. */
export function parseHotelQuery(q: URLSearchParams): { search: HotelSearchParams | null; filters: HotelFilters } {
  const destination = q.get('destination') ?? '';
  const checkIn = q.get('checkIn') ?? '';
  const checkOut = q.get('checkOut') ?? '';
  const rooms = decodeRooms(q.get('rooms'));
  const search = destination && checkIn && checkOut && rooms ? { destination, checkIn, checkOut, rooms } : null;
  const sort = q.get('sort');
  const page = positiveInt(q.get('page'));
  const filters: HotelFilters = {
    page: page !== null && page >= 1 ? page : 1,
    sort: isSort(sort) ? sort : DEFAULT_HOTEL_FILTERS.sort,
    minPrice: positiveInt(q.get('minPrice')),
    maxPrice: positiveInt(q.get('maxPrice')),
    stars: csvNumbers(q.get('stars')).filter((s) => s >= 1 && s <= 5),
    boards: csvStrings(q.get('boards')),
  };
  return { search, filters };
}

export function carQuery(search: CarSearchParams): URLSearchParams {
  return new URLSearchParams({
    pickupLocation: search.pickupLocation,
    driverAge: String(search.driverAge),
    pickupDate: search.pickupDate,
    returnDate: search.returnDate,
  });
}

/** Reads a car search from a query string; null when a part is missing or malformed. */
export function parseCarQuery(q: URLSearchParams): CarSearchParams | null {
  const pickupLocation = q.get('pickupLocation') ?? '';
  const driverAge = positiveInt(q.get('driverAge'));
  const pickupDate = q.get('pickupDate') ?? '';
  const returnDate = q.get('returnDate') ?? '';
  if (!pickupLocation || driverAge === null || !pickupDate || !returnDate) return null;
  return { pickupLocation, driverAge, pickupDate, returnDate };
}

/** Number of nights between two 'YYYY-MM-DD' dates (0 when either is not a date). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const a = Date.parse(`${checkIn}T00:00:00Z`);
  const b = Date.parse(`${checkOut}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return 0;
  return Math.max(0, Math.round((b - a) / 86_400_000));
}
