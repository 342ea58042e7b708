import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { profiles, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { consumeToken } from './consume-token';

export type ConfirmOutcome = { kind: 'confirmed'; email: string } | { kind: 'invalid' } | { kind: 'taken' };

/**
 * Uses a confirmation link: after sign-up it confirms the address; after an
 * e-mail change it moves the account (and its profile) to the new address.
 */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, ['signup', 'email_change'], now);
    if (!used) return { kind: 'invalid' };
    if (used.kind === 'signup' || !used.newEmail) {
      const [user] = await tx
        .update(users)
        .set({
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(users.id, used.userId))
        .returning({ email: users.email });
      return user ? { kind: 'confirmed', email: user.email } : { kind: 'invalid' };
    }
    const email = used.newEmail;
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, used.userId)));
    if (other) return { kind: 'taken' };
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, used.userId));
    await tx
      .update(users)
      .set({
        email,
        emailConfirmedAt: now,
        updatedAt: now,
        metadata: sql`${users.metadata} || jsonb_build_object('email', ${email}::text)`,
      })
      .where(eq(users.id, used.userId));
    await tx.update(profiles).set({ email, updatedAt: now }).where(eq(profiles.id, used.userId));
    await audit(tx, 'email_change', {
      userId: used.userId,
      email,
      detail: { from: before?.email ?? null, to: email },
    });
    return { kind: 'confirmed', email };
  });
}
