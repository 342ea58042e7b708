import { FALLBACK_AGENCY_NAME } from '@domain/constants';
import type { Role } from '@domain/roles';
import type { Executor } from '../../db';
import { profiles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

export type CreateUserInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  agencyName?: string | null;
  role?: Role;
  confirmed?: boolean;
  membershipStatus?: string | null;
  membershipExpiryDate?: Date | null;
};

/**
 * Creates a user and their profile in one transaction. The e-mail is stored
 * lowercased; the metadata carries what SPEC 7 sends at sign-up.
 */
export async function createUser(db: Executor, input: CreateUserInput) {
  const email = input.email.trim().toLowerCase();
  const role = input.role ?? 'lead';
  const agencyName = input.agencyName?.trim() || FALLBACK_AGENCY_NAME;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        emailConfirmedAt: input.confirmed ? new Date() : null,
        metadata: {
          full_name: `${input.firstName} ${input.lastName}`.trim(),
          first_name: input.firstName,
          last_name: input.lastName,
          phone_number: input.phoneNumber ?? null,
          agency_name: agencyName,
          role,
          email,
        },
      })
      .returning();
    if (!user) throw new Error('insert returned no user');
    const [profile] = await tx
      .insert(profiles)
      .values({
        id: user.id,
        role,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber ?? null,
        agencyName,
        membershipStatus: input.membershipStatus ?? null,
        membershipExpiryDate: input.membershipExpiryDate ?? null,
      })
      .returning();
    if (!profile) throw new Error('insert returned no profile');
    return { user, profile };
  });
}
