/** The sandbox car-rental supplier: stateless signed rate references, real booking records. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIsoDateTime, rentalDays } from '@domain/live/dates';
import { CarSearchSchema } from '@domain/live/schemas';
import type { CarRateResponse, CarResult, CarSearchParams, Place } from '@domain/live/types';
import { SupplierError, SUPPLIER_TIMEOUT_MESSAGE, type CarSupplier } from '../interface';
import {
  CAR_LOCATIONS,
  CATEGORY_LABELS,
  MIN_AGE,
  TIMING_OUT_CATEGORY,
  locationByCode,
  offerKey,
  offersAt,
  rentalPrice,
  youngDriverFee,
  type CarLocation,
  type Offer,
} from './cars';
import { fold } from './destinations';
import { SANDBOX_SUPPLIER_NAME, type SandboxOptions } from './hotel-supplier';
import { wait } from './wait';

const PREFIX = 'SBXC-';
const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

function placeOf(l: CarLocation): Place {
  return { code: l.code, name: l.name, country: l.country };
}

/** The key that signs rate references; the app keeps it in the database so every process agrees. */
export type RateKey = () => Promise<Uint8Array>;

/** A key of this process alone (unit tests; the app passes a stored one). */
function processKey(): RateKey {
  const key = randomBytes(32);
  return () => Promise.resolve(key);
}

const SIGNATURE_BYTES = 12;
const SEPARATOR = '~';

function signature(key: Uint8Array, raw: string): string {
  return createHmac('sha256', key).update(raw).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
}

/** 'YYYY-MM-DDTHH:MM' <-> 'YYYYMMDDHHMM', so a reference stays short enough for an address. */
const compact = (dateTime: string) => dateTime.replace(/[-T:]/g, '');
const expand = (c: string) => `${c.slice(0, 4)}-${c.slice(4, 6)}-${c.slice(6, 8)}T${c.slice(8, 10)}:${c.slice(10, 12)}`;

/**
 * A rate reference carries its search and the offer, so any server process
 * can read it back without storing it (a real supplier would issue its own).
 * It is signed (HMAC-SHA256, 96 bits): the client hands it back to book, and
 * must not be able to change the dates, the age or the car on the way.
 */
export function encodeRate(key: Uint8Array, p: CarSearchParams, offer: Offer): string {
  const raw = [p.pickupLocation, p.driverAge, compact(p.pickupDate), compact(p.returnDate), offerKey(offer)].join(
    SEPARATOR,
  );
  return `${PREFIX}${raw}${SEPARATOR}${signature(key, raw)}`;
}

/**
 * The search and offer of a reference this supplier signed, re-checked against
 * the search rules (a reference signed under older rules, or one whose pick-up
 * has passed, is refused too); undefined for anything else.
 */
function decodeRate(key: Uint8Array, ref: string): { params: CarSearchParams; key: string } | undefined {
  if (!ref.startsWith(PREFIX) || ref.length > 200) return undefined;
  const body = ref.slice(PREFIX.length);
  const cut = body.lastIndexOf(SEPARATOR);
  if (cut < 0) return undefined;
  const raw = body.slice(0, cut);
  const given = Buffer.from(body.slice(cut + 1));
  const expected = Buffer.from(signature(key, raw));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const parts = raw.split(SEPARATOR);
  const [pickupLocation, age, pickup, dropoff, offer] = parts;
  if (parts.length !== 5 || !pickupLocation || !age || !pickup || !dropoff || !offer) return undefined;
  const [pickupDate, returnDate] = [expand(pickup), expand(dropoff)];
  if (!/^\d{2}$/.test(age) || !isIsoDateTime(pickupDate) || !isIsoDateTime(returnDate)) return undefined;
  const search = CarSearchSchema.safeParse({ pickupLocation, driverAge: age, pickupDate, returnDate });
  if (!search.success) return undefined;
  return { params: { pickupLocation, driverAge: Number(age), pickupDate, returnDate }, key: offer };
}

function toResult(key: Uint8Array, location: CarLocation, offer: Offer, p: CarSearchParams, days: number): CarResult {
  const fee = youngDriverFee(p.driverAge, days);
  const v = offer.vehicle;
  return {
    rateReference: encodeRate(key, p, offer),
    vehicle_name: v.name,
    vehicle_category: v.category,
    supplier: offer.company,
    seats: v.seats,
    doors: v.doors,
    transmission: v.transmission,
    bags: v.bags,
    airCon: v.airCon,
    imageUrl: `/api/live/images/car/${v.id}.svg`,
    price: gbp(rentalPrice(location, offer, p.pickupDate, days) + fee),
    ...(fee > 0 ? { youngDriverFee: gbp(fee) } : {}),
    features: [
      ...v.features,
      v.transmission === 'automatic' ? 'Automatic' : 'Manual',
      'Unlimited mileage',
      'Full to full fuel',
    ],
  };
}

/** The notes for categories the driver is too young for. */
function ageNotes(age: number): string[] {
  const refused = Object.entries(MIN_AGE).filter(([, min]) => age < min);
  if (refused.length === 0) return [];
  if (refused.length === Object.keys(MIN_AGE).length)
    return [`Drivers must be at least ${Math.min(...Object.values(MIN_AGE))} to hire a car here.`];
  const byAge = new Map<number, string[]>();
  for (const [category, min] of refused) {
    const label = CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS];
    byAge.set(min, [...(byAge.get(min) ?? []), label]);
  }
  return [...byAge.entries()].map(
    ([min, labels]) => `${labels.join(', ')} cars need a driver aged ${min} or over, so they are not shown.`,
  );
}

export function createSandboxCarSupplier(opts: SandboxOptions & { rateKey?: RateKey }): CarSupplier {
  const rateKey = opts.rateKey ?? processKey();

  async function getRate(ref: string): Promise<CarRateResponse | null> {
    const signingKey = await rateKey();
    const decoded = decodeRate(signingKey, ref);
    if (!decoded) return null;
    const { params, key } = decoded;
    const location = locationByCode(params.pickupLocation);
    if (!location) return null;
    const offer = offersAt(location).find((o) => offerKey(o) === key);
    if (!offer || params.driverAge < MIN_AGE[offer.vehicle.category]) return null;
    const days = rentalDays(params.pickupDate, params.returnDate);
    return {
      ...toResult(signingKey, location, offer, params, days),
      searchParams: params,
      location: placeOf(location),
      days,
    };
  }

  return {
    name: SANDBOX_SUPPLIER_NAME,
    sandbox: true,

    async locations(q, limit) {
      const needle = fold(q.trim());
      const hits = needle
        ? CAR_LOCATIONS.filter(
            (l) => fold(l.name).includes(needle) || fold(l.country).includes(needle) || l.code.toLowerCase() === needle,
          )
        : CAR_LOCATIONS;
      return [...hits]
        .sort(
          (a, b) =>
            Number(a.code.toLowerCase() !== needle) - Number(b.code.toLowerCase() !== needle) ||
            a.name.localeCompare(b.name),
        )
        .slice(0, limit)
        .map(placeOf);
    },

    async searchCars(p) {
      const location = locationByCode(p.pickupLocation);
      if (!location) return null;
      const signingKey = await rateKey();
      const params = { ...p, pickupLocation: location.code };
      const days = rentalDays(p.pickupDate, p.returnDate);
      const results = offersAt(location)
        .filter((o) => p.driverAge >= MIN_AGE[o.vehicle.category])
        .map((o) => toResult(signingKey, location, o, params, days))
        .sort((a, b) => a.price.amount - b.price.amount || a.vehicle_name.localeCompare(b.vehicle_name));
      return { location: placeOf(location), days, results, notes: ageNotes(p.driverAge) };
    },

    getRate,

    async book(req, signal) {
      await wait(opts.bookingDelayMs, signal);
      const already = await opts.ledger.confirmedFor(req.clientReference);
      if (already) return { supplierReference: already };
      const rate = await getRate(req.rateReference);
      if (!rate) throw new SupplierError('This car rate has expired; search again');
      if (req.driver.age !== rate.searchParams.driverAge)
        throw new SupplierError(
          `The rate was priced for a driver aged ${rate.searchParams.driverAge}; search again with the driver's age`,
        );
      if (rate.price.amount !== req.expectedAmount)
        throw new SupplierError('The supplier price has changed; remove the car and add it again');
      if (rate.vehicle_category === TIMING_OUT_CATEGORY) {
        // Reproducible failure: the supplier never answers; the caller's time limit ends the wait.
        await wait(120_000, signal);
        throw new SupplierError(SUPPLIER_TIMEOUT_MESSAGE);
      }
      const supplierReference = await opts.ledger.record('car', req.clientReference, 'confirmed', req.expectedAmount, {
        rateReference: req.rateReference,
        driver: `${req.driver.firstName} ${req.driver.lastName}`,
        vehicle: rate.vehicle_name,
      });
      return { supplierReference };
    },

    cancel: (ref) => opts.ledger.cancel(ref),
  };
}
