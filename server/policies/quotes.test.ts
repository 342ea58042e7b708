import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import { authorize, authorizeNew } from './index';
import type { QuoteRow } from './quotes';

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

type QuoteRights = { standard: boolean; itinerary: boolean; seesAll: boolean };
const NONE: QuoteRights = { standard: false, itinerary: false, seesAll: false };
/** SPEC 6: onboarding agents build itineraries only; admins and managers work on everyone's. */
const RIGHTS: Record<Role, QuoteRights> = {
  admin: { standard: true, itinerary: true, seesAll: true },
  manager: { standard: true, itinerary: true, seesAll: true },
  agent: { standard: true, itinerary: true, seesAll: false },
  quoteagent: { standard: true, itinerary: true, seesAll: false },
  onboarding: { standard: false, itinerary: true, seesAll: false },
  lead: NONE,
  explorer: NONE,
  customer: NONE,
};
const itinerary = (agentId: string): QuoteRow => ({ ...quote(agentId), kind: 'itinerary' });

describe('quote.read / quote.update / quote.delete / quote.create', () => {
  for (const role of ROLES) {
    const r = RIGHTS[role];
    it(`${role}: standard ${r.standard}, itinerary ${r.itinerary}, another agent's ${r.seesAll}`, () => {
      const me = viewer('me', role);
      const verdict = (fn: () => void) => {
        try {
          fn();
          return true;
        } catch (err) {
          expect(String(err)).toContain('Not found.');
          return false;
        }
      };
      expect(verdict(() => authorize(me, 'quote.read', quote('me')))).toBe(true);
      expect(verdict(() => authorize(me, 'quote.read', quote('someone-else')))).toBe(r.seesAll);
      for (const action of ['quote.update', 'quote.delete'] as const) {
        expect(verdict(() => authorize(me, action, quote('me')))).toBe(r.standard);
        expect(verdict(() => authorize(me, action, itinerary('me')))).toBe(r.itinerary);
        expect(verdict(() => authorize(me, action, itinerary('someone-else')))).toBe(r.itinerary && r.seesAll);
      }
      const createStandard = () => authorizeNew(me, 'quote.create', { kind: 'standard' });
      if (r.standard) expect(createStandard).not.toThrow();
      else expect(createStandard).toThrow('You do not have access to this.');
      const createItinerary = () => authorizeNew(me, 'quote.create', { kind: 'itinerary' });
      if (r.itinerary) expect(createItinerary).not.toThrow();
      else expect(createItinerary).toThrow('You do not have access to this.');
    });
  }
});
