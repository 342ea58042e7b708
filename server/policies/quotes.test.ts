import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import { authorize } from './index';
import type { QuoteRow, TaskRow } from './quotes';

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

const quote = (agentId: string): QuoteRow => ({
  id: 'q',
  agentId,
  slug: 's',
  title: 't',
  label: 'l',
  kind: 'standard',
  quoteStatus: 'draft',
  isPublished: false,
  destination: null,
  hotelName: null,
  departureDate: null,
  finalPriceTotal: null,
  heroImage: null,
  viewCount: 0,
  socialPostText: null,
  facebookPostStatus: 'none',
  facebookPostId: null,
  facebookPostUrl: null,
  facebookPostedAt: null,
  facebookHeadline: null,
  facebookStoryContent: null,
  data: {},
  createdAt: now,
  updatedAt: now,
  publishedAt: null,
});

const task = (userId: string): TaskRow => ({
  id: 't',
  userId,
  quoteId: null,
  title: 't',
  description: null,
  status: 'open',
  dueDate: null,
  source: 'manual',
  contact: null,
  createdAt: now,
  updatedAt: now,
  completedAt: null,
});

describe('quote.read / quote.update / quote.delete', () => {
  const seesAll: Record<Role, boolean> = {
    admin: true,
    manager: true,
    agent: false,
    onboarding: false,
    quoteagent: false,
    lead: false,
    explorer: false,
    customer: false,
  };
  for (const role of ROLES) {
    it(`${role}: own quote yes; another agent's ${seesAll[role] ? 'yes' : 'not found'}`, () => {
      const me = viewer('me', role);
      for (const action of ['quote.read', 'quote.update', 'quote.delete'] as const) {
        expect(() => authorize(me, action, quote('me'))).not.toThrow();
        const others = () => authorize(me, action, quote('someone-else'));
        if (seesAll[role]) expect(others).not.toThrow();
        else expect(others).toThrow('Not found.');
      }
    });
  }
});

describe('task.update', () => {
  for (const role of ROLES) {
    it(`${role}: own task yes; another's ${role === 'admin' ? 'yes' : 'not found'}`, () => {
      const me = viewer('me', role);
      expect(() => authorize(me, 'task.update', task('me'))).not.toThrow();
      const others = () => authorize(me, 'task.update', task('someone-else'));
      if (role === 'admin') expect(others).not.toThrow();
      else expect(others).toThrow('Not found.');
    });
  }
  it('a missing task is the same not found', () => {
    expect(() => authorize(viewer('me', 'admin'), 'task.update', undefined)).toThrow('Not found.');
  });
});
