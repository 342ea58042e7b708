/**
 * Schema.org JSON-LD (Hotel, LodgingReservation, FlightReservation, Offer,
 * Trip) read into quote fields. Pages are untrusted: every value is checked
 * for its type before it is used, and anything odd is skipped.
 */
import { findAmounts } from './parse';
import type { FieldKey, FieldValue } from './schema';

export type FieldSink = {
  set<K extends FieldKey>(key: K, value: FieldValue<K> | null | undefined, confidence: number, source: string): void;
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const types = (o: Obj): string[] => {
  const t = o['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
};
const is = (o: Obj, ...names: string[]) => types(o).some((t) => names.includes(t));

/** JSON-LD blocks written into the text itself (a captured page's source). */
export function jsonLdInText(text: string): unknown[] {
  const out: unknown[] = [];
  for (const m of text.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      out.push(JSON.parse(m[1]!));
    } catch {
      // A broken block is ignored; the text rules still run.
    }
  }
  return out;
}

/** Every object in the JSON-LD, flattened through @graph, arrays and nesting (bounded). */
function objects(values: unknown[]): Obj[] {
  const out: Obj[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 6 || out.length > 200) return;
    if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
    else if (isObj(v)) {
      out.push(v);
      for (const [k, x] of Object.entries(v)) if (k !== '@context') walk(x, depth + 1);
    }
  };
  values.forEach((v) => walk(v, 0));
  return out;
}

function dateOf(v: unknown): string | undefined {
  const s = str(v);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : undefined;
}
function timeOf(v: unknown): string | undefined {
  const s = str(v);
  const m = s ? /T(\d{2}:\d{2})/.exec(s) : null;
  return m?.[1];
}
function pence(price: unknown, currency: unknown): number | undefined {
  const c = str(currency);
  if (c && c.toUpperCase() !== 'GBP') return undefined;
  const n = num(price);
  if (n !== undefined) return Math.round(n * 100);
  const s = str(price);
  return s ? findAmounts(s.startsWith('£') ? s : `£${s}`)[0]?.value : undefined;
}
function place(o: Obj): string | undefined {
  const a = o.address;
  if (isObj(a)) {
    const country = isObj(a.addressCountry) ? str(a.addressCountry.name) : str(a.addressCountry);
    const parts = [str(a.addressLocality) ?? str(a.addressRegion), country && country.length > 2 ? country : undefined];
    const joined = parts.filter(Boolean).join(', ');
    if (joined) return joined;
  }
  return str(a);
}
function stars(o: Obj): number | undefined {
  const r = o.starRating;
  return isObj(r) ? num(r.ratingValue) : num(r);
}

/** Reads the JSON-LD into the sink; true when it gave at least one field. */
export function fromJsonLd(values: unknown[], sink: FieldSink): boolean {
  let used = false;
  const set: FieldSink['set'] = (key, value, confidence, source) => {
    if (value !== undefined && value !== null && value !== '') used = true;
    sink.set(key, value, confidence, source);
  };
  const all = objects(values);
  const C = 0.95;

  const flights = all
    .filter((o) => is(o, 'FlightReservation'))
    .map((o) => (isObj(o.reservationFor) ? o.reservationFor : undefined))
    .concat(all.filter((o) => is(o, 'Flight')))
    .filter((x, i, arr): x is Obj => !!x && arr.indexOf(x) === i)
    .sort((a, b) => (str(a.departureTime) ?? '').localeCompare(str(b.departureTime) ?? ''));
  flights.slice(0, 2).forEach((fl, i) => {
    const p = i === 0 ? 'outbound' : 'return';
    const airline = isObj(fl.airline) ? fl.airline : {};
    const code = str(airline.iataCode) ?? '';
    const number = str(fl.flightNumber)?.replace(/\s+/g, '').toUpperCase();
    const src = `${types(fl)[0] ?? 'Flight'} ${number ?? ''}`;
    set(`${p}_flight_number`, number && /^\d+$/.test(number) ? `${code}${number}` : number, C, src);
    set(`${p}_airline`, str(airline.name), C, src);
    const dep = isObj(fl.departureAirport) ? fl.departureAirport : {};
    const arr = isObj(fl.arrivalAirport) ? fl.arrivalAirport : {};
    set(`${p}_departure_airport`, str(dep.iataCode)?.toUpperCase(), C, src);
    set(`${p}_arrival_airport`, str(arr.iataCode)?.toUpperCase(), C, src);
    set(`${p}_date`, dateOf(fl.departureTime), C, src);
    set(`${p}_departure_time`, timeOf(fl.departureTime), C, src);
    set(`${p}_arrival_time`, timeOf(fl.arrivalTime), C, src);
  });

  for (const r of all.filter((o) => is(o, 'LodgingReservation'))) {
    const hotel = isObj(r.reservationFor) ? r.reservationFor : {};
    const src = `LodgingReservation ${str(hotel.name) ?? ''}`;
    set('hotel_name', str(hotel.name), C, src);
    set('destination', place(hotel), 0.9, src);
    set('star_rating', stars(hotel), C, src);
    const inDate = dateOf(r.checkinTime) ?? dateOf(r.checkinDate);
    const outDate = dateOf(r.checkoutTime) ?? dateOf(r.checkoutDate);
    set('check_in_date', inDate, C, src);
    if (inDate && outDate) {
      set('nights', Math.round((Date.parse(outDate) - Date.parse(inDate)) / 86_400_000), C, src);
    }
    set('room_type', str(r.lodgingUnitDescription) ?? str(r.lodgingUnitType), 0.9, src);
    set('adults', num(r.numAdults), C, src);
    set('children', num(r.numChildren), C, src);
    set('total_price_pence', pence(r.totalPrice ?? r.price, r.priceCurrency), 0.9, src);
  }
  for (const h of all.filter((o) => is(o, 'Hotel', 'Resort', 'LodgingBusiness', 'BedAndBreakfast', 'Motel'))) {
    const src = `${types(h)[0]} ${str(h.name) ?? ''}`;
    set('hotel_name', str(h.name), 0.9, src);
    set('destination', place(h), 0.85, src);
    set('star_rating', stars(h), 0.9, src);
  }
  for (const t of all.filter((o) => is(o, 'Trip', 'TouristTrip'))) {
    const src = `Trip ${str(t.name) ?? ''}`;
    const itin = Array.isArray(t.itinerary) ? t.itinerary.filter(isObj) : isObj(t.itinerary) ? [t.itinerary] : [];
    set('destination', itin.map((x) => str(x.name)).find(Boolean), 0.8, src);
    set('check_in_date', dateOf(t.departureTime) ?? dateOf(t.startDate), 0.85, src);
  }
  for (const o of all.filter((x) => is(x, 'Offer', 'AggregateOffer'))) {
    const src = `Offer ${str(o.name) ?? str(o.description) ?? ''}`;
    const spec = isObj(o.priceSpecification) ? o.priceSpecification : {};
    set(
      'total_price_pence',
      pence(o.price ?? spec.price ?? o.lowPrice, o.priceCurrency ?? spec.priceCurrency),
      0.85,
      src,
    );
    const desc = str(o.description);
    if (desc && /includ/i.test(desc))
      set('price_covers', desc.replace(/^.*?includ\w*\s*:?\s*/i, '').replace(/\.$/, ''), 0.7, src);
  }
  for (const r of all.filter((o) => is(o, 'Reservation', 'TrainReservation', 'BoatReservation'))) {
    set('total_price_pence', pence(r.totalPrice, r.priceCurrency), 0.85, 'Reservation');
  }
  return used;
}
