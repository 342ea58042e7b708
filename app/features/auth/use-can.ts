import { decidePermission, type Permission } from '@domain/permissions';
import { useAuth } from './auth-context';

/**
 * Whether the signed-in user may use an action: buttons a role may not use
 * are not shown. The server stays the only judge; this only hides.
 */
export function useCan(): (permission: Permission) => boolean {
  const { role, hasActiveMembership } = useAuth();
  return (permission) => decidePermission(permission, { role, hasActiveMembership }) === 'allow';
}
