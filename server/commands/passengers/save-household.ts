import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { HouseholdCreateSchema, HouseholdUpdateSchema } from '@domain/passengers/schema';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { passengerHouseholds, passengers, type HouseholdRow } from '../../db/schema';
import { validation } from '../../errors';

/** Every id must be one of the owner's (not erased) passengers. */
async function checkMembers(db: Executor, ownerId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: passengers.id })
    .from(passengers)
    .where(and(eq(passengers.userId, ownerId), isNull(passengers.anonymisedAt), inArray(passengers.id, [...ids])));
  if (found.length !== new Set(ids).size) throw validation({ member_ids: 'Choose members from your passengers' });
}

/**
 * Creates a household of the owner's passengers with its lead contact. A
 * passenger belongs to one household: joining this one moves them.
 */
export async function createHousehold(
  db: Executor,
  ownerId: string,
  input: z.output<typeof HouseholdCreateSchema>,
): Promise<HouseholdRow> {
  await checkMembers(db, ownerId, input.member_ids);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passengerHouseholds)
      .values({ userId: ownerId, name: input.name, leadPassengerId: input.lead_passenger_id ?? null })
      .returning();
    if (!row) throw new Error('insert returned no household');
    if (input.member_ids.length) await moveIn(tx, row.id, input.member_ids);
    return row;
  });
}

/** Moves passengers into a household, clearing their old household's lead if it was them. */
async function moveIn(tx: Executor, householdId: string, ids: readonly string[]) {
  await tx
    .update(passengerHouseholds)
    .set({ leadPassengerId: null, updatedAt: new Date() })
    .where(
      and(inArray(passengerHouseholds.leadPassengerId, [...ids]), notInArray(passengerHouseholds.id, [householdId])),
    );
  await tx
    .update(passengers)
    .set({ householdId, updatedAt: new Date() })
    .where(inArray(passengers.id, [...ids]));
}

/**
 * Renames a household, sets its members (all of them: those left out leave)
 * and its lead, who must be a member.
 */
export async function updateHousehold(
  db: Executor,
  household: HouseholdRow,
  input: z.output<typeof HouseholdUpdateSchema>,
): Promise<HouseholdRow> {
  if (input.member_ids) await checkMembers(db, household.userId, input.member_ids);
  return db.transaction(async (tx) => {
    if (input.member_ids) {
      await tx
        .update(passengers)
        .set({ householdId: null, updatedAt: new Date() })
        .where(
          and(
            eq(passengers.householdId, household.id),
            input.member_ids.length ? notInArray(passengers.id, input.member_ids) : undefined,
          ),
        );
      if (input.member_ids.length) await moveIn(tx, household.id, input.member_ids);
    }
    const members = await tx
      .select({ id: passengers.id })
      .from(passengers)
      .where(eq(passengers.householdId, household.id));
    const memberIds = new Set(members.map((m) => m.id));
    let lead = input.lead_passenger_id === undefined ? household.leadPassengerId : input.lead_passenger_id;
    if (input.lead_passenger_id && !memberIds.has(input.lead_passenger_id)) {
      throw validation({ lead_passenger_id: 'The lead contact must be one of the members' });
    }
    if (lead && !memberIds.has(lead)) lead = null;
    const [row] = await tx
      .update(passengerHouseholds)
      .set({ name: input.name ?? household.name, leadPassengerId: lead, updatedAt: new Date() })
      .where(eq(passengerHouseholds.id, household.id))
      .returning();
    if (!row) throw new Error('update returned no household');
    return row;
  });
}
