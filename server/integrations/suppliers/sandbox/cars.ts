/** The sandbox car-rental inventory: airports, rental companies, a fleet, age rules. */
import type { CarCategory } from '@domain/live/schemas';
import { DESTINATIONS, SEASONS, type SeasonProfile } from './destinations';
import { hash, rng } from './random';

export type CarLocation = { code: string; name: string; country: string; season: SeasonProfile; level: number };

const UK: readonly [string, string][] = [
  ['LHR', 'London Heathrow Airport'],
  ['LGW', 'London Gatwick Airport'],
  ['STN', 'London Stansted Airport'],
  ['LTN', 'London Luton Airport'],
  ['MAN', 'Manchester Airport'],
  ['BHX', 'Birmingham Airport'],
  ['BRS', 'Bristol Airport'],
  ['EDI', 'Edinburgh Airport'],
  ['GLA', 'Glasgow Airport'],
  ['NCL', 'Newcastle Airport'],
  ['LBA', 'Leeds Bradford Airport'],
  ['EMA', 'East Midlands Airport'],
  ['LPL', 'Liverpool John Lennon Airport'],
  ['BFS', 'Belfast International Airport'],
];

/** Car hire desks: the main UK airports and an airport at every holiday destination. */
export const CAR_LOCATIONS: readonly CarLocation[] = [
  ...UK.map(([code, name]) => ({
    code,
    name: `${name} (${code})`,
    country: 'United Kingdom',
    season: 'city' as const,
    level: 1.2,
  })),
  ...DESTINATIONS.map((d) => ({
    code: d.code,
    name: `${d.name} Airport (${d.code})`,
    country: d.country,
    season: d.season,
    level: d.country === 'United States' ? 1.15 : d.level > 150 ? 1.3 : 1,
  })),
];

const BY_CODE = new Map(CAR_LOCATIONS.map((l) => [l.code, l]));
export function locationByCode(code: string): CarLocation | undefined {
  return BY_CODE.get(code.toUpperCase());
}

export type Vehicle = {
  id: string;
  name: string;
  category: CarCategory;
  seats: number;
  doors: number;
  transmission: 'manual' | 'automatic';
  bags: number;
  airCon: boolean;
  features: string[];
};

export const FLEET: readonly Vehicle[] = [
  {
    id: 'fiat-500',
    name: 'Fiat 500 or similar',
    category: 'mini',
    seats: 4,
    doors: 3,
    transmission: 'manual',
    bags: 1,
    airCon: true,
    features: ['Bluetooth'],
  },
  {
    id: 'toyota-aygo',
    name: 'Toyota Aygo X or similar',
    category: 'mini',
    seats: 4,
    doors: 5,
    transmission: 'manual',
    bags: 1,
    airCon: true,
    features: ['Bluetooth', 'Apple CarPlay'],
  },
  {
    id: 'vw-polo',
    name: 'Volkswagen Polo or similar',
    category: 'economy',
    seats: 5,
    doors: 5,
    transmission: 'manual',
    bags: 2,
    airCon: true,
    features: ['Bluetooth'],
  },
  {
    id: 'renault-clio',
    name: 'Renault Clio or similar',
    category: 'economy',
    seats: 5,
    doors: 5,
    transmission: 'manual',
    bags: 2,
    airCon: true,
    features: ['Bluetooth', 'Cruise control'],
  },
  {
    id: 'vw-golf',
    name: 'Volkswagen Golf or similar',
    category: 'compact',
    seats: 5,
    doors: 5,
    transmission: 'manual',
    bags: 3,
    airCon: true,
    features: ['Bluetooth', 'Cruise control'],
  },
  {
    id: 'peugeot-308',
    name: 'Peugeot 308 Automatic or similar',
    category: 'compact',
    seats: 5,
    doors: 5,
    transmission: 'automatic',
    bags: 3,
    airCon: true,
    features: ['Bluetooth', 'Sat nav'],
  },
  {
    id: 'toyota-corolla',
    name: 'Toyota Corolla Estate or similar',
    category: 'intermediate',
    seats: 5,
    doors: 5,
    transmission: 'automatic',
    bags: 4,
    airCon: true,
    features: ['Hybrid', 'Sat nav'],
  },
  {
    id: 'skoda-octavia',
    name: 'Skoda Octavia Estate or similar',
    category: 'intermediate',
    seats: 5,
    doors: 5,
    transmission: 'manual',
    bags: 4,
    airCon: true,
    features: ['Sat nav', 'Cruise control'],
  },
  {
    id: 'nissan-qashqai',
    name: 'Nissan Qashqai or similar',
    category: 'suv',
    seats: 5,
    doors: 5,
    transmission: 'manual',
    bags: 3,
    airCon: true,
    features: ['Sat nav', 'Parking sensors'],
  },
  {
    id: 'kia-sportage',
    name: 'Kia Sportage Automatic or similar',
    category: 'suv',
    seats: 5,
    doors: 5,
    transmission: 'automatic',
    bags: 4,
    airCon: true,
    features: ['Sat nav', 'Reversing camera'],
  },
  {
    id: 'vw-touran',
    name: 'Volkswagen Touran or similar',
    category: 'people_carrier',
    seats: 7,
    doors: 5,
    transmission: 'manual',
    bags: 3,
    airCon: true,
    features: ['7 seats', 'Bluetooth'],
  },
  {
    id: 'ford-galaxy',
    name: 'Ford Galaxy Automatic or similar',
    category: 'people_carrier',
    seats: 7,
    doors: 5,
    transmission: 'automatic',
    bags: 4,
    airCon: true,
    features: ['7 seats', 'Sat nav'],
  },
  {
    id: 'mercedes-vito',
    name: 'Mercedes-Benz Vito or similar',
    category: 'people_carrier',
    seats: 9,
    doors: 4,
    transmission: 'automatic',
    bags: 6,
    airCon: true,
    features: ['9 seats', 'Sat nav'],
  },
  {
    id: 'bmw-5',
    name: 'BMW 5 Series or similar',
    category: 'premium',
    seats: 5,
    doors: 4,
    transmission: 'automatic',
    bags: 4,
    airCon: true,
    features: ['Leather seats', 'Sat nav', 'Heated seats'],
  },
  {
    id: 'mercedes-e',
    name: 'Mercedes-Benz E-Class or similar',
    category: 'premium',
    seats: 5,
    doors: 4,
    transmission: 'automatic',
    bags: 4,
    airCon: true,
    features: ['Leather seats', 'Sat nav'],
  },
  {
    id: 'mini-convertible',
    name: 'Mini Cooper Convertible or similar',
    category: 'convertible',
    seats: 4,
    doors: 2,
    transmission: 'manual',
    bags: 1,
    airCon: true,
    features: ['Soft top', 'Bluetooth'],
  },
  {
    id: 'bmw-4-convertible',
    name: 'BMW 4 Series Convertible or similar',
    category: 'convertible',
    seats: 4,
    doors: 2,
    transmission: 'automatic',
    bags: 2,
    airCon: true,
    features: ['Soft top', 'Sat nav'],
  },
];

export const CATEGORY_LABELS: Record<CarCategory, string> = {
  mini: 'Mini',
  economy: 'Economy',
  compact: 'Compact',
  intermediate: 'Intermediate',
  suv: 'SUV',
  people_carrier: 'People carrier',
  premium: 'Premium',
  convertible: 'Convertible',
};

/** Daily rate in pence before the season and the location. */
const DAILY: Record<CarCategory, number> = {
  mini: 1800,
  economy: 2200,
  compact: 2800,
  intermediate: 3400,
  suv: 4600,
  people_carrier: 5800,
  premium: 7900,
  convertible: 6900,
};

/** Youngest driver per category; under 25 pays the young driver fee. */
export const MIN_AGE: Record<CarCategory, number> = {
  mini: 21,
  economy: 21,
  compact: 21,
  intermediate: 21,
  suv: 23,
  people_carrier: 23,
  premium: 25,
  convertible: 25,
};
export const YOUNG_DRIVER_AGE = 25;
export const YOUNG_DRIVER_FEE_PER_DAY = 1150;
export const YOUNG_DRIVER_FEE_CAP = 11500;

/** Convertibles time out at the sandbox supplier (README). */
export const TIMING_OUT_CATEGORY: CarCategory = 'convertible';

const COMPANIES = ['Sunshine Car Hire', 'Coastline Rentals', 'AirDrive', 'Island Wheels', 'Harbour Car Rental'];

export type Offer = { company: string; companyFactor: number; vehicle: Vehicle };

const offersCache = new Map<string, Offer[]>();

/** What each desk offers: two or three companies, most of the fleet each. */
export function offersAt(location: CarLocation): Offer[] {
  let offers = offersCache.get(location.code);
  if (!offers) {
    const r = rng(`sandbox-cars-v1:${location.code}`);
    offers = [];
    for (const company of r.sample(COMPANIES, r.int(2, 3))) {
      const companyFactor = 0.9 + r.next() * 0.25;
      for (const vehicle of FLEET)
        if (r.chance(0.7) || vehicle.category === TIMING_OUT_CATEGORY) offers.push({ company, companyFactor, vehicle });
    }
    offersCache.set(location.code, offers);
  }
  return offers;
}

/** Whole-rental price in pence before any young driver fee; a week or more is 10% off. */
export function rentalPrice(location: CarLocation, offer: Offer, pickupDate: string, days: number): number {
  const month = Number(pickupDate.slice(5, 7)) - 1;
  const season = SEASONS[location.season][month] ?? 1;
  const daily = DAILY[offer.vehicle.category] * season * location.level * offer.companyFactor;
  const discount = days >= 7 ? 0.9 : 1;
  return Math.round((daily * days * discount) / 10) * 10;
}

export function youngDriverFee(age: number, days: number): number {
  return age < YOUNG_DRIVER_AGE ? Math.min(YOUNG_DRIVER_FEE_PER_DAY * days, YOUNG_DRIVER_FEE_CAP) : 0;
}

export function offerKey(offer: Offer): string {
  return `${hash(offer.company).toString(36)}.${offer.vehicle.id}`;
}
