import type { UserDto } from '@domain/api';
import type { UserRow } from '../lib/viewer';

export { UserDtoSchema } from '@domain/schemas/account';

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
