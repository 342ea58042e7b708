import { londonToday } from '../live/dates';

/**
 * A passport must stay valid this many months after the traveller comes home
 * (many countries ask for six): one that expires sooner is flagged on the
 * passenger, the booking and the dashboard.
 */
export const PASSPORT_VALID_MONTHS_AFTER_RETURN = 6;

/** Passport, medical and dietary data are deleted this many months after the last trip's return. */
export const RETENTION_MONTHS_AFTER_RETURN = 6;

/** 'YYYY-MM-DD' plus whole months, clamped to the month's last day (31 Aug + 6 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whether a passport expiring on `expiry` is too short-lived for a trip returning on `returnDate`. */
export function passportExpiresTooSoon(expiry: string | null, returnDate: string | null): boolean {
  if (!expiry || !returnDate) return false;
  return expiry < addMonths(returnDate, PASSPORT_VALID_MONTHS_AFTER_RETURN);
}

/** Whether a passport has expired or expires within six months of `today` (the list's "expiring" filter). */
export function passportExpiringSoon(expiry: string | null, today: string = londonToday()): boolean {
  return !!expiry && expiry < addMonths(today, PASSPORT_VALID_MONTHS_AFTER_RETURN);
}
