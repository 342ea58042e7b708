import { ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { LIST_LIMITS, type ListPage } from '@domain/list';
import type { Executor } from '../db';
import { isUuid } from '@domain/ids';

/*
 * The server half of the list kit: the id in a path, the search condition and
 * one paged read with its count. The query parameter schemas are shared with
 * the SPA in domain/list.ts.
 */

export { isUuid };

/**
 * A row id from a path: the id when it is a UUID, else null. A malformed id is
 * not a 400: it names no row, so it answers the same 404 as a missing or
 * someone else's row and ids cannot be probed.
 */
export const RowId = z.string().transform((value) => (isUuid(value) ? value : null));

/** `:id` params of a route that reads, changes or deletes one row. */
export const IdParams = z.object({ id: RowId });

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" matches those characters. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows where any of the columns contains the search text (case-insensitive);
 * undefined for no search. Columns with a trigram index (pg_trgm, e.g. the
 * quote list's) let PostgreSQL find a rare term among millions of rows without
 * reading them all. A list already narrowed to one owner's rows passes
 * `useIndexes: false`: reading those few hundred rows costs a couple of
 * milliseconds, while PostgreSQL, which underrates what a trigram index costs
 * for a word in most rows ("hotel"), would otherwise combine the owner's index
 * with the trigram ones and spend tens. The matches are the same either way.
 */
export function searchColumns(
  q: string | undefined,
  columns: readonly Column[],
  opts: { useIndexes?: boolean } = {},
): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  // `column || ''` is the column's value (null stays null) in a form no index on the column
  // serves; a table searched this way keeps statistics on it (the quotes: migration 0009).
  const target = (column: Column) => (opts.useIndexes === false ? sql`(${column} || '')` : column);
  return or(...columns.map((column) => ilike(target(column), pattern)));
}

/**
 * One page of a list and its total. `query` is the list's select with its
 * joins and where (`.$dynamic()`); the order is applied here after the count
 * is taken from the same query, so the two can never disagree.
 *
 * The count is bounded: it stops at LIST_LIMITS.maxTotal matches, and no page
 * past them is read. On a table of millions that keeps both the count and the
 * offset as cheap as on a small one; `total` then reads "this many or more".
 */
export async function paginate<Q extends PgSelect>(
  db: Executor,
  query: Q,
  opts: { orderBy: readonly SQL[]; page: number; pageSize: number },
): Promise<ListPage<Awaited<Q>[number]>> {
  const { page, pageSize } = opts;
  const offset = (page - 1) * pageSize;
  // Built before the order and limit are set: Drizzle's dynamic builders change in place.
  const matches = sql`select count(*)::int as n from (${query.getSQL()} limit ${LIST_LIMITS.maxTotal}) as matches`;
  const [items, counted] = await Promise.all([
    offset >= LIST_LIMITS.maxTotal
      ? []
      : query
          .orderBy(...opts.orderBy)
          .limit(pageSize)
          .offset(offset),
    db.execute<{ n: number }>(matches),
  ]);
  return { items, total: counted.rows[0]?.n ?? 0, page, pageSize };
}
