import {
  addMonths,
  PASSPORT_VALID_MONTHS_AFTER_RETURN,
  passportExpiringSoon,
  passportExpiresTooSoon,
} from '@domain/passengers/passport';
import { passengerFullName } from '@domain/passengers/names';
import type {
  HouseholdDto,
  PassengerDetail,
  PassengerListItem,
  PassengerQuote,
  PassportFlag,
} from '@domain/passengers/responses';
import { PASSENGER_GENDERS, PASSENGER_TITLES } from '@domain/passengers/schema';
import type { HouseholdRow, PassengerRow } from '../db/schema';
import type { Trip } from '../commands/passengers/travel-dates';
import { maskTail, type FieldCipher } from '../lib/field-crypto';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((v) => v === value) ?? null;
}

/** What a passenger answer shows besides the row: owner, household, trips and today's date. */
export type PassengerContext = {
  owner: { id: string; name: string };
  household: { id: string; name: string; leadPassengerId: string | null } | null;
  trips: readonly Trip[];
  today: string;
};

/** The soonest coming trip the passport is too short-lived for, or null. */
export function passportFlag(
  row: Pick<PassengerRow, 'passportExpiryDate'>,
  trips: readonly Trip[],
  today: string,
): PassportFlag | null {
  const trip = trips.find(
    (t) =>
      t.returnDate !== null && t.returnDate >= today && passportExpiresTooSoon(row.passportExpiryDate, t.returnDate),
  );
  if (!trip || !trip.returnDate) return null;
  return {
    quote_id: trip.quoteId,
    quote_title: trip.quoteTitle,
    departure_date: trip.departureDate,
    return_date: trip.returnDate,
    valid_until_needed: addMonths(trip.returnDate, PASSPORT_VALID_MONTHS_AFTER_RETURN),
  };
}

/** A row of the passengers list: the passport number masked. */
export function presentPassengerListItem(
  row: PassengerRow,
  ctx: PassengerContext,
  cipher: FieldCipher,
): PassengerListItem {
  const next = ctx.trips.find((t) => t.departureDate !== null && t.departureDate >= ctx.today);
  return {
    id: row.id,
    title: oneOf(PASSENGER_TITLES, row.title),
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    full_name: passengerFullName(row),
    date_of_birth: row.dateOfBirth,
    email: row.email,
    phone: row.phone,
    passport_number_masked: maskTail(cipher.decryptOptional(row.passportNumberEnc)),
    passport_expiry_date: row.passportExpiryDate,
    passport_expiring_soon: passportExpiringSoon(row.passportExpiryDate, ctx.today),
    passport_flag: passportFlag(row, ctx.trips, ctx.today),
    next_departure_date: next?.departureDate ?? null,
    household: ctx.household
      ? { id: ctx.household.id, name: ctx.household.name, is_lead: ctx.household.leadPassengerId === row.id }
      : null,
    owner: ctx.owner,
    anonymised: row.anonymisedAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * One passenger in full. `sensitive: 'full'` shows the passport number and
 * medical notes in the clear (the owner, or staff who opened them);
 * otherwise the number is masked and the notes withheld.
 */
export function presentPassengerDetail(
  row: PassengerRow,
  ctx: PassengerContext & {
    quotes: readonly PassengerQuote[];
    householdDetail: HouseholdDto | null;
    sensitive: 'full' | 'masked';
    canEdit: boolean;
  },
  cipher: FieldCipher,
): PassengerDetail {
  const passport = cipher.decryptOptional(row.passportNumberEnc);
  const full = ctx.sensitive === 'full';
  return {
    ...presentPassengerListItem(row, ctx, cipher),
    gender: oneOf(PASSENGER_GENDERS, row.gender),
    address: row.address,
    passport_number: full ? passport : maskTail(passport),
    passport_issuing_country: row.passportIssuingCountry,
    nationality: row.nationality,
    passport_issue_date: row.passportIssueDate,
    known_traveller_number: row.knownTravellerNumber,
    frequent_flyer_numbers: row.frequentFlyerNumbers,
    dietary_notes: row.dietaryNotes,
    medical_notes: full ? cipher.decryptOptional(row.medicalNotesEnc) : null,
    has_medical_notes: row.medicalNotesEnc !== null,
    sensitive: ctx.sensitive,
    emergency_contact_name: row.emergencyContactName,
    emergency_contact_phone: row.emergencyContactPhone,
    emergency_contact_relationship: row.emergencyContactRelationship,
    marketing_consent: row.marketingConsent,
    notes: row.notes,
    keep_sensitive_data: row.keepSensitiveData,
    sensitive_data_purged_at: row.sensitiveDataPurgedAt?.toISOString() ?? null,
    quotes: [...ctx.quotes],
    household_detail: ctx.householdDetail,
    can_edit: ctx.canEdit,
  };
}

/** A household with its members (lead first, then by name). */
export function presentHousehold(
  row: HouseholdRow,
  members: readonly (Pick<PassengerRow, 'id' | 'title' | 'firstName' | 'middleName' | 'lastName' | 'dateOfBirth'> & {
    flagged: boolean;
  })[],
): HouseholdDto {
  const list = members
    .map((m) => ({
      id: m.id,
      full_name: passengerFullName(m),
      date_of_birth: m.dateOfBirth,
      is_lead: m.id === row.leadPassengerId,
      passport_flag: m.flagged,
    }))
    .sort((a, b) => Number(b.is_lead) - Number(a.is_lead) || a.full_name.localeCompare(b.full_name));
  return {
    id: row.id,
    name: row.name,
    lead_passenger_id: row.leadPassengerId,
    members: list,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
