import { describe, expect, it } from 'vitest';
import { accessFor } from '@domain/access';
import { ROLES } from '@domain/roles';
import { DASHBOARD_ROLES, isHeaderScrolled, MEMBERSHIP_ANCHORS, showAgentHub } from './header-rules';

describe('header rules', () => {
  it('changes style only past 20 px of scroll', () => {
    expect(isHeaderScrolled(20)).toBe(false);
    expect(isHeaderScrolled(21)).toBe(true);
  });

  it('shows Agent Hub to exactly the roles that may open /dashboard', () => {
    const dashboard = accessFor('/dashboard').roles;
    expect([...DASHBOARD_ROLES].sort()).toEqual([...dashboard].sort());
    for (const role of ROLES) expect(showAgentHub(role), role).toBe(dashboard.includes(role));
    expect(showAgentHub('onboarding')).toBe(true);
    expect(showAgentHub('manager')).toBe(true);
    expect(showAgentHub('lead')).toBe(false);
    expect(showAgentHub(null)).toBe(false);
  });

  it('labels the membership anchor Pricing', () => {
    expect(MEMBERSHIP_ANCHORS.map((a) => `#${a.id}`)).toEqual([
      '#onboarding',
      '#benefits',
      '#commission',
      '#membership',
      '#faq',
    ]);
    expect(MEMBERSHIP_ANCHORS.find((a) => a.id === 'membership')?.label).toBe('Pricing');
  });
});
