import type { AdminUserDto } from '@domain/leads/people';
import { ROLE_LABEL } from '@domain/roles';
import { Badge } from '~/components/ui/badge';

/** First and last name, else the e-mail. */
export const personName = (u: Pick<AdminUserDto, 'first_name' | 'last_name' | 'email'>) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;

export function RoleBadge({ role }: { role: AdminUserDto['role'] }) {
  return <Badge variant={role === 'admin' || role === 'manager' ? 'default' : 'outline'}>{ROLE_LABEL[role]}</Badge>;
}

/** The membership as the guards read it: active, a lapsed status, or none. */
export function MembershipBadge({ user }: { user: Pick<AdminUserDto, 'membership_status' | 'membership_active'> }) {
  if (user.membership_active) return <Badge variant="success">{user.membership_status ?? 'Subscribed'}</Badge>;
  if (user.membership_status) return <Badge variant="warning">{user.membership_status}</Badge>;
  return <Badge variant="secondary">No membership</Badge>;
}

/** Deactivated and unconfirmed accounts, flagged. */
export function AccountFlags({ user }: { user: Pick<AdminUserDto, 'deactivated' | 'email_confirmed'> }) {
  return (
    <>
      {user.deactivated ? <Badge variant="destructive">Deactivated</Badge> : null}
      {!user.email_confirmed ? <Badge variant="outline">E-mail not confirmed</Badge> : null}
    </>
  );
}
