import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { profiles, users } from '../../db/schema';

export type ProfileChanges = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  agencyName: string;
};

/** Saves the account holder's details on the profile and keeps the account metadata in step. */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...changes, updatedAt: now })
      .where(eq(profiles.id, userId));
    const metadata = {
      full_name: `${changes.firstName} ${changes.lastName}`,
      first_name: changes.firstName,
      last_name: changes.lastName,
      phone_number: changes.phoneNumber,
      agency_name: changes.agencyName,
    };
    await tx
      .update(users)
      .set({
        metadata: sql`${users.metadata} || ${JSON.stringify(metadata)}::jsonb`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  });
}
