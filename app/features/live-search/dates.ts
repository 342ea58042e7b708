/** Today's date in the UK, 'YYYY-MM-DD' (the search rules use London's "today"). */
export function londonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 'Mon 1 Jun 2030' from 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM' (UK wording for travel dates). */
export function formatTravelDate(value: string): string {
  const [date, time] = value.split('T');
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
  return time ? `${day}, ${time.slice(0, 5)}` : day;
}
