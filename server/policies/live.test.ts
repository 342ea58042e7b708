import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import { ownerScope } from './helpers';
import { liveBookingPolicy } from './live';

function viewer(role: Role, id = 'me'): Viewer {
  const v: unknown = { sessionId: 's', user: { id }, profile: { role }, subscriptions: [] };
  return v as Viewer;
}

const SEES_ALL: Record<Role, boolean> = {
  admin: true,
  manager: true,
  agent: false,
  onboarding: false,
  quoteagent: false,
  lead: false,
  explorer: false,
  customer: false,
};

describe('live booking policy', () => {
  for (const role of ROLES) {
    it(`${role}: own rows always, others' only when admin or manager`, () => {
      expect(liveBookingPolicy.read(viewer(role), { userId: 'me' })).toBe(true);
      expect(liveBookingPolicy.read(viewer(role), { userId: 'someone-else' })).toBe(SEES_ALL[role]);
      expect(liveBookingPolicy.cancel(viewer(role), { userId: 'someone-else' })).toBe(SEES_ALL[role]);
      expect(ownerScope(viewer(role), 'live-bookings.read.all')).toBe(SEES_ALL[role] ? null : 'me');
    });
  }
});
