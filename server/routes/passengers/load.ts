import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { londonToday } from '@domain/live/dates';
import { QUOTE_STATUSES } from '@domain/quotes/status';
import type { HouseholdDto, PassengerQuote } from '@domain/passengers/responses';
import { passengerTravelDates, type Trip } from '../../commands/passengers/travel-dates';
import type { Executor } from '../../db';
import {
  passengerHouseholds,
  passengers,
  profiles,
  quotePassengers,
  quotes,
  users,
  type HouseholdRow,
  type PassengerRow,
} from '../../db/schema';
import { personName } from '../../presenters/task';
import { passportFlag, presentHousehold, type PassengerContext } from '../../presenters/passengers';

/*
 * The reads the passenger routes share: one passenger (not erased), the
 * context its answer needs (owner, household, trips), and households with
 * their members.
 */

/** A passenger by id, or undefined when missing or erased. */
export async function findPassenger(db: Executor, id: string | null): Promise<PassengerRow | undefined> {
  if (!id) return undefined;
  const [row] = await db
    .select()
    .from(passengers)
    .where(and(eq(passengers.id, id), isNull(passengers.anonymisedAt)));
  return row;
}

export async function findHousehold(db: Executor, id: string | null): Promise<HouseholdRow | undefined> {
  if (!id) return undefined;
  const [row] = await db.select().from(passengerHouseholds).where(eq(passengerHouseholds.id, id));
  return row;
}

function groupTrips(trips: readonly Trip[]): Map<string, Trip[]> {
  const by = new Map<string, Trip[]>();
  for (const t of trips) by.set(t.passengerId, [...(by.get(t.passengerId) ?? []), t]);
  return by;
}

/** The answer context of each row: owner's name, household, trips (one query each, not one per row). */
export async function passengerContexts(db: Executor, rows: readonly PassengerRow[]): Promise<PassengerContext[]> {
  if (rows.length === 0) return [];
  const today = londonToday();
  const ownerIds = [...new Set(rows.map((r) => r.userId))];
  const householdIds = [...new Set(rows.map((r) => r.householdId).filter((id): id is string => id !== null))];
  const [owners, households, trips] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, ownerIds)),
    householdIds.length
      ? db.select().from(passengerHouseholds).where(inArray(passengerHouseholds.id, householdIds))
      : Promise.resolve([]),
    passengerTravelDates(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const ownerById = new Map(owners.map((o) => [o.id, { id: o.id, name: personName(o) }]));
  const householdById = new Map(households.map((h) => [h.id, h]));
  const tripsBy = groupTrips(trips);
  return rows.map((r) => {
    const h = r.householdId ? householdById.get(r.householdId) : undefined;
    return {
      owner: ownerById.get(r.userId) ?? { id: r.userId, name: 'Unknown agent' },
      household: h ? { id: h.id, name: h.name, leadPassengerId: h.leadPassengerId } : null,
      trips: tripsBy.get(r.id) ?? [],
      today,
    };
  });
}

/** Households with their members and each member's passport flag. */
export async function householdsWithMembers(db: Executor, rows: readonly HouseholdRow[]): Promise<HouseholdDto[]> {
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(passengers)
    .where(
      and(
        inArray(
          passengers.householdId,
          rows.map((h) => h.id),
        ),
        isNull(passengers.anonymisedAt),
      ),
    );
  const tripsBy = groupTrips(
    await passengerTravelDates(
      db,
      members.map((m) => m.id),
    ),
  );
  const today = londonToday();
  return rows.map((h) =>
    presentHousehold(
      h,
      members
        .filter((m) => m.householdId === h.id)
        .map((m) => ({ ...m, flagged: passportFlag(m, tripsBy.get(m.id) ?? [], today) !== null })),
    ),
  );
}

/** The quotes naming a passenger (any status), soonest departure first. */
export async function passengerQuotes(
  db: Executor,
  passengerId: string,
  trips: readonly Trip[],
): Promise<PassengerQuote[]> {
  const rows = await db
    .select({
      id: quotes.id,
      title: quotes.title,
      slug: quotes.slug,
      status: quotes.quoteStatus,
      departure: quotes.departureDate,
    })
    .from(quotePassengers)
    .innerJoin(quotes, eq(quotes.id, quotePassengers.quoteId))
    .where(eq(quotePassengers.passengerId, passengerId))
    .orderBy(asc(quotes.departureDate), asc(quotes.id));
  const tripOf = new Map(trips.map((t) => [t.quoteId, t]));
  return rows.map((q) => {
    const trip = tripOf.get(q.id);
    return {
      quote_id: q.id,
      quote_title: q.title,
      quote_slug: q.slug,
      quote_status: QUOTE_STATUSES.find((s) => s === q.status) ?? 'draft',
      departure_date: trip?.departureDate ?? q.departure,
      return_date: trip?.returnDate ?? null,
      is_trip: trip !== undefined,
    };
  });
}
