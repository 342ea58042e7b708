import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db';

/*
 * A passenger's travel dates, in one place. Bookings do not exist yet, so a
 * trip is an accepted (or booked) quote that names the passenger
 * (quote_passengers): departure is the flight's departure date or the
 * quote's, return the flight's return date, else departure plus the
 * duration, else the departure. When bookings land, `TRIPS` reads them too and
 * every caller (the expiry flag, the list's filters, the retention sweep)
 * follows.
 */

/** A date kept in the quote's JSON, or null when it is absent or not 'YYYY-MM-DD'. */
const jsonDate = (key: string) =>
  sql.raw(`case when q.data->>'${key}' ~ '^\\d{4}-\\d{2}-\\d{2}$' then (q.data->>'${key}')::date end`);

const DEPARTURE = sql`coalesce(${jsonDate('flight_departure_date')}, q.departure_date)`;
const DURATION = sql.raw(
  `case when jsonb_typeof(q.data->'duration_days') = 'number' then (q.data->>'duration_days')::numeric::int end`,
);

/**
 * Every trip of every passenger as a subquery with the columns passenger_id,
 * quote_id, quote_title, quote_slug, departure_date and return_date (either
 * may be null when the quote has no dates).
 */
export const TRIPS: SQL = sql`(
  select qp.passenger_id, q.id as quote_id, q.title as quote_title, q.slug as quote_slug,
         ${DEPARTURE} as departure_date,
         coalesce(${jsonDate('flight_return_date')}, ${DEPARTURE} + ${DURATION}, ${DEPARTURE}) as return_date
    from quote_passengers qp
    join quotes q on q.id = qp.quote_id
   where q.quote_status in ('accepted', 'booked')
)`;

/** One trip of a passenger: the quote it comes from and its dates ('YYYY-MM-DD', or null if unknown). */
export type Trip = {
  passengerId: string;
  quoteId: string;
  quoteTitle: string;
  quoteSlug: string;
  departureDate: string | null;
  returnDate: string | null;
};

/** Today's date in London as SQL, or the given 'YYYY-MM-DD' (tests and jobs pass one). */
export const todaySql = (today?: string): SQL =>
  today ? sql`${today}::date` : sql`(now() at time zone 'Europe/London')::date`;

/**
 * The booked travel of the given passengers, soonest departure first: today
 * the accepted quotes naming them. The one function the expiry flag, the
 * list's filters and the retention sweep read travel dates through.
 */
export async function passengerTravelDates(db: Executor, passengerIds: readonly string[]): Promise<Trip[]> {
  if (passengerIds.length === 0) return [];
  const ids = sql.join(
    passengerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{
    passenger_id: string;
    quote_id: string;
    quote_title: string;
    quote_slug: string;
    departure_date: string | null;
    return_date: string | null;
  }>(sql`
    select passenger_id, quote_id, quote_title, quote_slug,
           to_char(departure_date, 'YYYY-MM-DD') as departure_date,
           to_char(return_date, 'YYYY-MM-DD') as return_date
      from ${TRIPS} as t
     where passenger_id in (${ids})
     order by departure_date asc nulls last, quote_id`);
  return result.rows.map((r) => ({
    passengerId: r.passenger_id,
    quoteId: r.quote_id,
    quoteTitle: r.quote_title,
    quoteSlug: r.quote_slug,
    departureDate: r.departure_date,
    returnDate: r.return_date,
  }));
}

/** SQL true when the passenger (`passengerId` column) has a trip whose return is today or later. */
export function hasUpcomingTravel(passengerId: AnyColumn | SQL, today?: string): SQL {
  return sql`exists (select 1 from ${TRIPS} as t where t.passenger_id = ${passengerId} and t.return_date >= ${todaySql(today)})`;
}

/**
 * SQL true when the passenger's passport expires within six months of the
 * return of a trip still to come (domain/passengers/passport.ts).
 */
export function passportExpiresBeforeTravel(
  passengerId: AnyColumn | SQL,
  expiry: AnyColumn | SQL,
  today?: string,
): SQL {
  return sql`exists (select 1 from ${TRIPS} as t where t.passenger_id = ${passengerId}
    and t.return_date >= ${todaySql(today)}
    and ${expiry} < (t.return_date + interval '6 months')::date)`;
}
