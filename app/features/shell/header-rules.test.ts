import { describe, expect, it } from 'vitest';
import { isHeaderScrolled, isMarketingView, MEMBERSHIP_ANCHORS, showAgentHub } from './header-rules';

describe('header rules', () => {
  it('changes style only past 20 px of scroll', () => {
    expect(isHeaderScrolled(20)).toBe(false);
    expect(isHeaderScrolled(21)).toBe(true);
  });

  it('shows Agent Hub to admin, agent, quoteagent and manager off marketing views', () => {
    for (const role of ['admin', 'agent', 'quoteagent', 'manager'] as const) {
      expect(showAgentHub(role, '/renew-subscription')).toBe(true);
      expect(showAgentHub(role, '/')).toBe(false);
    }
    for (const role of ['lead', 'explorer', 'customer', 'onboarding'] as const) {
      expect(showAgentHub(role, '/renew-subscription')).toBe(false);
    }
    expect(showAgentHub(null, '/unauthorized')).toBe(false);
  });

  it('treats the home page, journeys and blog as marketing views', () => {
    expect(isMarketingView('/')).toBe(true);
    expect(isMarketingView('/blog/some-post')).toBe(true);
    expect(isMarketingView('/unauthorized')).toBe(false);
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
