const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function londonWallClockMs(instant: Date): number {
  const p: Record<string, string> = {};
  for (const part of LONDON_PARTS.formatToParts(instant)) p[part.type] = part.value;
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** The instant a London wall clock shows `date` `time` ('YYYY-MM-DD', 'HH:MM[:SS]'), across BST and GMT. */
export function londonToInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  // Guess it is UTC, see what London shows then, and move by the difference (twice covers the changeover).
  let instant = wanted;
  for (let i = 0; i < 2; i += 1) instant += wanted - londonWallClockMs(new Date(instant));
  return new Date(instant);
}
