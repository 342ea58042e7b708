import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { auditLog } from '../../db/schema';
import { enforce, hit, peek, RATE_RULES, reset } from '../../lib/rate-limit';

/** How long an address the holder signed in from (or reset the password from) stays known. */
export const KNOWN_ADDRESS_DAYS = 90;

const pairKey = (email: string, ip: string) => `sign-in:pair:${email}|${ip}`;
const failuresKey = (email: string) => `sign-in:failures:${email}`;

/** An address this account signed in from, or reset its password from, lately. */
async function isKnownAddress(db: Executor, userId: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.userId, userId),
        eq(auditLog.ip, ip),
        inArray(auditLog.event, ['sign_in', 'password_reset']),
        gt(auditLog.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The sign-in bounds (docs/SECURITY.md, "Authentication"): each address may
 * try 50 times in 10 minutes across accounts and 10 times in 15 minutes per
 * account. After 10 failures for an account in 15 minutes from anywhere, the
 * account is under attack: addresses it has never used share one attempt a
 * minute (slowed, never shut out), while addresses the holder signed in or
 * reset the password from go on as before. An unknown e-mail is treated
 * exactly like an account, so the answers tell nothing.
 */
export async function guardSignIn(
  db: Executor,
  a: { email: string; ip: string; userId: string | undefined },
): Promise<void> {
  await enforce(db, [
    { key: `sign-in:ip:${a.ip}`, rule: RATE_RULES.signInIp },
    { key: pairKey(a.email, a.ip), rule: RATE_RULES.signInPair },
  ]);
  const failures = await peek(db, failuresKey(a.email), RATE_RULES.signInAccountFailures);
  if (failures < RATE_RULES.signInAccountFailures.limit) return;
  if (a.userId && (await isKnownAddress(db, a.userId, a.ip))) return;
  await enforce(db, [{ key: `sign-in:unknown-address:${a.email}`, rule: RATE_RULES.signInUnknownAddress }]);
}

/** Counts a wrong password (or an unknown e-mail) against the account. */
export async function signInFailed(db: Executor, email: string): Promise<void> {
  await hit(db, failuresKey(email), RATE_RULES.signInAccountFailures);
}

/** The holder got in from this address: its own attempts start again. */
export async function signInSucceeded(db: Executor, email: string, ip: string): Promise<void> {
  await reset(db, pairKey(email, ip));
}

/** After a password reset the address that made it starts again, and it is known from then on. */
export async function forgetSignInAttempts(db: Executor, email: string, ip: string): Promise<void> {
  await reset(db, pairKey(email, ip));
}
