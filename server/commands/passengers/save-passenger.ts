import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  DUPLICATE_PASSENGER_MESSAGE,
  type PassengerCreateSchema,
  type PassengerUpdateSchema,
} from '@domain/passengers/schema';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { passengerHouseholds, passengers, type PassengerRow } from '../../db/schema';
import { conflict, validation } from '../../errors';
import type { FieldCipher } from '../../lib/field-crypto';

type CreateInput = z.output<typeof PassengerCreateSchema>;
type UpdateInput = z.output<typeof PassengerUpdateSchema>;

/** The body's fields as columns (sensitive ones encrypted); only the fields sent. */
function columns(input: UpdateInput, cipher: FieldCipher): Partial<typeof passengers.$inferInsert> {
  const out: Partial<typeof passengers.$inferInsert> = {};
  const set = <K extends keyof typeof passengers.$inferInsert>(
    key: K,
    value: (typeof passengers.$inferInsert)[K] | undefined,
  ) => {
    if (value !== undefined) out[key] = value;
  };
  set('title', input.title);
  set('firstName', input.first_name);
  set('middleName', input.middle_name);
  set('lastName', input.last_name);
  set('dateOfBirth', input.date_of_birth);
  set('gender', input.gender);
  set('email', input.email);
  set('phone', input.phone);
  set('address', input.address);
  if (input.passport_number !== undefined) out.passportNumberEnc = cipher.encryptOptional(input.passport_number);
  set('passportIssuingCountry', input.passport_issuing_country);
  set('nationality', input.nationality);
  set('passportIssueDate', input.passport_issue_date);
  set('passportExpiryDate', input.passport_expiry_date);
  set('knownTravellerNumber', input.known_traveller_number);
  set('frequentFlyerNumbers', input.frequent_flyer_numbers);
  set('dietaryNotes', input.dietary_notes);
  if (input.medical_notes !== undefined) out.medicalNotesEnc = cipher.encryptOptional(input.medical_notes);
  set('emergencyContactName', input.emergency_contact_name);
  set('emergencyContactPhone', input.emergency_contact_phone);
  set('emergencyContactRelationship', input.emergency_contact_relationship);
  set('marketingConsent', input.marketing_consent);
  set('notes', input.notes);
  set('keepSensitiveData', input.keep_sensitive_data);
  set('householdId', input.household_id);
  // New passport or health data after a retention sweep: the sweep's mark no longer holds.
  if (input.passport_number || input.medical_notes || input.dietary_notes) out.sensitiveDataPurgedAt = null;
  return out;
}

/** The household must be one of the owner's own. */
async function checkHousehold(db: Executor, ownerId: string, householdId: string | null | undefined) {
  if (!householdId) return;
  const [found] = await db
    .select({ id: passengerHouseholds.id })
    .from(passengerHouseholds)
    .where(and(eq(passengerHouseholds.id, householdId), eq(passengerHouseholds.userId, ownerId)));
  if (!found) throw validation({ household_id: 'Choose one of your households' });
}

/**
 * Another of the owner's passengers with the same first and last name and
 * date of birth: a warning (409 on `confirm_duplicate`) the agent can
 * override, not a rule.
 */
async function checkDuplicate(
  db: Executor,
  ownerId: string,
  who: { firstName: string; lastName: string; dateOfBirth: string | null },
  exceptId: string | null,
) {
  if (!who.dateOfBirth) return;
  const [found] = await db
    .select({ id: passengers.id })
    .from(passengers)
    .where(
      and(
        eq(passengers.userId, ownerId),
        isNull(passengers.anonymisedAt),
        sql`lower(${passengers.firstName}) = lower(${who.firstName})`,
        sql`lower(${passengers.lastName}) = lower(${who.lastName})`,
        eq(passengers.dateOfBirth, who.dateOfBirth),
        exceptId ? ne(passengers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (found) throw conflict(DUPLICATE_PASSENGER_MESSAGE, { confirm_duplicate: DUPLICATE_PASSENGER_MESSAGE });
}

/** Adds a passenger for `ownerId`: household checked, duplicate warned, passport and medical data encrypted. */
export async function createPassenger(
  db: Executor,
  cipher: FieldCipher,
  ownerId: string,
  input: CreateInput,
): Promise<PassengerRow> {
  await checkHousehold(db, ownerId, input.household_id);
  if (!input.confirm_duplicate) {
    await checkDuplicate(
      db,
      ownerId,
      { firstName: input.first_name, lastName: input.last_name, dateOfBirth: input.date_of_birth ?? null },
      null,
    );
  }
  const [row] = await db
    .insert(passengers)
    .values({ ...columns(input, cipher), userId: ownerId, firstName: input.first_name, lastName: input.last_name })
    .returning();
  if (!row) throw new Error('insert returned no passenger');
  return row;
}

/** Changes the fields sent; the duplicate warning applies when the name or date of birth changes. */
export async function updatePassenger(
  db: Executor,
  cipher: FieldCipher,
  current: PassengerRow,
  input: UpdateInput,
): Promise<PassengerRow> {
  await checkHousehold(db, current.userId, input.household_id);
  const identityChanged =
    (input.first_name !== undefined && input.first_name !== current.firstName) ||
    (input.last_name !== undefined && input.last_name !== current.lastName) ||
    (input.date_of_birth !== undefined && input.date_of_birth !== current.dateOfBirth);
  if (identityChanged && !input.confirm_duplicate) {
    await checkDuplicate(
      db,
      current.userId,
      {
        firstName: input.first_name ?? current.firstName,
        lastName: input.last_name ?? current.lastName,
        dateOfBirth: input.date_of_birth === undefined ? current.dateOfBirth : input.date_of_birth,
      },
      current.id,
    );
  }
  const changes = columns(input, cipher);
  if (
    input.passport_expiry_date !== undefined &&
    current.passportIssueDate &&
    input.passport_issue_date === undefined &&
    input.passport_expiry_date !== null &&
    input.passport_expiry_date <= current.passportIssueDate
  ) {
    throw validation({ passport_expiry_date: 'Expiry date must be after the issue date' });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passengers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(passengers.id, current.id))
      .returning();
    if (!row) throw new Error('update returned no passenger');
    // A passenger who leaves a household stops being its lead.
    if (input.household_id !== undefined && current.householdId && input.household_id !== current.householdId) {
      await tx
        .update(passengerHouseholds)
        .set({ leadPassengerId: null, updatedAt: new Date() })
        .where(
          and(eq(passengerHouseholds.id, current.householdId), eq(passengerHouseholds.leadPassengerId, current.id)),
        );
    }
    return row;
  });
}
