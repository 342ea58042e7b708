import { CreditCard, FlaskConical } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from '~/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { formatCardNumber } from './payment-schema';

export type PaymentField = 'cardholderName' | 'cardNumber' | 'expiry' | 'cvc';
export const PAYMENT_FIELDS: readonly PaymentField[] = ['cardholderName', 'cardNumber', 'expiry', 'cvc'];

type Props = {
  /** The form's register for `payment.<field>`, with the options given. */
  register: (
    field: PaymentField,
    options?: { onChange?: (e: ChangeEvent<HTMLInputElement>) => void },
  ) => UseFormRegisterReturn;
  /** Writes the card number back as the person types (spaced in fours). */
  setCardNumber: (value: string) => void;
  errors?: Partial<Record<PaymentField, { message?: string }>>;
};

/**
 * The sandbox card step, the same for the basket's checkout and a car's
 * "Book now": nothing is booked without it.
 */
export function PaymentFields({ register, setCardNumber, errors }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard aria-hidden className="size-5 text-brand" /> Payment
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Alert className="sm:col-span-2" data-testid="sandbox-payment-note">
          <span className="inline-flex items-center gap-1 font-semibold">
            <FlaskConical aria-hidden className="size-3.5" /> Sandbox payment
          </span>{' '}
          — use 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. Any future expiry and any 3 digits.
        </Alert>
        <FormField
          label="Cardholder name"
          id="card-name"
          error={errors?.cardholderName?.message}
          required
          className="sm:col-span-2"
        >
          <Input autoComplete="cc-name" {...register('cardholderName')} />
        </FormField>
        <FormField
          label="Card number"
          id="card-number"
          error={errors?.cardNumber?.message}
          required
          className="sm:col-span-2"
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            {...register('cardNumber', { onChange: (e) => setCardNumber(formatCardNumber(e.target.value)) })}
          />
        </FormField>
        <FormField label="Expiry (MM/YY)" id="card-expiry" error={errors?.expiry?.message} required>
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...register('expiry')} />
        </FormField>
        <FormField label="Security code" id="card-cvc" error={errors?.cvc?.message} required>
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...register('cvc')} />
        </FormField>
      </CardContent>
    </Card>
  );
}
