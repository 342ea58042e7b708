import { z } from 'zod';

/** Digits only: people type card numbers with spaces or dashes. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** '4242424242424242' -> '4242 4242 4242 4242' as the person types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** True when an 'MM/YY' expiry is this month or later. */
export function expiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The sandbox card form; the server checks the card again (and declines 4000 0000 0000 0002). */
export const PaymentSchema = z.object({
  cardholderName: z.string().trim().min(1, 'Enter the cardholder name'),
  cardNumber: z
    .string()
    .refine((v) => /^\d{13,19}$/.test(cardDigits(v)), 'Enter a card number of 13 to 19 digits'),
  expiry: z
    .string()
    .refine((v) => /^\d{2}\s*\/\s*\d{2}$/.test(v.trim()), 'Enter the expiry as MM/YY')
    .refine((v) => expiryInFuture(v), 'The card has expired'),
  cvc: z.string().refine((v) => /^\d{3,4}$/.test(v.trim()), 'Enter the 3 or 4 digit security code'),
});

export type Payment = z.infer<typeof PaymentSchema>;
