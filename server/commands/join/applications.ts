import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { JOIN_RESUME_DAYS } from '@domain/join/constants';
import type { Executor } from '../../db';
import { agreementSignatures, joinApplications } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

export type JoinApplicationRow = typeof joinApplications.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest last-step time a resume token is still good for. */
export function resumeCutoff(now = new Date()): Date {
  return new Date(now.getTime() - JOIN_RESUME_DAYS * DAY_MS);
}

/** The application a resume token opens, or undefined for an unknown or expired token. */
export async function findApplication(
  db: Executor,
  token: string | null | undefined,
  now = new Date(),
): Promise<JoinApplicationRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(joinApplications)
    .where(and(eq(joinApplications.tokenHash, hashToken(token)), gt(joinApplications.updatedAt, resumeCutoff(now))));
  return row;
}

/** The newest unexpired application of an account. */
export async function latestApplicationOf(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<JoinApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(joinApplications)
    .where(and(eq(joinApplications.userId, userId), gt(joinApplications.updatedAt, resumeCutoff(now))))
    .orderBy(desc(joinApplications.updatedAt))
    .limit(1);
  return row;
}

export type NewApplication = {
  userId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  agencyName: string | null;
  planId?: string | null;
  invitedLeadId?: string | null;
};

/** Opens an application at the plan step (details are done) and returns it with its resume token. */
export async function createApplication(
  db: Executor,
  input: NewApplication,
): Promise<{ token: string; row: JoinApplicationRow }> {
  const token = randomToken();
  const [row] = await db
    .insert(joinApplications)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      agencyName: input.agencyName,
      planId: input.planId ?? null,
      invitedLeadId: input.invitedLeadId ?? null,
      step: 'plan',
    })
    .returning();
  if (!row) throw new Error('insert returned no application');
  return { token, row };
}

/** Gives an application a new resume token (the old one stops working). */
export async function rotateToken(
  db: Executor,
  id: string,
  now = new Date(),
): Promise<{ token: string; row: JoinApplicationRow }> {
  const token = randomToken();
  const [row] = await db
    .update(joinApplications)
    .set({ tokenHash: hashToken(token), updatedAt: now })
    .where(eq(joinApplications.id, id))
    .returning();
  if (!row) throw new Error('application vanished');
  return { token, row };
}

/**
 * Binds an application that was opened without an account (its address was
 * already registered) to the account that has now signed in with that
 * address, with the signatures made on it.
 */
export async function claimApplication(db: Executor, id: string, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(joinApplications)
      .set({ userId, updatedAt: now })
      .where(and(eq(joinApplications.id, id), isNull(joinApplications.userId)));
    await tx
      .update(agreementSignatures)
      .set({ userId })
      .where(and(eq(agreementSignatures.applicationId, id), isNull(agreementSignatures.userId)));
  });
}
