import { describe, expect, it } from 'vitest';
import { setAnalyticsSink, track } from './analytics';

describe('track', () => {
  it('sends events with their properties to the plugged-in sink', () => {
    const seen: [string, Record<string, unknown>][] = [];
    setAnalyticsSink((e, p) => seen.push([e, p]));
    track('sign_in_click', { location: 'header' });
    track('join_today_click');
    expect(seen).toEqual([
      ['sign_in_click', { location: 'header' }],
      ['join_today_click', {}],
    ]);
  });

  it('swallows a failing sink', () => {
    setAnalyticsSink(() => {
      throw new Error('down');
    });
    expect(() => track('sign_in_click')).not.toThrow();
  });
});
