import { sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { rateLimited } from '../errors';

export type RateRule = { limit: number; windowS: number };

/**
 * Every limit of the API in one place (docs/SECURITY.md explains each bound).
 * Recover and resend act as a cooldown per e-mail (one request a minute), as
 * hosted auth services do.
 */
export const RATE_RULES = {
  signInIp: { limit: 50, windowS: 600 },
  /** Attempts for one account from one address; a success clears it. */
  signInPair: { limit: 10, windowS: 900 },
  /** Failed attempts for one account from anywhere; past this the account is "under attack". */
  signInAccountFailures: { limit: 10, windowS: 900 },
  /** Under attack, addresses the account has never used share one attempt a minute (slowed, not blocked). */
  signInUnknownAddress: { limit: 1, windowS: 60 },
  signUpIp: { limit: 10, windowS: 3600 },
  /** "This address already has an account" notices to one address (sign-up, e-mail change). */
  accountNoticeEmail: { limit: 1, windowS: 3600 },
  refreshIp: { limit: 120, windowS: 60 },
  refreshSession: { limit: 30, windowS: 60 },
  /** Rotations of all of one account's sessions; the SPA refreshes about once in 45 minutes a tab. */
  refreshAccount: { limit: 20, windowS: 60 },
  recoverEmail: { limit: 1, windowS: 60 },
  recoverIp: { limit: 10, windowS: 900 },
  resendEmail: { limit: 1, windowS: 60 },
  resendIp: { limit: 10, windowS: 900 },
  /** Current-password checks of a signed-in account (password and e-mail change), like sign-in. */
  currentPasswordAccount: { limit: 10, windowS: 900 },
  /** Accept / enquire on a public quote: per visitor address and per sender e-mail, never per quote. */
  quoteContactIp: { limit: 5, windowS: 600 },
  quoteContactEmail: { limit: 5, windowS: 3600 },
  /** Public quote reads (page and API) per address, counted in memory: a person reads a few a minute. */
  publicQuoteReadIp: { limit: 120, windowS: 60 },
  /** Unknown slugs per address: past this, every quote read from it waits (slugs cannot be guessed). */
  publicQuoteMissIp: { limit: 20, windowS: 600 },
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

/** The count of a key in its current window, without counting a hit (0 when the window has passed). */
export async function peek(db: Executor, key: string, rule: RateRule): Promise<number> {
  const window = `${rule.windowS} seconds`;
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits where key = ${key} and window_start > now() - ${window}::interval`);
  return Number(result.rows[0]?.count ?? 0);
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

/**
 * Fixed-window counters in this process's memory, for hot public reads where a
 * database write per request would cost more than the read itself. Each
 * process counts on its own, so N processes allow N times the limit. At most
 * `maxKeys` addresses are tracked; past that the oldest windows are dropped.
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly rule: RateRule,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one hit; the answer says whether it was within the limit and how long until the window ends. */
  hit(key: string, now = Date.now()): RateCheck {
    const windowMs = this.rule.windowS * 1000;
    let w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.evict(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    const retryAfterS = Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
    return { allowed: w.count <= this.rule.limit, count: w.count, retryAfterS };
  }

  /** When `key` has used up its limit in the current window: the wait, without counting a hit; otherwise null. */
  exhausted(key: string, now = Date.now()): RateCheck | null {
    const w = this.windows.get(key);
    const windowMs = this.rule.windowS * 1000;
    if (!w || now - w.start >= windowMs || w.count < this.rule.limit) return null;
    return { allowed: false, count: w.count, retryAfterS: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) };
  }

  private evict(now: number) {
    const windowMs = this.rule.windowS * 1000;
    for (const [key, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(key);
    // Still full: drop the oldest (Map keeps insertion order, and a renewed window is re-inserted).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
