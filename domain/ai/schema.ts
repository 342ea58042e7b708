import { z } from 'zod';
import { BOARD_BASIS_VALUES } from './parse';

/** The quote fields the extractor fills, flat, each with its own kind of value. */
const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
const TIME = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');
const IATA = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter airport code');
const TEXT = z.string().trim().min(1).max(300);
const COUNT = z.number().int().min(0).max(99);
const PENCE = z.number().int().min(0).max(1_000_000_00);

export const EXTRACTION_VALUES = {
  hotel_name: TEXT,
  destination: TEXT,
  star_rating: z.number().min(1).max(5),
  board_basis: z.enum(BOARD_BASIS_VALUES),
  room_type: TEXT,
  check_in_date: DATE,
  nights: z.number().int().min(1).max(365),
  outbound_departure_airport: IATA,
  outbound_arrival_airport: IATA,
  outbound_date: DATE,
  outbound_departure_time: TIME,
  outbound_arrival_time: TIME,
  outbound_airline: TEXT,
  outbound_flight_number: z.string().regex(/^[A-Z0-9]{2,3}\d{1,4}$/),
  return_departure_airport: IATA,
  return_arrival_airport: IATA,
  return_date: DATE,
  return_departure_time: TIME,
  return_arrival_time: TIME,
  return_airline: TEXT,
  return_flight_number: z.string().regex(/^[A-Z0-9]{2,3}\d{1,4}$/),
  adults: COUNT,
  children: COUNT,
  infants: COUNT,
  total_price_pence: PENCE,
  price_covers: z.string().trim().min(1).max(1000),
  deposit_pence: PENCE,
  deposit_due_date: DATE,
  balance_pence: PENCE,
  balance_due_date: DATE,
} as const;

export type FieldKey = keyof typeof EXTRACTION_VALUES;
export const FIELD_KEYS = Object.keys(EXTRACTION_VALUES) as FieldKey[];
export type FieldValue<K extends FieldKey> = z.infer<(typeof EXTRACTION_VALUES)[K]>;

/** One extracted field: its value, how sure the extractor is (0..1), and the text it came from. */
const field = (value: z.ZodType) =>
  z.object({ value, confidence: z.number().min(0).max(1), source: z.string().max(500) }).optional();
type FieldSchemas = {
  [K in FieldKey]: z.ZodOptional<
    z.ZodObject<{ value: (typeof EXTRACTION_VALUES)[K]; confidence: z.ZodNumber; source: z.ZodString }>
  >;
};

export const ExtractionFieldsSchema = z.object(
  Object.fromEntries(FIELD_KEYS.map((k) => [k, field(EXTRACTION_VALUES[k])])) as unknown as FieldSchemas,
);

/**
 * What an extraction is: the fields found, and how (JSON-LD, rules, or a
 * model). Used for `AiData` on a quote and to validate a model's answer.
 */
export const ExtractionSchema = z.object({
  method: z.enum(['rules', 'json-ld', 'model']),
  fields: ExtractionFieldsSchema,
});

export type Extraction = z.infer<typeof ExtractionSchema>;
export type ExtractedFields = Extraction['fields'];
export type ExtractedField<K extends FieldKey> = { value: FieldValue<K>; confidence: number; source: string };
