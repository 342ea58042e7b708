import { MONEY_LIMITS } from '@domain/limits';

/** Why a pounds input was refused; the caller names the field in its message. */
export type MoneyParse =
  { ok: true; pence: number | null } | { ok: false; reason: 'format' | 'negative' | 'too-large' };

// The largest amount a quote stores (domain/limits.ts); the quote schema then applies
// each field's own cap (an extra's is lower), so form and API refuse the same amounts.
export const MAX_PENCE = MONEY_LIMITS.amountPence;

/**
 * Reads what an agent typed in a pounds box ("1,299.5", "£ 45", "  ") as
 * integer pence. Blank is null (not entered). Rounding goes through the
 * string, never through floating point, so "0.29" is 29 pence, not 28.
 */
export function parsePounds(input: string): MoneyParse {
  const text = input.replace(/[£,\s]/g, '');
  if (text === '') return { ok: true, pence: null };
  if (text.startsWith('-')) return { ok: false, reason: 'negative' };
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return { ok: false, reason: 'format' };
  const pounds = m[1] === '' ? 0 : Number(m[1]);
  const pence = pounds * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(pence) || pence > MAX_PENCE) return { ok: false, reason: 'too-large' };
  return { ok: true, pence };
}

/** The text to put back in a pounds box for a stored amount: 129950 -> "1299.50", null -> "". */
export function penceToPoundsInput(pence: number | null | undefined): string {
  if (pence === null || pence === undefined || !Number.isFinite(pence)) return '';
  const whole = Math.trunc(pence / 100);
  const rest = Math.abs(pence % 100);
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

/** A user-facing message for a refused amount, naming the field. */
export function moneyErrorMessage(label: string, reason: 'format' | 'negative' | 'too-large'): string {
  if (reason === 'negative') return `${label} cannot be negative`;
  if (reason === 'too-large') return `${label} is too large`;
  return `${label} must be an amount in pounds, like 1299.50`;
}
