import { useLocation } from 'react-router';
import { emptyBuilderValues, type BuilderValues } from './form-model';

/**
 * What another tool hands the new-quote builder (the package calculator, a
 * capture, the AI extractor): builder values passed in the navigation's state,
 * never in the address. Only the builder's own text fields of the right type
 * are taken; anything else in the state is ignored.
 */
export type QuotePrefill = Partial<Pick<BuilderValues, PrefillKey>>;

const PREFILL_KEYS = [
  'title',
  'destination',
  'departure_date',
  'hotel_name',
  'hotel_description',
  'star_rating',
  'departure_airport',
  'destination_airport',
  'board_basis',
  'room_type',
  'duration_days',
  'flight_airline',
  'flight_number_outbound',
  'flight_number_inbound',
  'flight_departure_date',
  'flight_return_date',
  'outbound_departure_time',
  'outbound_arrival_time',
  'return_departure_time',
  'return_arrival_time',
  'adults',
  'children',
  'infants',
  'original_supplier_price',
  'deposit',
  'deposit_due_date',
  'balance_due_date',
  'notes',
] as const satisfies readonly (keyof BuilderValues)[];
type PrefillKey = (typeof PREFILL_KEYS)[number];

/** The state to navigate to /dashboard/quotes/new with. */
export function prefillState(prefill: QuotePrefill): { quotePrefill: QuotePrefill } {
  return { quotePrefill: prefill };
}

/** Builder values for a new quote: empty, with whatever the previous tool handed over. */
export function valuesWithPrefill(state: unknown): BuilderValues {
  const values = emptyBuilderValues();
  const given =
    state && typeof state === 'object' && 'quotePrefill' in state && state.quotePrefill
      ? (state.quotePrefill as Record<string, unknown>)
      : {};
  for (const key of PREFILL_KEYS) {
    const v = given[key];
    if (typeof v === 'string') values[key] = v.slice(0, 5000);
  }
  if (typeof given.pricing_includes === 'string') {
    values.pricing_details = { ...values.pricing_details, price_includes: given.pricing_includes.slice(0, 5000) };
  }
  return values;
}

export function useNewQuoteValues(): BuilderValues {
  return valuesWithPrefill(useLocation().state);
}
