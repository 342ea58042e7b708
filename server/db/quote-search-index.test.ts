import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { searchColumns } from '../lib/list';
import { buildUser } from '../test/factories';
import { createTestDatabase } from '../test/support';
import { quotes } from './schema';

/*
 * The quote list's search (GET /api/quotes?q=) is served by one trigram index
 * per searched column (migration 0008). On a test-sized table PostgreSQL reads
 * every row anyway, so these tests make it take each path in turn: the indexes
 * must find exactly what reading every row finds, the search must keep a shape
 * the indexes can serve, and an agent's own list (`useIndexes: false`) must
 * keep off them and still find the same quotes.
 */

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

/** The columns GET /api/quotes searches (server/routes/quotes/quotes.ts), in its order. */
const SEARCHED = [quotes.title, quotes.destination, quotes.hotelName, quotes.label];
const TRIGRAM_INDEXES = [
  'quotes_title_trgm_idx',
  'quotes_destination_trgm_idx',
  'quotes_hotel_name_trgm_idx',
  'quotes_label_trgm_idx',
];

const { user } = await buildUser(db, { role: 'agent' });
const ROWS: { title: string; destination?: string; hotelName?: string; label?: string }[] = [
  { title: 'Santorini Sunset Escape', destination: 'Santorini', hotelName: 'Hotel Kalimera', label: 'AP Agent 1' },
  { title: 'Kyoto in autumn', destination: 'Kyoto', hotelName: 'Ryokan Sakura', label: 'AP Agent 2' },
  { title: '50% off Crete', destination: 'Crete' },
  { title: '500 off Rhodes', hotelName: 'Hotel Lindos 50' },
  { title: 'a_b Corfu' },
  { title: 'axb Kos', label: 'Family' },
  { title: 'Zürich lakes', destination: 'ZÜRICH', hotelName: 'Baur au Lac' },
  { title: 'Back\\slash break' },
  { title: 'Bali retreat', destination: 'Bali', hotelName: 'Ubud Hanging Gardens', label: 'Honeymoon' },
];
await db.insert(quotes).values(
  ROWS.map((r, i) => ({
    agentId: user.id,
    slug: `search-index-${i}`,
    title: r.title,
    label: r.label ?? 'Quote',
    destination: r.destination ?? null,
    hotelName: r.hotelName ?? null,
  })),
);

type Path = 'indexes' | 'every row';

/** The titles a search finds when PostgreSQL must take `path`; `useIndexes` as searchColumns takes it. */
async function search(q: string, path: Path, useIndexes = true): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (path === 'indexes') {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
    } else {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
    }
    const rows = await tx
      .select({ title: quotes.title })
      .from(quotes)
      .where(searchColumns(q, SEARCHED, { useIndexes }));
    // Sorted here, not by the server's collation, so the expectations read the same everywhere.
    return rows.map((r) => r.title).sort();
  });
}

/** The plan of a search when PostgreSQL is told to avoid reading every row. */
async function plan(useIndexes: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(searchColumns('santorini', SEARCHED, { useIndexes }));
    const res = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('quote search indexes', () => {
  it('the search reads each searched column through its trigram index', async () => {
    const indexed = await plan(true);
    for (const name of TRIGRAM_INDEXES) expect(indexed).toContain(`Bitmap Index Scan on ${name}`);
    // One owner's list keeps off them (searchColumns explains why).
    expect(await plan(false)).not.toContain('trgm');
  });

  it('finds the same quotes through the indexes as by reading every row', async () => {
    // Case, wildcards, a backslash, words across a space, 1-2 characters (no trigram), nothing.
    const expected: [string, string[]][] = [
      ['santorini', ['Santorini Sunset Escape']],
      ['KALIMERA', ['Santorini Sunset Escape']],
      ['sunset esc', ['Santorini Sunset Escape']],
      ['ap agent', ['Kyoto in autumn', 'Santorini Sunset Escape']],
      ['50%', ['50% off Crete']],
      ['50', ['50% off Crete', '500 off Rhodes']],
      ['a_b', ['a_b Corfu']],
      ['k\\s', ['Back\\slash break']],
      ['ub', ['Bali retreat']],
      ['y', ['Bali retreat', 'Kyoto in autumn', 'axb Kos']],
      ['zanzibar', []],
    ];
    for (const [q, titles] of expected) {
      expect(await search(q, 'every row'), q).toEqual(titles);
      expect(await search(q, 'indexes'), q).toEqual(titles);
      expect(await search(q, 'every row', false), `${q} without indexes`).toEqual(titles);
    }
    // Case folding beyond ASCII follows the server's locale; both paths must agree with it.
    for (const q of ['zür', 'ZÜR', 'zürich lakes', ' ']) {
      const everyRow = await search(q, 'every row');
      expect(await search(q, 'indexes'), q).toEqual(everyRow);
      expect(await search(q, 'every row', false), q).toEqual(everyRow);
    }
  });
});

describe("an agent's own quote search", () => {
  it('knows how common a word is, as a search of the columns would', async () => {
    // Half of one agent's quotes go to Santorini; a fresh database keeps these rows to themselves.
    const own = await createTestDatabase();
    try {
      const { user: owner } = await buildUser(own.db, { role: 'agent' });
      await own.db.insert(quotes).values(
        Array.from({ length: 300 }, (_, i) => ({
          agentId: owner.id,
          slug: `own-search-${i}`,
          title: `Quote ${i}`,
          label: 'Quote',
          destination: i % 2 === 0 ? 'Santorini' : `Place ${i}`,
        })),
      );
      await own.db.execute(sql`analyze quotes`);
      const query = own.db
        .select({ id: quotes.id })
        .from(quotes)
        .where(searchColumns('santorini', SEARCHED, { useIndexes: false }));
      const res = await own.db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        sql`explain (format json) ${query}`,
      );
      // Without statistics on `column || ''` (migration 0009) PostgreSQL guesses 1 of 300.
      expect(res.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(100);
    } finally {
      await own.close();
    }
  });
});
