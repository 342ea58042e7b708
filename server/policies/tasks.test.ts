import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import { ownerScope } from './helpers';
import { authorize, authorizeNew } from './index';

function viewer(role: Role, id = 'me'): Viewer {
  const v: unknown = { sessionId: 's', user: { id }, profile: { role }, subscriptions: [] };
  return v as Viewer;
}

/** Issue 11: managers and admins see, change and assign everyone's tasks; the others only their own. */
const STAFF: Record<Role, boolean> = {
  admin: true,
  manager: true,
  agent: false,
  onboarding: false,
  quoteagent: false,
  lead: false,
  explorer: false,
  customer: false,
};

describe('task.update and task.assign', () => {
  for (const role of ROLES) {
    it(`${role}: own task and assigning to self yes; another's ${STAFF[role] ? 'yes' : 'no'}`, () => {
      const me = viewer(role);
      expect(() => authorize(me, 'task.update', { userId: 'me' })).not.toThrow();
      const others = () => authorize(me, 'task.update', { userId: 'someone-else' });
      if (STAFF[role]) expect(others).not.toThrow();
      else expect(others).toThrow('Not found.');
      expect(() => authorizeNew(me, 'task.assign', { assigneeId: 'me' })).not.toThrow();
      const assignOther = () => authorizeNew(me, 'task.assign', { assigneeId: 'someone-else' });
      if (STAFF[role]) expect(assignOther).not.toThrow();
      else expect(assignOther).toThrow('You do not have access to this.');
      expect(ownerScope(me, 'tasks.read.all')).toBe(STAFF[role] ? null : 'me');
    });
  }
  it('a missing task is the same not found', () => {
    expect(() => authorize(viewer('admin'), 'task.update', undefined)).toThrow('Not found.');
  });
});
