import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import type { FeedbackRow } from './feedback';
import { authorize } from './index';

const now = new Date();
function viewer(id: string, role: Role): Viewer {
  return {
    sessionId: 's',
    user: {
      id,
      email: `${id}@example.test`,
      passwordHash: '',
      emailConfirmedAt: now,
      metadata: {},
      createdAt: now,
      updatedAt: now,
    },
    profile: {
      id,
      role,
      firstName: null,
      lastName: null,
      agentName: null,
      agencyName: null,
      phoneNumber: null,
      email: `${id}@example.test`,
      brandLogoUrl: null,
      membershipStatus: null,
      membershipExpiryDate: null,
      brandPrimaryColor: null,
      brandSecondaryColor: null,
      brandFontFamily: null,
      brandThemeConfig: null,
      createdAt: now,
      updatedAt: now,
    },
    subscriptions: [],
  };
}
const row = (userId: string): FeedbackRow => ({
  id: 'f',
  userId,
  title: 't',
  description: 'd',
  type: 'bug',
  priority: 'low',
  category: 'general',
  labels: [],
  trackerUrl: null,
  trackerError: null,
  createdAt: now,
});

describe('feedback.read', () => {
  const othersVisibleTo: Record<Role, boolean> = {
    admin: true,
    agent: false,
    onboarding: false,
    quoteagent: false,
    manager: false,
    lead: false,
    explorer: false,
    customer: false,
  };
  for (const role of ROLES) {
    it(`${role}: reads their own; another's only when ${othersVisibleTo[role] ? 'allowed' : 'never'}`, () => {
      const me = viewer('me', role);
      expect(() => authorize(me, 'feedback.read', row('me'))).not.toThrow();
      const reading = () => authorize(me, 'feedback.read', row('someone-else'));
      if (othersVisibleTo[role]) expect(reading).not.toThrow();
      else expect(reading).toThrow('Not found.');
    });
  }

  it('a missing row is the same not found', () => {
    expect(() => authorize(viewer('me', 'admin'), 'feedback.read', undefined)).toThrow('Not found.');
  });
});

describe('profile.change-role', () => {
  for (const role of ROLES) {
    it(`${role}: ${role === 'admin' ? 'may' : 'may not'} change another user's role, never their own`, () => {
      const me = viewer('me', role);
      const other = viewer('other', 'lead').profile;
      const change = () => authorize(me, 'profile.change-role', other);
      if (role === 'admin') expect(change).not.toThrow();
      else expect(change).toThrow('Not found.');
      expect(() => authorize(me, 'profile.change-role', me.profile)).toThrow('Not found.');
    });
  }
});
