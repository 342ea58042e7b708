import pg from 'pg';

/**
 * Grows a bench database to the size the platform is built for: thousands of
 * agents, each with hundreds of quotes and tasks. Everything is generated
 * inside PostgreSQL (generate_series, one statement per table), so a million
 * rows take seconds to minutes, not hours of API calls. The demo accounts and
 * their rows are left as they are, so the same requests can be measured
 * against a small and a large table.
 */
export type LargeSize = { agents: number; quotes: number; tasks: number; passengers: number };

const DESTINATIONS = [
  'Santorini',
  'Maldives',
  'Kyoto',
  'Bali',
  'Lake Como',
  'Marrakech',
  'Cancun',
  'Cape Town',
  'Lisbon',
  'Reykjavik',
  'Dubrovnik',
  'Queenstown',
  'Seville',
];

/** Adds `size` rows of generated agents, quotes and tasks; answers how long each table took. */
export async function growDatabase(url: string, size: LargeSize): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const took: Record<string, number> = {};
  const timed = async (name: string, text: string, values: unknown[] = []) => {
    const started = Date.now();
    await client.query(text, values);
    took[name] = Date.now() - started;
  };
  try {
    // Never signs in: the hash is a placeholder, not a password.
    await timed(
      'users',
      `insert into users (email, password_hash, email_confirmed_at, created_at)
       select 'bench-agent-' || n || '@bench.test', 'bench-no-sign-in', now(), now() - n * interval '1 hour'
       from generate_series(1, $1) as n`,
      [size.agents],
    );
    await timed(
      'profiles',
      `insert into profiles (id, role, first_name, last_name, agent_name, agency_name, email)
       select id, 'agent', 'Agent', split_part(email, '@', 1), null, 'Bench Travel', email
       from users where email like 'bench-agent-%@bench.test'`,
    );
    // Each agent gets an even share; titles, destinations, prices and dates vary
    // so searches, filters and sorts meet realistic spreads of values. The
    // moduli are prime to the agent count's factors, so every agent gets a mix.
    await timed(
      'quotes',
      `with agents as (
         select array_agg(id order by email) as ids, count(*) as n
         from users where email like 'bench-agent-%@bench.test'
       )
       insert into quotes (agent_id, slug, title, label, kind, quote_status, is_published, destination,
                           hotel_name, departure_date, final_price_total, view_count, created_at, updated_at)
       select agents.ids[1 + (g % agents.n)],
              'bench-quote-' || g,
              d.name || ' ' || (array['getaway', 'escape', 'family break', 'honeymoon', 'city break', 'retreat', 'weekend'])[1 + g % 7] || ' ' || g,
              'AP Agent ' || (1 + g % agents.n),
              case when g % 11 = 0 then 'itinerary' else 'standard' end,
              (array['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'booked'])[1 + g % 7],
              g % 3 = 0,
              d.name,
              'Hotel ' || (g % 997),
              current_date + (g % 540),
              50000 + (g::bigint * 7919) % 900000,
              g % 40,
              now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
              now() - greatest(0, g % 730 - g % 61) * interval '1 day' - (g % 86400) * interval '1 second'
       from agents, generate_series(1, $1) as g
       cross join lateral (select ($2::text[])[1 + g % array_length($2::text[], 1)] as name) as d`,
      [size.quotes, DESTINATIONS],
    );
    await timed(
      'tasks',
      `with agents as (
         select array_agg(id order by email) as ids, count(*) as n
         from users where email like 'bench-agent-%@bench.test'
       )
       insert into tasks (user_id, title, status, due_date, source, created_at, updated_at, completed_at)
       select agents.ids[1 + (g % agents.n)],
              'Follow up ' || g,
              case when g % 3 = 0 then 'done' else 'open' end,
              case when g % 7 = 0 then null else current_date + (g % 121) - 30 end,
              (array['manual', 'quote_accept', 'quote_enquiry'])[1 + g % 3],
              now() - (g % 365) * interval '1 day',
              now() - (g % 365) * interval '1 day',
              case when g % 3 = 0 then now() - (g % 300) * interval '1 day' end
       from agents, generate_series(1, $1) as g`,
      [size.tasks],
    );
    // Passengers with varied names, contacts and passport expiry dates (no passport
    // numbers: the list never decrypts one it has not got, so this is the list's own cost).
    await timed(
      'passengers',
      `with agents as (
         select array_agg(id order by email) as ids, count(*) as n
         from users where email like 'bench-agent-%@bench.test'
       )
       insert into passengers (user_id, first_name, last_name, date_of_birth, email, phone,
                               passport_expiry_date, created_at, updated_at)
       select agents.ids[1 + (g % agents.n)],
              (array['Olivia', 'Amelia', 'Isla', 'Ava', 'Noah', 'Oliver', 'George', 'Arthur', 'Priya', 'Mohammed', 'Sofia', 'Leo', 'Freya'])[1 + g % 13],
              (array['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright', 'Walker', 'Evans', 'Okafor', 'Nowak', 'Murphy', 'Khan', 'Roberts'])[1 + g % 17] || '-' || (g % 5003),
              date '1940-01-01' + (g % 25000),
              'passenger' || g || '@example.test',
              '07700 ' || lpad((g % 1000000)::text, 6, '0'),
              case when g % 9 = 0 then null else current_date + (g % 3650) - 200 end,
              now() - (g % 730) * interval '1 day',
              now() - (g % 730) * interval '1 day'
       from agents, generate_series(1, $1) as g`,
      [size.passengers],
    );
    // Fresh statistics and visibility maps, as autovacuum would leave them on a live server.
    await timed('vacuum analyze', 'vacuum analyze users, profiles, quotes, tasks, passengers');
    return took;
  } finally {
    await client.end();
  }
}
