import { cardDigits } from '@domain/live/schemas';

/** '4242424242424242' -> '4242 4242 4242 4242' as the person types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
