import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auditLog, passengerHouseholds, passengers, quotePassengers, type PassengerRow } from '../../db/schema';

/**
 * Erases a passenger (GDPR): deleted outright, or, when a quote names them
 * and must keep its record, kept as "Erased passenger" with every personal
 * field cleared. Either way they leave their household (and stop being its
 * lead), and the erasure is written to the audit log without the name.
 */
export async function erasePassenger(
  db: Executor,
  row: PassengerRow,
  by: { userId: string; ip?: string | null },
): Promise<'deleted' | 'anonymised'> {
  return db.transaction(async (tx) => {
    await tx
      .update(passengerHouseholds)
      .set({ leadPassengerId: null, updatedAt: new Date() })
      .where(eq(passengerHouseholds.leadPassengerId, row.id));
    const [named] = await tx
      .select({ n: sql<number>`1` })
      .from(quotePassengers)
      .where(eq(quotePassengers.passengerId, row.id))
      .limit(1);
    let outcome: 'deleted' | 'anonymised';
    if (named) {
      await tx
        .update(passengers)
        .set({
          householdId: null,
          title: null,
          firstName: 'Erased',
          middleName: null,
          lastName: 'passenger',
          dateOfBirth: null,
          gender: null,
          email: null,
          phone: null,
          address: null,
          passportNumberEnc: null,
          passportIssuingCountry: null,
          nationality: null,
          passportIssueDate: null,
          passportExpiryDate: null,
          knownTravellerNumber: null,
          frequentFlyerNumbers: null,
          dietaryNotes: null,
          medicalNotesEnc: null,
          emergencyContactName: null,
          emergencyContactPhone: null,
          emergencyContactRelationship: null,
          marketingConsent: false,
          notes: null,
          keepSensitiveData: false,
          anonymisedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(passengers.id, row.id)));
      outcome = 'anonymised';
    } else {
      await tx.delete(passengers).where(eq(passengers.id, row.id));
      outcome = 'deleted';
    }
    await tx.insert(auditLog).values({
      event: 'passenger_erased',
      userId: by.userId,
      ip: by.ip ?? null,
      detail: { passengerId: row.id, ownerId: row.userId, outcome },
    });
    return outcome;
  });
}
