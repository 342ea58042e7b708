import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import { trainingPolicy } from './training';

const now = new Date();
function viewer(role: Role): Viewer {
  const id = 'u1';
  const email = 'u1@example.test';
  return {
    sessionId: 's',
    user: { id, email, passwordHash: '', emailConfirmedAt: now, metadata: {}, createdAt: now, updatedAt: now },
    profile: {
      id,
      role,
      firstName: null,
      lastName: null,
      agentName: null,
      agencyName: null,
      phoneNumber: null,
      email,
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

/** Who may open a published course of each audience they have not begun (staff open every published one). */
const EXPECTED: Record<Role, { all: boolean; onboarding: boolean; quoteagent: boolean }> = {
  admin: { all: true, onboarding: true, quoteagent: true },
  manager: { all: true, onboarding: true, quoteagent: true },
  agent: { all: true, onboarding: false, quoteagent: false },
  onboarding: { all: true, onboarding: true, quoteagent: false },
  quoteagent: { all: false, onboarding: false, quoteagent: true },
  lead: { all: false, onboarding: false, quoteagent: false },
  explorer: { all: false, onboarding: false, quoteagent: false },
  customer: { all: false, onboarding: false, quoteagent: false },
};

describe('trainingPolicy.learn', () => {
  for (const role of ROLES) {
    it(`${role}`, () => {
      for (const audience of ['all', 'onboarding', 'quoteagent'] as const) {
        expect(trainingPolicy.learn(viewer(role), { audience, isPublished: true, started: false }), audience).toBe(
          EXPECTED[role][audience],
        );
        // A draft is nobody's to learn from.
        expect(trainingPolicy.learn(viewer(role), { audience, isPublished: false, started: true })).toBe(false);
      }
    });
  }
  it('keeps a course the learner has begun, whatever their role now', () => {
    expect(trainingPolicy.learn(viewer('agent'), { audience: 'onboarding', isPublished: true, started: true })).toBe(
      true,
    );
  });
});
