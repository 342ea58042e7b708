import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPence, formatShortDate } from './formats';

describe('formats (SPEC 9)', () => {
  it('shows pence as en-GB pounds with 2 decimals', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(5)).toBe('£0.05');
  });
  it('formats dates as US long dates and returns the input when it cannot', () => {
    expect(formatLongDate('2026-11-22T12:00:00Z')).toBe('November 22, 2026');
    expect(formatLongDate('garbage')).toBe('garbage');
  });
  it('short list dates throw on an invalid time value (SPEC 8)', () => {
    expect(formatShortDate('2026-03-05T12:00:00Z')).toBe('Mar 05');
    expect(() => formatShortDate('garbage')).toThrow('Invalid time value');
  });
});
