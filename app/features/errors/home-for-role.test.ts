import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import { homeForRole } from './home-for-role';

const EXPECTED: Record<Role, string> = {
  admin: '/dashboard/admin',
  agent: '/dashboard',
  onboarding: '/dashboard',
  quoteagent: '/dashboard',
  manager: '/dashboard',
  lead: '/',
  explorer: '/',
  customer: '/',
};

describe('homeForRole', () => {
  for (const role of ROLES) {
    it(`sends ${role} to ${EXPECTED[role]}`, () => {
      expect(homeForRole(role).path).toBe(EXPECTED[role]);
    });
  }
  it('sends a visitor without a role to the public site', () => {
    expect(homeForRole(null).path).toBe('/');
  });
});
