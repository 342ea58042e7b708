import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageParams, searchParam, sortParam } from '../list';

/*
 * What a client sends to the passengers API, with the messages a form shows:
 * the SPA's forms and the server's routes parse the same schemas. Dates are
 * 'YYYY-MM-DD'. Empty text is sent as null ("not known").
 */

export const PASSENGER_LIMITS = {
  name: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phone,
  address: 500,
  country: 80,
  passportNumber: 20,
  travellerNumber: 40,
  frequentFlyer: 500,
  notes: 2000,
  generalNotes: 5000,
  householdName: 120,
  householdMembers: 20,
} as const;

export const PASSENGER_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Master'] as const;
/** Gender as printed on the passport: F, M or X. */
export const PASSENGER_GENDERS = ['F', 'M', 'X'] as const;
export const GENDER_LABELS: Record<(typeof PASSENGER_GENDERS)[number], string> = {
  F: 'Female (F)',
  M: 'Male (M)',
  X: 'Unspecified (X)',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Blank text means "not known": sent as null, stored as null. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const optText = (label: string, max: number) => z.preprocess(blankToNull, text(label, max).nullable()).optional();

const date = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(ISO_DATE, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, `${label} must be a real date`)
    .refine((v) => v >= '1900-01-01' && v <= '2200-12-31', `${label} must be between 1900 and 2200`);
const optDate = (label: string) => z.preprocess(blankToNull, date(label).nullable()).optional();

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).nullable());

const id = (label: string) => z.string({ error: `${label} must be an id` }).regex(UUID, `${label} must be an id`);

const fields = {
  title: choice('Title', PASSENGER_TITLES).optional(),
  first_name: text('First name', PASSENGER_LIMITS.name).min(1, 'First name is required'),
  middle_name: optText('Middle names', PASSENGER_LIMITS.name),
  last_name: text('Last name', PASSENGER_LIMITS.name).min(1, 'Last name is required'),
  date_of_birth: optDate('Date of birth'),
  gender: choice('Gender', PASSENGER_GENDERS).optional(),
  email: z
    .preprocess(
      blankToNull,
      text('E-mail', PASSENGER_LIMITS.email).pipe(z.email('Enter a valid e-mail address')).nullable(),
    )
    .optional(),
  phone: z
    .preprocess(
      blankToNull,
      text('Phone', PASSENGER_LIMITS.phone)
        .regex(/^[0-9+()\-.\s]*$/, 'Phone may contain digits, spaces and + ( ) - . only')
        .nullable(),
    )
    .optional(),
  address: optText('Address', PASSENGER_LIMITS.address),
  passport_number: z
    .preprocess(
      blankToNull,
      text('Passport number', PASSENGER_LIMITS.passportNumber)
        .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
        .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, 'Passport number must be 5 to 20 letters or digits'))
        .nullable(),
    )
    .optional(),
  passport_issuing_country: optText('Issuing country', PASSENGER_LIMITS.country),
  nationality: optText('Nationality', PASSENGER_LIMITS.country),
  passport_issue_date: optDate('Passport issue date'),
  passport_expiry_date: optDate('Passport expiry date'),
  known_traveller_number: optText('Known traveller number', PASSENGER_LIMITS.travellerNumber),
  frequent_flyer_numbers: optText('Frequent flyer numbers', PASSENGER_LIMITS.frequentFlyer),
  dietary_notes: optText('Dietary notes', PASSENGER_LIMITS.notes),
  medical_notes: optText('Medical notes', PASSENGER_LIMITS.notes),
  emergency_contact_name: optText('Emergency contact name', PASSENGER_LIMITS.name),
  emergency_contact_phone: optText('Emergency contact phone', PASSENGER_LIMITS.phone),
  emergency_contact_relationship: optText('Emergency contact relationship', PASSENGER_LIMITS.name),
  marketing_consent: z.boolean({ error: 'Marketing consent must be true or false' }).optional(),
  notes: optText('Notes', PASSENGER_LIMITS.generalNotes),
  keep_sensitive_data: z.boolean({ error: 'Keep passport and health data must be true or false' }).optional(),
  household_id: z.preprocess(blankToNull, id('Household').nullable()).optional(),
  /** Save even though a passenger with the same name and date of birth exists (the duplicate warning). */
  confirm_duplicate: z.boolean({ error: 'Confirm duplicate must be true or false' }).optional(),
};

type DateRules = {
  date_of_birth?: string | null;
  passport_issue_date?: string | null;
  passport_expiry_date?: string | null;
};

/** Dates in a sensible order: issued before expiry, born before issue. */
function datesInOrder(v: DateRules, ctx: z.RefinementCtx) {
  if (v.passport_issue_date && v.passport_expiry_date && v.passport_expiry_date <= v.passport_issue_date) {
    ctx.addIssue({
      code: 'custom',
      message: 'Expiry date must be after the issue date',
      path: ['passport_expiry_date'],
    });
  }
  if (v.date_of_birth && v.passport_issue_date && v.passport_issue_date < v.date_of_birth) {
    ctx.addIssue({
      code: 'custom',
      message: 'Issue date must be after the date of birth',
      path: ['passport_issue_date'],
    });
  }
}

/** A new passenger. */
export const PassengerCreateSchema = z.object(fields).superRefine(datesInOrder);

/** A change: any of the fields (null clears one). */
export const PassengerUpdateSchema = z
  .object({
    ...fields,
    first_name: fields.first_name.optional(),
    last_name: fields.last_name.optional(),
  })
  .superRefine(datesInOrder);

export type PassengerCreateInput = z.input<typeof PassengerCreateSchema>;
export type PassengerUpdateInput = z.input<typeof PassengerUpdateSchema>;

/** The message of the duplicate warning (409, field `confirm_duplicate`). */
export const DUPLICATE_PASSENGER_MESSAGE =
  'A passenger with this name and date of birth already exists. Save anyway to keep both.';

// ---- the list --------------------------------------------------------------

export const PASSENGER_SORTS = ['name_asc', 'name_desc', 'created_desc', 'created_asc', 'expiry_asc'] as const;
export type PassengerSort = (typeof PASSENGER_SORTS)[number];
export const PASSENGER_SORT_LABELS: Record<PassengerSort, string> = {
  name_asc: 'Name A–Z',
  name_desc: 'Name Z–A',
  created_desc: 'Newest first',
  created_asc: 'Oldest first',
  expiry_asc: 'Passport expiry (soonest)',
};

/** `passport`: expiring = expired or expiring within six months; flagged = too soon for a booked trip. */
export const PASSPORT_FILTERS = ['expiring', 'flagged'] as const;
export const TRAVEL_FILTERS = ['upcoming'] as const;

export const PassengerListQuerySchema = z.object({
  ...pageParams(),
  q: searchParam(),
  sort: sortParam(PASSENGER_SORTS, 'name_asc'),
  passport: z.enum(PASSPORT_FILTERS, { error: 'Passport must be one of: expiring, flagged' }).optional(),
  travel: z.enum(TRAVEL_FILTERS, { error: 'Travel must be: upcoming' }).optional(),
});
export type PassengerListQuery = z.infer<typeof PassengerListQuerySchema>;

// ---- households and quotes -------------------------------------------------

const memberIds = z
  .array(id('Member'), { error: 'Members must be a list' })
  .max(PASSENGER_LIMITS.householdMembers, `At most ${PASSENGER_LIMITS.householdMembers} members`);

/** A new household: a name, its members (the agent's passengers) and the lead among them. */
export const HouseholdCreateSchema = z
  .object({
    name: text('Household name', PASSENGER_LIMITS.householdName).min(1, 'Household name is required'),
    member_ids: memberIds.default([]),
    lead_passenger_id: z.preprocess(blankToNull, id('Lead contact').nullable()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.lead_passenger_id && !v.member_ids.includes(v.lead_passenger_id)) {
      ctx.addIssue({
        code: 'custom',
        message: 'The lead contact must be one of the members',
        path: ['lead_passenger_id'],
      });
    }
  });

/** A change to a household: rename, set the members (all of them), pick the lead. */
export const HouseholdUpdateSchema = z.object({
  name: text('Household name', PASSENGER_LIMITS.householdName).min(1, 'Household name is required').optional(),
  member_ids: memberIds.optional(),
  lead_passenger_id: z.preprocess(blankToNull, id('Lead contact').nullable()).optional(),
});

export type HouseholdCreateInput = z.input<typeof HouseholdCreateSchema>;
export type HouseholdUpdateInput = z.input<typeof HouseholdUpdateSchema>;

/** Name a passenger on one of the agent's quotes. */
export const PassengerQuoteLinkSchema = z.object({ quote_id: id('Quote') });
