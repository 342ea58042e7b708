/** The sandbox car-rental supplier: stateless rate references, real booking records. */
import { isIsoDateTime, londonNow, rentalDays } from '@domain/live/dates';
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

/**
 * A rate reference carries its search and the offer, so any server process
 * can read it back without storing it (a real supplier would issue its own).
 */
export function encodeRate(p: CarSearchParams, offer: Offer): string {
  const raw = [p.pickupLocation, p.driverAge, p.pickupDate, p.returnDate, offerKey(offer)].join('|');
  return PREFIX + Buffer.from(raw, 'utf8').toString('base64url');
}

function decodeRate(ref: string): { params: CarSearchParams; key: string } | undefined {
  if (!ref.startsWith(PREFIX) || ref.length > 200) return undefined;
  const parts = Buffer.from(ref.slice(PREFIX.length), 'base64url').toString('utf8').split('|');
  const [pickupLocation, age, pickupDate, returnDate, key] = parts;
  if (parts.length !== 5 || !pickupLocation || !age || !pickupDate || !returnDate || !key) return undefined;
  if (!/^\d{2}$/.test(age) || !isIsoDateTime(pickupDate) || !isIsoDateTime(returnDate)) return undefined;
  return { params: { pickupLocation, driverAge: Number(age), pickupDate, returnDate }, key };
}

function toResult(location: CarLocation, offer: Offer, p: CarSearchParams, days: number): CarResult {
  const fee = youngDriverFee(p.driverAge, days);
  const v = offer.vehicle;
  return {
    rateReference: encodeRate(p, offer),
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

export function createSandboxCarSupplier(opts: SandboxOptions): CarSupplier {
  async function getRate(ref: string): Promise<CarRateResponse | null> {
    const decoded = decodeRate(ref);
    if (!decoded) return null;
    const { params, key } = decoded;
    const location = locationByCode(params.pickupLocation);
    if (!location || params.pickupDate <= londonNow() || params.returnDate <= params.pickupDate) return null;
    const offer = offersAt(location).find((o) => offerKey(o) === key);
    if (!offer || params.driverAge < MIN_AGE[offer.vehicle.category]) return null;
    const days = rentalDays(params.pickupDate, params.returnDate);
    return { ...toResult(location, offer, params, days), searchParams: params, location: placeOf(location), days };
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
      const params = { ...p, pickupLocation: location.code };
      const days = rentalDays(p.pickupDate, p.returnDate);
      const results = offersAt(location)
        .filter((o) => p.driverAge >= MIN_AGE[o.vehicle.category])
        .map((o) => toResult(location, o, params, days))
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
