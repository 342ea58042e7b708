/** en-GB GBP with 2 decimals from integer pence (SPEC 9, DESIGN 2). */
export function formatPence(pence: number): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(pence / 100);
}

/**
 * US English long date ("November 22, 2026"). Returns the input when it
 * cannot be formatted (SPEC 9).
 */
export function formatLongDate(input: string | Date): string {
  try {
    const d = input instanceof Date ? input : new Date(input);
    return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(d);
  } catch {
    return typeof input === 'string' ? input : String(input);
  }
}

/** "Nov 22" style for lists; throws on an invalid time value (SPEC 8). */
export function formatShortDate(input: string | Date): string {
  const d = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit' }).format(d);
}
