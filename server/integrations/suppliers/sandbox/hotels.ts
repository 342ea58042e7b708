/**
 * The sandbox hotel inventory: generated from a seed per destination at first
 * use and kept in memory, so a search is a scan of a few hundred rows.
 */
import { BOARD_CODES, type BoardCode } from '@domain/live/schemas';
import { DESTINATIONS, destinationByCode, SEASONS, type Destination } from './destinations';
import { hash, rng } from './random';

const SEED = 'sandbox-hotels-v1';

/** Fails every booking (README: "Live search sandbox supplier"). */
export const FAILING_HOTEL_NAME = 'Grand Failtower Hotel';
/** Fails the first booking attempt of each item; a retry succeeds. */
export const FLAKY_HOTEL_NAME = 'Flaky Palms Resort';

export type SandboxRoom = {
  roomId: string;
  description: string;
  maxOccupancy: number;
  /** Per night for two adults, room only, in pence, before the season. */
  base: number;
  boards: BoardCode[];
};

export type SandboxHotel = {
  hotelId: string;
  destination: Destination;
  name: string;
  stars: number;
  area: string;
  summary: string;
  description: string;
  facilities: string[];
  rooms: SandboxRoom[];
  boards: BoardCode[];
  /** Position by name within its destination, so sorting never compares strings. */
  nameRank: number;
  /** What happens when it is booked. */
  behaviour: 'normal' | 'always-fails' | 'fails-first-attempt';
};

const FIRST = [
  'Sunset',
  'Golden',
  'Blue',
  'Royal',
  'Palm',
  'Ocean',
  'Coral',
  'Sea Breeze',
  'Olive',
  'Lemon Tree',
  'White Sands',
  'Silver',
  'Azure',
  'Harbour',
  'Paradise',
  'Sunrise',
  'Crystal',
  'Emerald',
  'Marina',
  'Bougainvillea',
  'Cliffside',
  'Orange Grove',
  'Sandcastle',
  'Lighthouse',
  'Seashell',
  'Dolphin',
  'Pearl',
  'Horizon',
  'Tropical',
  'Mistral',
];
const SECOND = [
  'Bay',
  'Sands',
  'Gardens',
  'Palms',
  'Beach',
  'Cove',
  'Village',
  'Park',
  'Heights',
  'Springs',
  'Shores',
  'Dunes',
  'Lagoon',
  'Terrace',
  'View',
  'Point',
  'Hills',
  'Breeze',
  'Court',
  'Grove',
];
const KINDS = [
  'Hotel',
  'Resort',
  'Resort & Spa',
  'Suites',
  'Apartments',
  'Beach Club',
  'Aparthotel',
  'Boutique Hotel',
  'Hotel & Spa',
  'Villas',
];
const SUFFIX = ['Plaza', 'Palace', 'Park', 'Mar', 'Sol', 'Royale', 'Suites', 'Central', 'Beach', 'Garden'];

const FACILITIES = [
  'Outdoor pool',
  'Indoor pool',
  'Free Wi-Fi',
  'Kids club',
  'Spa',
  'Gym',
  'Beachfront',
  'Restaurant',
  'Poolside bar',
  'Air conditioning',
  'Family rooms',
  'Evening entertainment',
  'Tennis court',
  'Water park',
  'Rooftop terrace',
  'Room service',
  '24-hour reception',
  'Airport shuttle',
  'Parking',
  'Lift',
];

const ROOM_TYPES: readonly { description: string; maxOccupancy: number; factor: number }[] = [
  { description: 'Standard Double Room', maxOccupancy: 2, factor: 1 },
  { description: 'Twin Room', maxOccupancy: 2, factor: 1.02 },
  { description: 'Sea View Double Room', maxOccupancy: 2, factor: 1.22 },
  { description: 'Superior Triple Room', maxOccupancy: 3, factor: 1.28 },
  { description: 'Junior Suite', maxOccupancy: 3, factor: 1.55 },
  { description: 'Family Room', maxOccupancy: 4, factor: 1.45 },
  { description: 'One-Bedroom Apartment', maxOccupancy: 4, factor: 1.38 },
  { description: 'Family Suite', maxOccupancy: 5, factor: 1.9 },
  { description: 'Two-Bedroom Apartment', maxOccupancy: 6, factor: 2.1 },
];

const STAR_FACTOR: Record<number, number> = { 2: 0.62, 3: 1, 4: 1.45, 5: 2.3 };
/** Per person per night, in pence, at 3 stars. */
export const BOARD_SUPPLEMENT: Record<BoardCode, number> = { RO: 0, BB: 1200, HB: 2600, FB: 3800, AI: 5600 };

function hotelCount(d: Destination): number {
  return 200 + (hash(`${SEED}:${d.code}:count`) % 80);
}

function makeName(r: ReturnType<typeof rng>, area: string, used: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const style = r.int(0, 9);
    const name =
      style < 6
        ? `${r.pick(FIRST)} ${r.pick(SECOND)} ${r.pick(KINDS)}`
        : style < 8
          ? `Hotel ${area} ${r.pick(SUFFIX)}`
          : `${r.pick(FIRST)} ${r.pick(KINDS)} ${area}`;
    if (!used.has(name)) return name;
  }
  return `${r.pick(FIRST)} ${r.pick(SECOND)} ${r.pick(KINDS)} ${used.size}`;
}

function describe(
  r: ReturnType<typeof rng>,
  h: Pick<SandboxHotel, 'name' | 'stars' | 'area' | 'facilities'>,
  d: Destination,
): { summary: string; description: string } {
  const setting = r.pick([
    'right on the beach',
    'a short walk from the beach',
    'in the lively centre',
    'on a quiet hillside',
    'beside the marina',
    'among landscaped gardens',
    'close to shops and restaurants',
  ]);
  const who = r.pick([
    'families',
    'couples',
    'groups of friends',
    'guests who want to unwind',
    'sun seekers',
    'active travellers',
  ]);
  const summary = `${h.stars}-star stay in ${h.area}, ${setting}.`;
  const highlights = h.facilities
    .slice(0, 3)
    .map((f) => f.toLowerCase())
    .join(', ');
  const description = `${h.name} is a ${h.stars}-star hotel in ${h.area}, ${d.name}, ${setting}. It suits ${who}, with ${highlights}. Rooms are bright and air-conditioned, and the team at reception can arrange trips across ${d.name}.`;
  return { summary, description };
}

function generateHotel(d: Destination, index: number, used: Set<string>): SandboxHotel {
  const r = rng(`${SEED}:${d.code}:${index}`);
  const hotelId = `${d.code}-${String(index + 1).padStart(4, '0')}`;
  const area = r.pick(d.areas);
  const behaviour = index === 0 ? 'always-fails' : index === 1 ? 'fails-first-attempt' : 'normal';
  const name = index === 0 ? FAILING_HOTEL_NAME : index === 1 ? FLAKY_HOTEL_NAME : makeName(r, area, used);
  used.add(name);
  const stars = index < 2 ? 4 : r.pick([2, 3, 3, 3, 4, 4, 4, 5, 5]);
  const facilities = r.sample(FACILITIES, r.int(5, 9));
  const { summary, description } = describe(r, { name, stars, area, facilities }, d);
  // Boards on offer: cheaper hotels lean to room only and B&B, resorts to all inclusive.
  const boards = BOARD_CODES.filter((b) =>
    b === 'BB' ? true : b === 'AI' ? stars >= 3 && r.chance(0.6) : r.chance(0.55),
  );
  if (!boards.includes('RO') && !boards.includes('HB')) boards.unshift('RO');
  const roomTypes = r.sample(ROOM_TYPES, r.int(3, 5));
  const priceLevel = d.level * (STAR_FACTOR[stars] ?? 1) * (0.82 + r.next() * 0.4);
  const rooms = roomTypes.map((t, i) => ({
    roomId: `R${i + 1}`,
    description: t.description,
    maxOccupancy: t.maxOccupancy,
    base: Math.round(priceLevel * t.factor * 100),
    // Every room has the hotel's boards; the odd premium room skips room only.
    boards: t.factor > 1.4 && boards.length > 1 ? boards.filter((b) => b !== 'RO') : [...boards],
  }));
  return {
    hotelId,
    destination: d,
    name,
    stars,
    area,
    summary,
    description,
    facilities,
    rooms,
    boards,
    nameRank: 0,
    behaviour,
  };
}

const cache = new Map<string, SandboxHotel[]>();

/** Every hotel of a destination, generated at first use and kept. */
export function hotelsOf(destinationCode: string): SandboxHotel[] | undefined {
  const d = destinationByCode(destinationCode);
  if (!d) return undefined;
  let hotels = cache.get(d.code);
  if (!hotels) {
    const used = new Set<string>();
    hotels = Array.from({ length: hotelCount(d) }, (_, i) => generateHotel(d, i, used));
    [...hotels].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')).forEach((h, rank) => (h.nameRank = rank));
    cache.set(d.code, hotels);
  }
  return hotels;
}

export function hotelById(hotelId: string): SandboxHotel | undefined {
  const m = /^([A-Z]{3})-(\d{4})$/.exec(hotelId);
  if (!m || !m[1] || !m[2]) return undefined;
  return hotelsOf(m[1])?.[Number(m[2]) - 1];
}

/** The whole inventory (for counts and the bench). */
export function allHotels(): SandboxHotel[] {
  return DESTINATIONS.flatMap((d) => hotelsOf(d.code) ?? []);
}

export type Party = { adults: number; children: number; childAges: number[] };

/**
 * Sum of the night factors of a stay: the destination's season by month,
 * Friday and Saturday nights dearer. Independent of today, so prices repeat.
 */
export function stayFactor(d: Destination, checkIn: string, checkOut: string): number {
  const season = SEASONS[d.season];
  let sum = 0;
  const day = new Date(`${checkIn}T12:00:00Z`);
  const end = Date.parse(`${checkOut}T12:00:00Z`);
  while (day.getTime() < end) {
    const weekday = day.getUTCDay();
    sum += (season[day.getUTCMonth()] ?? 1) * (weekday === 5 || weekday === 6 ? 1.12 : 1);
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return sum;
}

/** Room-price multiplier for who sleeps in it: two adults are 1; infants under 2 are free. */
function occupancyFactor(p: Party): number {
  const paying = p.childAges.filter((a) => a >= 2).length;
  const adults = p.adults === 1 ? 0.82 : 1 + (p.adults - 2) * 0.38;
  return adults + paying * 0.2;
}

function boardPersons(p: Party): number {
  return p.adults + p.childAges.filter((a) => a >= 2).length * 0.5;
}

/** Each requested room's price weights, worked out once per search. */
export type Weights = { occupancy: number[]; persons: number[] };
export function weightsOf(parties: readonly Party[]): Weights {
  return { occupancy: parties.map(occupancyFactor), persons: parties.map(boardPersons) };
}

/** Board supplements grow with the stars. */
export function supplementFactor(hotel: SandboxHotel): number {
  return 0.7 + 0.1 * hotel.stars;
}

/** Whole-stay price in pence of one room type and board for all requested rooms. */
export function roomBoardPrice(
  hotel: SandboxHotel,
  room: SandboxRoom,
  board: BoardCode,
  w: Weights,
  factor: number,
): number {
  const supplement = BOARD_SUPPLEMENT[board] * supplementFactor(hotel);
  let total = 0;
  for (let i = 0; i < w.occupancy.length; i++) {
    total += Math.round((room.base * (w.occupancy[i] ?? 1) + supplement * (w.persons[i] ?? 2)) * factor);
  }
  return total;
}

/** Rooms that fit every requested room's party. */
export function fittingRooms(hotel: SandboxHotel, parties: readonly Party[]): SandboxRoom[] {
  return roomsFor(hotel, largestParty(parties));
}

export function largestParty(parties: readonly Party[]): number {
  return Math.max(...parties.map((p) => p.adults + p.children));
}

export function roomsFor(hotel: SandboxHotel, largest: number): SandboxRoom[] {
  return hotel.rooms.filter((r) => r.maxOccupancy >= largest);
}
