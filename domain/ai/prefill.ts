/**
 * An extraction as the quote builder's prefill: the builder's own field names
 * with text values, as /dashboard/quotes/new takes them from another tool
 * (mirrors app/features/quotes/builder/prefill.ts without importing it).
 */
import type { Extraction } from './schema';

export type ExtractionPrefill = Partial<
  Record<
    | 'title'
    | 'hotel_name'
    | 'destination'
    | 'star_rating'
    | 'board_basis'
    | 'room_type'
    | 'departure_date'
    | 'duration_days'
    | 'departure_airport'
    | 'destination_airport'
    | 'flight_airline'
    | 'flight_number_outbound'
    | 'flight_number_inbound'
    | 'flight_departure_date'
    | 'flight_return_date'
    | 'outbound_departure_time'
    | 'outbound_arrival_time'
    | 'return_departure_time'
    | 'return_arrival_time'
    | 'adults'
    | 'children'
    | 'infants'
    | 'original_supplier_price'
    | 'deposit'
    | 'deposit_due_date'
    | 'balance_due_date'
    | 'pricing_includes',
    string
  >
>;

/** Pence as the builder's pounds text: 123456 -> "1234.56". */
export function penceToPounds(pence: number): string {
  return `${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/** The builder fields an extraction fills; fields it did not find are left out. */
export function toQuotePrefill(extraction: Extraction): ExtractionPrefill {
  const f = extraction.fields;
  const out: ExtractionPrefill = {};
  const put = (key: keyof ExtractionPrefill, value: string | number | undefined) => {
    if (value !== undefined && value !== '') out[key] = String(value);
  };
  const hotel = f.hotel_name?.value;
  const destination = f.destination?.value;
  put('title', hotel && destination ? `${hotel}, ${destination}` : (hotel ?? destination));
  put('hotel_name', hotel);
  put('destination', destination);
  put('star_rating', f.star_rating?.value);
  // The builder has no "ultra": it is all inclusive there, and the room notes can say more.
  put('board_basis', f.board_basis?.value === 'ultra_all_inclusive' ? 'all_inclusive' : f.board_basis?.value);
  put('room_type', f.room_type?.value);
  put('departure_date', f.check_in_date?.value ?? f.outbound_date?.value);
  put('duration_days', f.nights?.value);
  put('departure_airport', f.outbound_departure_airport?.value);
  put('destination_airport', f.outbound_arrival_airport?.value);
  put('flight_airline', f.outbound_airline?.value ?? f.return_airline?.value);
  put('flight_number_outbound', f.outbound_flight_number?.value);
  put('flight_number_inbound', f.return_flight_number?.value);
  put('flight_departure_date', f.outbound_date?.value);
  put('flight_return_date', f.return_date?.value);
  put('outbound_departure_time', f.outbound_departure_time?.value);
  put('outbound_arrival_time', f.outbound_arrival_time?.value);
  put('return_departure_time', f.return_departure_time?.value);
  put('return_arrival_time', f.return_arrival_time?.value);
  put('adults', f.adults?.value);
  put('children', f.children?.value);
  put('infants', f.infants?.value);
  put('original_supplier_price', f.total_price_pence ? penceToPounds(f.total_price_pence.value) : undefined);
  put('deposit', f.deposit_pence ? penceToPounds(f.deposit_pence.value) : undefined);
  put('deposit_due_date', f.deposit_due_date?.value);
  put('balance_due_date', f.balance_due_date?.value);
  put('pricing_includes', f.price_covers?.value);
  return out;
}
