/**
 * The sandbox's test cards (Stripe's numbers, so habits carry over):
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0027 6000 3184 asks for a 3-D Secure style confirmation, and
 * 4000 0000 0000 0341 is accepted onto file but declines every charge
 * (a trial that starts, then a renewal that fails). Only the brand and
 * last four digits are ever kept.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
  declinesLater: '4000000000000341',
} as const;

export type CardInput = { number: string; expiry: string; cvc: string; name: string };

export type CardCheck =
  | { ok: true; brand: string; last4: string; behaviour: 'succeeds' | 'declined' | 'three-d-secure' | 'declines-later' }
  | { ok: false; fields: Record<string, string> };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

/** Checks the form as a card network would, without keeping the number. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const fields: Record<string, string> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) fields.number = 'Enter a valid card number.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) {
    fields.expiry = 'Enter the expiry date as MM/YY.';
  } else {
    const month = Number(expiry[1]);
    const yearText = expiry[2] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    // A card is good until the end of its expiry month.
    const endOfMonth = Date.UTC(year, month, 1);
    if (month < 1 || month > 12) fields.expiry = 'Enter the expiry date as MM/YY.';
    else if (endOfMonth <= now.getTime()) fields.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) fields.cvc = 'Enter the 3 or 4 digit security code.';
  if (!input.name.trim()) fields.name = 'Enter the name on the card.';
  else if (input.name.length > 100) fields.name = 'The name on the card is too long.';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const behaviour =
    digits === TEST_CARDS.declined
      ? 'declined'
      : digits === TEST_CARDS.threeDSecure
        ? 'three-d-secure'
        : digits === TEST_CARDS.declinesLater
          ? 'declines-later'
          : 'succeeds';
  return { ok: true, brand: cardBrand(digits), last4: digits.slice(-4), behaviour };
}
