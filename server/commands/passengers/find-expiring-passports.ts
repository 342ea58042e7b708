import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { TRIPS, todaySql } from './travel-dates';

/** A passenger whose passport expires within six months of a coming trip's return, with that trip. */
export type ExpiringPassport = {
  passengerId: string;
  /** The agent the passenger belongs to. */
  userId: string;
  firstName: string;
  lastName: string;
  passportExpiryDate: string;
  quoteId: string;
  quoteTitle: string;
  departureDate: string | null;
  returnDate: string;
};

/**
 * Passengers whose passport expires within six months of the return of a trip
 * still to come (returning today or later), one row each with the soonest
 * such trip, soonest departure first. `userId` narrows to one agent's
 * passengers; `today` ('YYYY-MM-DD', London) is for tests and jobs.
 * Erased passengers and those without an expiry date are never listed.
 */
export async function findPassportsExpiringBeforeTravel(
  db: Executor,
  opts: { userId?: string; today?: string } = {},
): Promise<ExpiringPassport[]> {
  const owner = opts.userId ? sql`and p.user_id = ${opts.userId}::uuid` : sql``;
  const result = await db.execute<{
    passenger_id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    passport_expiry_date: string;
    quote_id: string;
    quote_title: string;
    departure_date: string | null;
    return_date: string;
  }>(sql`
    select * from (
      select distinct on (p.id)
             p.id as passenger_id, p.user_id, p.first_name, p.last_name,
             to_char(p.passport_expiry_date, 'YYYY-MM-DD') as passport_expiry_date,
             t.quote_id, t.quote_title,
             to_char(t.departure_date, 'YYYY-MM-DD') as departure_date,
             to_char(t.return_date, 'YYYY-MM-DD') as return_date
        from passengers p
        join ${TRIPS} as t on t.passenger_id = p.id
       where p.anonymised_at is null
         and p.passport_expiry_date is not null
         and t.return_date >= ${todaySql(opts.today)}
         and p.passport_expiry_date < (t.return_date + interval '6 months')::date
         ${owner}
       order by p.id, t.departure_date asc nulls last, t.quote_id
    ) as found
    order by departure_date asc nulls last, last_name, first_name`);
  return result.rows.map((r) => ({
    passengerId: r.passenger_id,
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    passportExpiryDate: r.passport_expiry_date,
    quoteId: r.quote_id,
    quoteTitle: r.quote_title,
    departureDate: r.departure_date,
    returnDate: r.return_date,
  }));
}
