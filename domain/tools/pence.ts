/**
 * a x b / c rounded to the nearest penny (halves up, and away from zero below
 * zero), in exact integer arithmetic: no float error creeps into money.
 * Inputs are whole numbers; a result past Number's exact range throws.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  if (!Number.isInteger(a) || !Number.isInteger(b) || !Number.isInteger(c) || c === 0) {
    throw new RangeError('mulDivRound takes whole numbers and a divisor other than zero');
  }
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  const sign = num < 0n !== den < 0n ? -1n : 1n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (n * 2n + d) / (d * 2n);
  const result = Number(sign * q);
  if (!Number.isSafeInteger(result)) throw new RangeError('The amount is too large');
  return result;
}

/** A percentage typed as text ("12.5") in basis points (1250); null when it is not one. */
export function percentToBasisPoints(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.split('.');
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Pounds typed as text ("1,234.50", "£99") in pence; null when it is not an amount. */
export function poundsToPence(text: string): number | null {
  const t = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
