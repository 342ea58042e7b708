/**
 * How money and dates read everywhere in the product (SPEC 9), on the SPA and
 * on the server-rendered pages alike, so a quote, a live search result and
 * the basket show the same amount and the same day the same way.
 *
 * Dates come in three kinds, and each is printed as what it means:
 * - a calendar day, 'YYYY-MM-DD' (departure, check-in, due dates): the same
 *   day for every viewer, never shifted by their time zone;
 * - a wall-clock time without a zone, 'YYYY-MM-DDTHH:MM' (a car pick-up at
 *   the desk's local time): printed as written;
 * - a moment, an ISO timestamp with its zone or a Date (created_at, posted_at):
 *   shown in the viewer's time zone.
 */

const GBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** en-GB pounds with 2 decimals from integer pence: 123456 -> "£1,234.56" (SPEC 9). */
export function formatPence(pence: number): string {
  return GBP.format(pence / 100);
}

/** Like formatPence, or a dash when there is no amount. */
export function formatMoney(pence: number | null | undefined): string {
  return pence === null || pence === undefined ? '—' : formatPence(pence);
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

type Reading = { date: Date; timeZone: 'UTC' | undefined };

/** The instant to print and the zone to print it in (UTC for days and wall clocks, as written). */
function read(input: string | Date): Reading {
  if (input instanceof Date) return { date: input, timeZone: undefined };
  if (CALENDAR_DAY.test(input)) return { date: new Date(`${input}T00:00:00Z`), timeZone: 'UTC' };
  if (WALL_CLOCK.test(input)) return { date: new Date(`${input}Z`), timeZone: 'UTC' };
  return { date: new Date(input), timeZone: undefined };
}

const cache = new Map<string, Intl.DateTimeFormat>();

/** One formatter per style and zone: building one costs far more than using it. */
function formatter(
  style: 'long' | 'short' | 'weekday' | 'time' | 'time-seconds',
  timeZone: 'UTC' | undefined,
): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? 'local'}`;
  let f = cache.get(key);
  if (!f) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      long: { year: 'numeric', month: 'long', day: 'numeric' },
      short: { month: 'short', day: '2-digit' },
      weekday: { weekday: 'short', month: 'short', day: 'numeric' },
      time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      'time-seconds': { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
    };
    f = new Intl.DateTimeFormat('en-US', { ...options[style], timeZone });
    cache.set(key, f);
  }
  return f;
}

function valid(r: Reading): boolean {
  return !Number.isNaN(r.date.getTime());
}

/**
 * US English long date, "November 22, 2026" (SPEC 9). Returns the input when
 * it cannot be formatted.
 */
export function formatLongDate(input: string | Date): string {
  const r = read(input);
  return valid(r) ? formatter('long', r.timeZone).format(r.date) : String(input);
}

/** "Nov 22" for list rows (SPEC 9 "MMM dd"); throws on an invalid time value (SPEC 8). */
export function formatShortDate(input: string | Date): string {
  const r = read(input);
  if (!valid(r)) throw new RangeError('Invalid time value');
  return formatter('short', r.timeZone).format(r.date);
}

/** "Sat, May 10" for the day headings of an itinerary; the input when it is not a date. */
export function formatWeekdayDate(input: string | Date): string {
  const r = read(input);
  return valid(r) ? formatter('weekday', r.timeZone).format(r.date) : String(input);
}

/** "08:24" on a 24-hour clock ("08:24:05" with seconds); the input when it is not a time. */
export function formatTime(input: string | Date, opts: { seconds?: boolean } = {}): string {
  const r = read(input);
  return valid(r) ? formatter(opts.seconds ? 'time-seconds' : 'time', r.timeZone).format(r.date) : String(input);
}

/**
 * The long date and the time, "November 22, 2026, 08:24": a moment in the
 * viewer's zone, or a wall-clock time as written. A calendar day alone is just
 * its long date. The input when it cannot be formatted.
 */
export function formatDateTime(input: string | Date, opts: { seconds?: boolean } = {}): string {
  const r = read(input);
  if (!valid(r)) return String(input);
  const day = formatter('long', r.timeZone).format(r.date);
  if (typeof input === 'string' && CALENDAR_DAY.test(input)) return day;
  return `${day}, ${formatter(opts.seconds ? 'time-seconds' : 'time', r.timeZone).format(r.date)}`;
}
