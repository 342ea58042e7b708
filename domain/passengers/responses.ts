import { z } from 'zod';
import { listResponseSchema } from '../list';
import { QUOTE_STATUSES } from '../quotes/status';
import { PASSENGER_GENDERS, PASSENGER_TITLES } from './schema';

/*
 * What the passengers API answers, as zod schemas: the routes declare them as
 * their response schemas (so no undeclared field leaks) and the SPA checks
 * its answers against the same ones. Passport numbers appear in full only
 * where `sensitive` is 'full'; lists carry the masked form.
 */

const Person = z.object({ id: z.string(), name: z.string() });

/** A coming trip whose return is too close to the passport's expiry. */
export const PassportFlagSchema = z.object({
  quote_id: z.string(),
  quote_title: z.string(),
  departure_date: z.string().nullable(),
  return_date: z.string(),
  /** The last day the passport would need to be valid to (return + 6 months, exclusive). */
  valid_until_needed: z.string(),
});
export type PassportFlag = z.infer<typeof PassportFlagSchema>;

export const PassengerListItemSchema = z.object({
  id: z.string(),
  title: z.enum(PASSENGER_TITLES).nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  full_name: z.string(),
  date_of_birth: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The last three characters after bullets ("•••••416"), or null. */
  passport_number_masked: z.string().nullable(),
  passport_expiry_date: z.string().nullable(),
  /** Expired, or expiring within six months of today. */
  passport_expiring_soon: z.boolean(),
  /** Expires within six months of a booked trip's return: the soonest such trip. */
  passport_flag: PassportFlagSchema.nullable(),
  next_departure_date: z.string().nullable(),
  household: z.object({ id: z.string(), name: z.string(), is_lead: z.boolean() }).nullable(),
  /** The agent the passenger belongs to. */
  owner: Person,
  anonymised: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PassengerListItem = z.infer<typeof PassengerListItemSchema>;

export const PassengerListResponseSchema = listResponseSchema(PassengerListItemSchema);
export type PassengerListResponse = z.infer<typeof PassengerListResponseSchema>;

export const PassengerQuoteSchema = z.object({
  quote_id: z.string(),
  quote_title: z.string(),
  quote_slug: z.string(),
  quote_status: z.enum(QUOTE_STATUSES),
  departure_date: z.string().nullable(),
  return_date: z.string().nullable(),
  /** Accepted or booked: counts as travel for the expiry flag and retention. */
  is_trip: z.boolean(),
});
export type PassengerQuote = z.infer<typeof PassengerQuoteSchema>;

export const HouseholdMemberSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  date_of_birth: z.string().nullable(),
  is_lead: z.boolean(),
  passport_flag: z.boolean(),
});

export const HouseholdSchema = z.object({
  id: z.string(),
  name: z.string(),
  lead_passenger_id: z.string().nullable(),
  members: z.array(HouseholdMemberSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HouseholdDto = z.infer<typeof HouseholdSchema>;
export const HouseholdListResponseSchema = z.object({ items: z.array(HouseholdSchema) });

/**
 * The passport number and medical notes of one passenger: 'full' to the owner
 * (and to staff who opened them, an audited action), 'masked' otherwise.
 */
export const PassengerSensitiveSchema = z.object({
  passport_number: z.string().nullable(),
  medical_notes: z.string().nullable(),
});

export const PassengerDetailSchema = PassengerListItemSchema.extend({
  gender: z.enum(PASSENGER_GENDERS).nullable(),
  address: z.string().nullable(),
  /** In full when `sensitive` is 'full'; masked ("•••••416") otherwise. */
  passport_number: z.string().nullable(),
  passport_issuing_country: z.string().nullable(),
  nationality: z.string().nullable(),
  passport_issue_date: z.string().nullable(),
  known_traveller_number: z.string().nullable(),
  frequent_flyer_numbers: z.string().nullable(),
  dietary_notes: z.string().nullable(),
  /** Null when there are none or when `sensitive` is 'masked' (see `has_medical_notes`). */
  medical_notes: z.string().nullable(),
  has_medical_notes: z.boolean(),
  sensitive: z.enum(['full', 'masked']),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  emergency_contact_relationship: z.string().nullable(),
  marketing_consent: z.boolean(),
  notes: z.string().nullable(),
  keep_sensitive_data: z.boolean(),
  sensitive_data_purged_at: z.string().nullable(),
  quotes: z.array(PassengerQuoteSchema),
  household_detail: HouseholdSchema.nullable(),
  /** Whether the caller may edit, link quotes and manage the household (the owner). */
  can_edit: z.boolean(),
});
export type PassengerDetail = z.infer<typeof PassengerDetailSchema>;

/** DELETE /api/passengers/:id: removed, or kept anonymised because a quote must keep its record. */
export const PassengerEraseResponseSchema = z.object({ outcome: z.enum(['deleted', 'anonymised']) });

/** GET /api/passengers/passport-alerts: the caller's passengers flagged for a coming trip. */
export const PassportAlertsResponseSchema = z.object({
  items: z.array(
    z.object({
      passenger_id: z.string(),
      full_name: z.string(),
      passport_expiry_date: z.string(),
      quote_id: z.string(),
      quote_title: z.string(),
      departure_date: z.string().nullable(),
      return_date: z.string(),
    }),
  ),
});
export type PassportAlerts = z.infer<typeof PassportAlertsResponseSchema>;

/** GET /api/passengers/:id/export: everything held on one passenger (GDPR access request), as a JSON download. */
export const PassengerExportSchema = z.object({
  exported_at: z.string(),
  passenger: PassengerDetailSchema,
});
