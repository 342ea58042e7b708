function parseDay(value: string): Date | null {
  // 'YYYY-MM-DD' is read as a UTC day, so no time zone shifts a count of nights.
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function has(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function hasNum(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const BOARD_BASIS_LABELS: Record<string, string> = {
  room_only: 'Room only',
  self_catering: 'Self catering',
  bed_and_breakfast: 'Bed & breakfast',
  half_board: 'Half board',
  full_board: 'Full board',
  all_inclusive: 'All inclusive',
};

export const FLIGHT_CLASS_LABELS: Record<string, string> = {
  economy: 'Economy',
  premium_economy: 'Premium economy',
  business: 'Business',
  first: 'First',
};

export const TRANSFER_LABELS: Record<string, string> = {
  shared: 'Shared transfer',
  private: 'Private transfer',
  shuttle: 'Shuttle transfer',
};

export const PAYMENT_OPTION_LABELS: Record<string, string> = {
  full: 'Pay in full',
  deposit: 'Deposit, then balance',
  instalments: 'Instalments',
};

/** Days between two 'YYYY-MM-DD' dates, or null. */
export function nightsBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!has(from) || !has(to)) return null;
  const a = parseDay(from);
  const b = parseDay(to);
  if (!a || !b) return null;
  const n = Math.round((b.getTime() - a.getTime()) / 86_400_000);
  return n > 0 ? n : null;
}
