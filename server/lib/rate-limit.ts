import { sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { rateLimited } from '../errors';

export type RateRule = { limit: number; windowS: number };

/**
 * Every limit of the API in one place. Recover and resend act as a cooldown
 * per e-mail (one request a minute), as hosted auth services do.
 */
export const RATE_RULES = {
  signInIp: { limit: 50, windowS: 600 },
  signInAccount: { limit: 10, windowS: 900 },
  signUpIp: { limit: 10, windowS: 3600 },
  refreshIp: { limit: 120, windowS: 60 },
  refreshSession: { limit: 30, windowS: 60 },
  recoverEmail: { limit: 1, windowS: 60 },
  recoverIp: { limit: 10, windowS: 900 },
  resendEmail: { limit: 1, windowS: 60 },
  resendIp: { limit: 10, windowS: 900 },
  /** Accept / enquire on a public quote: per visitor, and per quote against floods from many addresses. */
  quoteContactIp: { limit: 5, windowS: 600 },
  quoteContactQuote: { limit: 20, windowS: 3600 },
} satisfies Record<string, RateRule>;

export type RateCheck = { allowed: boolean; count: number; retryAfterS: number };

/**
 * Counts one hit against a fixed window in the database, atomically (one
 * upsert), so every server process shares the same counters.
 */
export async function hit(db: Executor, key: string, rule: RateRule): Promise<RateCheck> {
  const window = `${rule.windowS} seconds`;
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= now() - ${window}::interval then now() else rate_limits.window_start end,
      count = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.count + 1 end
    returning count, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry_after`);
  const row = result.rows[0];
  const count = Number(row?.count ?? 1);
  const retryAfterS = Math.max(1, Number(row?.retry_after ?? rule.windowS));
  return { allowed: count <= rule.limit, count, retryAfterS };
}

/** Counts a hit on each key; throws 429 with the longest wait when any is over its limit. */
export async function enforce(db: Executor, checks: ReadonlyArray<{ key: string; rule: RateRule }>): Promise<void> {
  let wait = 0;
  for (const c of checks) {
    const r = await hit(db, c.key, c.rule);
    if (!r.allowed) wait = Math.max(wait, r.retryAfterS);
  }
  if (wait > 0) throw rateLimited(wait);
}

/** Forgets a key, e.g. the per-account sign-in counter after a successful sign-in. */
export async function reset(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
