import { describe, expect, it } from 'vitest';
import { roleHolds } from '@domain/permissions';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import { supplierPolicy } from './suppliers';

function viewer(role: Role): Viewer {
  const v: unknown = { sessionId: 's', user: { id: 'me' }, profile: { role }, subscriptions: [] };
  return v as Viewer;
}

/** SPEC 6: every role of the suppliers page reads the directory; onboarding agents do not. */
const READS: Record<Role, boolean> = {
  admin: true,
  manager: true,
  agent: true,
  quoteagent: true,
  onboarding: false,
  lead: false,
  explorer: false,
  customer: false,
};

describe('supplier policy', () => {
  for (const role of ROLES) {
    it(`${role}: ${READS[role] ? 'reads the directory' : 'no directory'}; archived suppliers only for admins`, () => {
      expect(roleHolds(role, 'suppliers.read')).toBe(READS[role]);
      expect(roleHolds(role, 'suppliers.manage')).toBe(role === 'admin');
      expect(supplierPolicy.read(viewer(role), { active: true })).toBe(true);
      expect(supplierPolicy.read(viewer(role), { active: false })).toBe(role === 'admin');
    });
  }
});
