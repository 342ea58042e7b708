import { describe, expect, it } from 'vitest';
import { addDays, isDueToday, isOverdue } from './due';

// 2026-07-10 10:00 in London is 09:00 UTC (summer time): the agency's clock, not the server's.
const now = new Date('2026-07-10T09:00:00Z');
const task = (due_date: string | null, due_time: string | null = null, status = 'open') => ({
  status,
  due_date,
  due_time,
});

describe('isOverdue', () => {
  it('is past its date, or due today past its time, and not done', () => {
    expect(isOverdue(task('2026-07-09'), now)).toBe(true);
    expect(isOverdue(task('2026-07-10'), now)).toBe(false);
    expect(isOverdue(task('2026-07-10', '09:30'), now)).toBe(true);
    expect(isOverdue(task('2026-07-10', '10:30'), now)).toBe(false);
    expect(isOverdue(task('2026-07-09', null, 'done'), now)).toBe(false);
    expect(isOverdue(task(null), now)).toBe(false);
  });
  it('counts the day in London: 23:30 UTC on the 9th is already the 10th there', () => {
    const lateEvening = new Date('2026-07-09T23:30:00Z');
    expect(isDueToday(task('2026-07-10'), lateEvening)).toBe(true);
    expect(isOverdue(task('2026-07-09'), lateEvening)).toBe(true);
  });
});

describe('addDays', () => {
  it('moves across months, years and the clock change', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
