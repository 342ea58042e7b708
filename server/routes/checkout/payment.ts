import { cardDigits } from '@domain/live/schemas';
import { cardDeclined, validation } from '../../errors';

/** The sandbox card that is always declined (README). */
export const DECLINED_CARD = '4000000000000002';

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

/**
 * The sandbox payment: 4242 4242 4242 4242 (and any other valid card number)
 * is accepted, 4000 0000 0000 0002 is declined. Returns the last 4 digits.
 */
export function takeSandboxPayment(cardNumber: string): string {
  const digits = cardDigits(cardNumber);
  if (!luhn(digits)) throw validation({ cardNumber: 'Enter a valid card number' }, 'Enter a valid card number');
  if (digits === DECLINED_CARD) {
    throw cardDeclined();
  }
  return digits.slice(-4);
}
