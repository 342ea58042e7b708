import { beforeAll, describe, expect, it } from 'vitest';
import { passengers, quotePassengers, quotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/support';
import { buildUser } from '../../test/factories';
import { findPassportsExpiringBeforeTravel } from './find-expiring-passports';
import { passengerTravelDates } from './travel-dates';

const TODAY = '2027-03-01';
let t: TestApp;

async function quote(agentId: string, status: string, data: Record<string, unknown>, departure: string | null) {
  const slug = `trip-${Math.random().toString(36).slice(2)}`;
  const [q] = await t.db.db
    .insert(quotes)
    .values({ agentId, slug, title: `Trip ${slug}`, label: slug, quoteStatus: status, departureDate: departure, data })
    .returning();
  if (!q) throw new Error('no quote');
  return q;
}

async function passenger(userId: string, lastName: string, expiry: string | null) {
  const [p] = await t.db.db
    .insert(passengers)
    .values({ userId, firstName: 'Ada', lastName, passportExpiryDate: expiry })
    .returning();
  if (!p) throw new Error('no passenger');
  return p;
}

beforeAll(async () => {
  t = await createTestApp();
});

describe('passenger travel dates and the passport expiry flag', () => {
  it('reads accepted quotes only, with the flight return date or departure plus duration', async () => {
    const { user } = await buildUser(t.db.db);
    const p = await passenger(user.id, 'Dates', '2035-01-01');
    const flights = await quote(user.id, 'accepted', { flight_return_date: '2027-06-14' }, '2027-06-01');
    const duration = await quote(user.id, 'booked', { duration_days: 7 }, '2027-08-01');
    const draft = await quote(user.id, 'draft', {}, '2027-09-01');
    for (const q of [flights, duration, draft])
      await t.db.db.insert(quotePassengers).values({ quoteId: q.id, passengerId: p.id });

    const trips = await passengerTravelDates(t.db.db, [p.id]);
    expect(trips.map((x) => [x.quoteId, x.departureDate, x.returnDate])).toEqual([
      [flights.id, '2027-06-01', '2027-06-14'],
      [duration.id, '2027-08-01', '2027-08-08'],
    ]);
  });

  it('flags a passport expiring within six months of a coming return, not one valid long enough or a past trip', async () => {
    const { user } = await buildUser(t.db.db);
    const { user: other } = await buildUser(t.db.db);
    const trip = await quote(user.id, 'accepted', { flight_return_date: '2027-06-14' }, '2027-06-01');
    const past = await quote(user.id, 'accepted', { flight_return_date: '2027-02-10' }, '2027-02-01');
    const tooSoon = await passenger(user.id, 'TooSoon', '2027-12-13');
    const justValid = await passenger(user.id, 'JustValid', '2027-12-14');
    const pastTrip = await passenger(user.id, 'PastTrip', '2027-03-02');
    const othersTrip = await quote(other.id, 'accepted', {}, '2027-05-01');
    const othersPassenger = await passenger(other.id, 'Other', '2027-04-01');
    await t.db.db.insert(quotePassengers).values([
      { quoteId: trip.id, passengerId: tooSoon.id },
      { quoteId: trip.id, passengerId: justValid.id },
      { quoteId: past.id, passengerId: pastTrip.id },
      { quoteId: othersTrip.id, passengerId: othersPassenger.id },
    ]);

    const mine = await findPassportsExpiringBeforeTravel(t.db.db, { userId: user.id, today: TODAY });
    expect(mine).toEqual([
      expect.objectContaining({
        passengerId: tooSoon.id,
        userId: user.id,
        lastName: 'TooSoon',
        passportExpiryDate: '2027-12-13',
        quoteId: trip.id,
        returnDate: '2027-06-14',
      }),
    ]);
    const everyone = await findPassportsExpiringBeforeTravel(t.db.db, { today: TODAY });
    expect(everyone.map((x) => x.lastName).sort()).toEqual(['Other', 'TooSoon']);
  });
});
