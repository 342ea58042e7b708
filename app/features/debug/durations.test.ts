import { describe, expect, it } from 'vitest';
import { formatDuration } from './durations';

describe('formatDuration', () => {
  it('reads like a countdown', () => {
    expect(formatDuration(12_400)).toBe('12s');
    expect(formatDuration(249_000)).toBe('4m 09s');
    expect(formatDuration(3_725_000)).toBe('1h 02m 05s');
  });
  it('says when a time has passed', () => {
    expect(formatDuration(-12_000)).toBe('expired 12s ago');
  });
});
