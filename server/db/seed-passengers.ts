import { eq } from 'drizzle-orm';
import { addMonths } from '@domain/passengers/passport';
import { londonToday } from '@domain/live/dates';
import { loadFieldCipher } from '../lib/field-crypto';
import type { Executor } from './index';
import { passengerHouseholds, passengers, quotePassengers, quotes, users } from './schema';

const years = (n: number) => addMonths(londonToday(), n * 12);
const months = (n: number) => addMonths(londonToday(), n);

/**
 * Demo passengers for agent@demo.test: the Whitfield household of three
 * (James the lead contact) named on the accepted Maldives quote, where
 * Sarah's passport expires within six months of coming home (the flag and
 * the dashboard card show it), and two passengers of their own. Runs after
 * seedQuotes; does nothing when the agent is missing or already has
 * passengers. The passport numbers are invented and stored encrypted.
 */
export async function seedPassengers(tx: Executor): Promise<boolean> {
  const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
  if (!agent) return false;
  const [existing] = await tx
    .select({ id: passengers.id })
    .from(passengers)
    .where(eq(passengers.userId, agent.id))
    .limit(1);
  if (existing) return false;
  const cipher = await loadFieldCipher(tx, process.env.FIELD_ENCRYPTION_KEY || undefined);

  const [household] = await tx
    .insert(passengerHouseholds)
    .values({ userId: agent.id, name: 'The Whitfield family' })
    .returning();
  if (!household) return false;
  const common = { userId: agent.id, nationality: 'British', passportIssuingCountry: 'United Kingdom' };
  const rows = await tx
    .insert(passengers)
    .values([
      {
        ...common,
        householdId: household.id,
        title: 'Mr',
        firstName: 'James',
        middleName: 'Edward',
        lastName: 'Whitfield',
        dateOfBirth: '1982-04-17',
        gender: 'M',
        email: 'james.whitfield@example.com',
        phone: '07700 900123',
        address: '14 Orchard Lane\nHarrogate\nHG1 2AB',
        passportNumberEnc: cipher.encrypt('533812904'),
        passportIssueDate: addMonths(years(6), -120),
        passportExpiryDate: years(6),
        frequentFlyerNumbers: 'Emirates Skywards EK 418 220 771',
        emergencyContactName: 'Margaret Whitfield',
        emergencyContactPhone: '07700 900456',
        emergencyContactRelationship: 'Mother',
        marketingConsent: true,
      },
      {
        ...common,
        householdId: household.id,
        title: 'Mrs',
        firstName: 'Sarah',
        lastName: 'Whitfield',
        dateOfBirth: '1984-09-02',
        gender: 'F',
        email: 'sarah.whitfield@example.com',
        phone: '07700 900124',
        address: '14 Orchard Lane\nHarrogate\nHG1 2AB',
        passportNumberEnc: cipher.encrypt('548120377'),
        // Home from the Maldives in about 102 days: this passport runs out well inside six months of that.
        passportIssueDate: addMonths(months(7), -120),
        passportExpiryDate: months(7),
        dietaryNotes: 'Pescatarian',
        medicalNotesEnc: cipher.encrypt('Mild asthma; carries an inhaler.'),
        emergencyContactName: 'James Whitfield',
        emergencyContactPhone: '07700 900123',
        emergencyContactRelationship: 'Husband',
      },
      {
        ...common,
        householdId: household.id,
        title: 'Master',
        firstName: 'Oliver',
        lastName: 'Whitfield',
        dateOfBirth: '2015-06-21',
        gender: 'M',
        passportNumberEnc: cipher.encrypt('561904288'),
        passportIssueDate: addMonths(years(3), -60),
        passportExpiryDate: years(3),
        dietaryNotes: 'No nuts (allergy)',
        medicalNotesEnc: cipher.encrypt('Nut allergy: carries an adrenaline auto-injector.'),
        emergencyContactName: 'James Whitfield',
        emergencyContactPhone: '07700 900123',
        emergencyContactRelationship: 'Father',
      },
      {
        ...common,
        title: 'Ms',
        firstName: 'Priya',
        lastName: 'Sharma',
        dateOfBirth: '1991-01-30',
        gender: 'F',
        email: 'priya.sharma@example.com',
        phone: '07700 900789',
        address: '3 Canal Wharf\nLeeds\nLS11 5PS',
        passportNumberEnc: cipher.encrypt('527731046'),
        passportIssueDate: addMonths(months(3), -120),
        passportExpiryDate: months(3),
        knownTravellerNumber: 'KTN 9931 4482',
        dietaryNotes: 'Vegetarian',
        marketingConsent: true,
        notes: 'Prefers an aisle seat. Interested in a Japan trip next spring.',
      },
      {
        ...common,
        nationality: 'Irish',
        passportIssuingCountry: 'Ireland',
        title: 'Mrs',
        firstName: 'Margaret',
        lastName: "O'Connor",
        dateOfBirth: '1956-11-08',
        gender: 'F',
        email: 'maggie.oconnor@example.com',
        phone: '07700 900321',
        passportNumberEnc: cipher.encrypt('PX4417829'),
        passportIssueDate: addMonths(years(8), -120),
        passportExpiryDate: years(8),
        dietaryNotes: 'Coeliac: gluten free',
        medicalNotesEnc: cipher.encrypt('Needs wheelchair assistance at airports.'),
        keepSensitiveData: true,
        notes: 'Travels every autumn; asked us to keep her details on file.',
      },
    ])
    .returning({ id: passengers.id, firstName: passengers.firstName, lastName: passengers.lastName });
  const whitfields = rows.filter((r) => r.lastName === 'Whitfield');
  const james = whitfields.find((r) => r.firstName === 'James');
  if (james) {
    await tx
      .update(passengerHouseholds)
      .set({ leadPassengerId: james.id })
      .where(eq(passengerHouseholds.id, household.id));
  }
  const [maldives] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.slug, 'maldives-overwater-villa-all-inclusive'));
  if (maldives) {
    await tx.insert(quotePassengers).values(whitfields.map((w) => ({ quoteId: maldives.id, passengerId: w.id })));
  }
  return true;
}
