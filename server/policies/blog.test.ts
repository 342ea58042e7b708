import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';
import { authorize } from './index';

function viewer(role: Role): Viewer {
  const v: unknown = { sessionId: 's', user: { id: 'me' }, profile: { role }, subscriptions: [] };
  return v as Viewer;
}

/** SPEC 6: blog and blog-editor are the admin's alone. */
const MANAGES: Record<Role, boolean> = {
  admin: true,
  manager: false,
  agent: false,
  onboarding: false,
  quoteagent: false,
  lead: false,
  explorer: false,
  customer: false,
};

describe('article.manage', () => {
  for (const role of ROLES) {
    it(`${role}: ${MANAGES[role] ? 'may' : 'may not'} manage any article`, () => {
      const attempt = () => authorize(viewer(role), 'article.manage', { id: 'a1' });
      if (MANAGES[role]) expect(attempt).not.toThrow();
      else expect(attempt).toThrow('Not found.');
    });
  }
  it('a missing article is not found, even for an admin', () => {
    expect(() => authorize(viewer('admin'), 'article.manage', undefined)).toThrow('Not found.');
  });
});
