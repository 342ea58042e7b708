import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SessionDto } from '@domain/api';
import type { Role } from '@domain/roles';
import { startSession } from '../commands/auth/start-session';
import type { Db } from '../db';
import { profiles, subscriptions, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

export const TEST_PASSWORD = 'correct-horse-battery';

// argon2 is slow on purpose; one hash per test file is plenty.
let passwordHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

export type UserOverrides = {
  email?: string;
  role?: Role;
  confirmed?: boolean;
  firstName?: string;
  lastName?: string;
  agencyName?: string | null;
  membershipStatus?: string | null;
  membershipExpiryDate?: Date | null;
  subscriptions?: { status: string; trialEndsAt?: Date | null; currentPeriodEnd?: Date | null }[];
};

/** A user with a profile (and any subscriptions), password TEST_PASSWORD, confirmed unless told otherwise. */
export async function buildUser(db: Db, o: UserOverrides = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = o.email ?? uniqueEmail(o.role ?? 'user');
  const role = o.role ?? 'agent';
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      emailConfirmedAt: o.confirmed === false ? null : new Date(),
      metadata: { full_name: `${o.firstName ?? 'Test'} ${o.lastName ?? 'User'}`, email, role },
    })
    .returning();
  if (!user) throw new Error('no user');
  const [profile] = await db
    .insert(profiles)
    .values({
      id: user.id,
      email,
      role,
      firstName: o.firstName ?? 'Test',
      lastName: o.lastName ?? 'User',
      agencyName: o.agencyName === undefined ? 'Test Travel' : o.agencyName,
      phoneNumber: '+44 20 7946 0000',
      membershipStatus:
        o.membershipStatus === undefined ? (role === 'quoteagent' ? 'Current' : null) : o.membershipStatus,
      membershipExpiryDate: o.membershipExpiryDate ?? null,
    })
    .returning();
  if (!profile) throw new Error('no profile');
  for (const s of o.subscriptions ?? []) {
    await db.insert(subscriptions).values({
      userId: user.id,
      status: s.status,
      trialEndsAt: s.trialEndsAt ?? null,
      currentPeriodEnd: s.currentPeriodEnd ?? null,
    });
  }
  return { user, profile };
}

export type SignedIn = { session: SessionDto; headers: { authorization: string } };

/** A live session for a user without going through the sign-in route (no rate limits, no argon2). */
export async function signInAs(app: FastifyInstance, userId: string): Promise<SignedIn> {
  const session = await startSession(app.ctx.db, app.jwtKey, userId, { ip: '127.0.0.1' });
  return { session, headers: { authorization: `Bearer ${session.accessToken}` } };
}

/** buildUser + signInAs. */
export async function buildSignedInUser(app: FastifyInstance, o: UserOverrides = {}) {
  const built = await buildUser(app.ctx.db, o);
  return { ...built, ...(await signInAs(app, built.user.id)) };
}
