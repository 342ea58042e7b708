import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import { authorize } from './index';

function viewer(role: Role, id = 'me'): Viewer {
  const v: unknown = { sessionId: 's', user: { id }, profile: { role }, subscriptions: [] };
  return v as Viewer;
}

/** Captures and access tokens are private: every role, staff included, reaches only its own. */
describe('capture.manage and token.revoke', () => {
  for (const role of ROLES) {
    it(`${role}: own yes, another's not found`, () => {
      const me = viewer(role);
      expect(() => authorize(me, 'capture.manage', { userId: 'me' })).not.toThrow();
      expect(() => authorize(me, 'token.revoke', { userId: 'me' })).not.toThrow();
      expect(() => authorize(me, 'capture.manage', { userId: 'someone-else' })).toThrow('Not found.');
      expect(() => authorize(me, 'token.revoke', { userId: 'someone-else' })).toThrow('Not found.');
    });
  }
});
