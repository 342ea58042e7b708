import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatPence,
  formatShortDate,
  formatTime,
  formatWeekdayDate,
} from './formats';

// A viewer west of London: a calendar day read as midnight UTC would show as
// the day before here. Set before the first date is formatted (formatters are
// built on first use and keep the zone they were built in).
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

describe('money (SPEC 9)', () => {
  it('shows pence as en-GB pounds with 2 decimals', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });
  it('shows a dash when there is no amount', () => {
    expect(formatMoney(129950)).toBe('£1,299.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });
});

describe('long dates (SPEC 9)', () => {
  it('formats dates as US long dates and returns the input when it cannot', () => {
    expect(formatLongDate('2026-11-22T12:00:00Z')).toBe('November 22, 2026');
    expect(formatLongDate('garbage')).toBe('garbage');
    expect(formatLongDate('')).toBe('');
  });
  it('shows a calendar day as that day for a viewer in any time zone', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });
  it('shows a moment on the viewer’s own calendar', () => {
    // 02:00 in London is still the evening before in New York.
    expect(formatLongDate('2026-11-22T02:00:00Z')).toBe('November 21, 2026');
    expect(formatLongDate(new Date('2026-11-22T15:00:00Z'))).toBe('November 22, 2026');
  });
  it('shows a wall-clock time (a car pick-up) on the day it was written for', () => {
    expect(formatLongDate('2030-06-01T00:30')).toBe('June 1, 2030');
  });
});

describe('short list dates (SPEC 9 "MMM dd")', () => {
  it('formats as MMM dd and throws on an invalid time value (SPEC 8)', () => {
    expect(formatShortDate('2026-03-05T12:00:00Z')).toBe('Mar 05');
    expect(formatShortDate('2026-03-05')).toBe('Mar 05');
    expect(() => formatShortDate('garbage')).toThrow('Invalid time value');
  });
});

describe('day headings', () => {
  it('reads "Sat, May 10" and returns other text as given', () => {
    expect(formatWeekdayDate('2025-05-10')).toBe('Sat, May 10');
    expect(formatWeekdayDate('Day one')).toBe('Day one');
  });
});

describe('times and dates with times', () => {
  it('prints a wall-clock time as written, on a 24-hour clock', () => {
    expect(formatDateTime('2030-06-01T10:00')).toBe('June 1, 2030, 10:00');
    expect(formatDateTime('2030-06-08T09:30')).toBe('June 8, 2030, 09:30');
    expect(formatTime('2030-06-01T21:05')).toBe('21:05');
  });
  it('prints a moment in the viewer’s zone, with seconds when asked', () => {
    expect(formatDateTime('2026-11-22T13:24:05Z')).toBe('November 22, 2026, 08:24');
    expect(formatDateTime('2026-11-22T13:24:05Z', { seconds: true })).toBe('November 22, 2026, 08:24:05');
    expect(formatTime('2026-06-03T14:05:09Z', { seconds: true })).toBe('10:05:09');
  });
  it('gives a calendar day alone its long date, and returns what it cannot read', () => {
    expect(formatDateTime('2030-06-01')).toBe('June 1, 2030');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatTime('not a date')).toBe('not a date');
  });
});
