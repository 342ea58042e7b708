/**
 * Dates of the live search, in UK local time (Europe/London): a hotel
 * date is 'YYYY-MM-DD', a car pick-up or return is 'YYYY-MM-DDTHH:MM'.
 */

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DDTHH:MM' of this instant on a London wall clock. */
export function londonNow(now: Date = new Date()): string {
  const parts: Record<string, string> = {};
  for (const p of LONDON.formatToParts(now)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Today's date in London, 'YYYY-MM-DD'. */
export function londonToday(now: Date = new Date()): string {
  return londonNow(now).slice(0, 10);
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** True for a real calendar date written 'YYYY-MM-DD' (no 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** True for 'YYYY-MM-DDTHH:MM' with a real date and time. */
export function isIsoDateTime(value: string): boolean {
  if (!DATE_TIME_RE.test(value)) return false;
  const hour = Number(value.slice(11, 13));
  const minute = Number(value.slice(14, 16));
  return isIsoDate(value.slice(0, 10)) && hour < 24 && minute < 60;
}

/** Whole days from a to b ('YYYY-MM-DD'); negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Rental days: every started 24 hours counts, at least 1. */
export function rentalDays(pickup: string, ret: string): number {
  const ms = Date.parse(`${ret}:00Z`) - Date.parse(`${pickup}:00Z`);
  return Math.max(1, Math.ceil(ms / 86_400_000));
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
