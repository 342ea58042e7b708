import { z } from 'zod';
import type { UserDto } from '@domain/api';
import type { UserRow } from '../lib/viewer';

export const UserDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  metadata: z.looseObject({ full_name: z.string().optional(), name: z.string().optional() }),
}) satisfies z.ZodType<UserDto>;

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The account as the API shows it: never the password hash. */
export function presentUser(user: UserRow): UserDto {
  const { full_name, name, ...rest } = user.metadata;
  return {
    id: user.id,
    email: user.email,
    emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    metadata: { ...rest, full_name: str(full_name), name: str(name) },
  };
}
