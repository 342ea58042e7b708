import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { LeadPassengerSchema, PaymentSchema, cardDigits } from '@domain/live/schemas';
import { formatPence } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { BASKET_KEY, useBasket } from '~/features/basket/basket-context';
import { TitleSelect } from '~/features/live-search/title-select';
import { getBasket } from '~/features/basket/api';
import { ApiError } from '~/lib/api';
import { startCheckout } from './api';
import { newIdempotencyKey } from './idempotency';
import { PAYMENT_FIELDS, PaymentFields } from './payment-fields';

const CheckoutFormSchema = z.object({ leadPassenger: LeadPassengerSchema, payment: PaymentSchema });
type CheckoutInput = z.input<typeof CheckoutFormSchema>;
type CheckoutValues = z.output<typeof CheckoutFormSchema>;

const LEAD_FIELDS = ['title', 'firstName', 'lastName', 'email', 'phone', 'addressLine1', 'city', 'postcode'] as const;

/** Maps an API field name ('cardNumber', 'payment.cardNumber', 'leadPassenger.email') to the form's path. */
function formPath(field: string): Path<CheckoutInput> | null {
  const last = field.split('.').pop() ?? field;
  const lead = LEAD_FIELDS.find((f) => f === last);
  if (lead) return `leadPassenger.${lead}`;
  const pay = PAYMENT_FIELDS.find((f) => f === last);
  return pay ? `payment.${pay}` : null;
}

type PriceChange = { was: number; now: number };

/** Lead passenger, contact and sandbox card; submitting starts the package booking. */
export function CheckoutForm({ total }: { total: number }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { setPackageId } = useBasket();
  // One key per checkout attempt: a double click or a network retry reuses it,
  // so the server books the package once. A refused attempt (declined card,
  // new price, bad field) booked nothing, so the next one gets a new key.
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: {
      leadPassenger: {
        // No default: the agent chooses the lead passenger's title.
        title: '',
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        addressLine1: '',
        city: '',
        postcode: '',
      },
      payment: { cardholderName: '', cardNumber: '', expiry: '', cvc: '' },
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    attemptKey.current ??= newIdempotencyKey();
    setFormError(null);
    try {
      const res = await startCheckout({
        idempotencyKey: attemptKey.current,
        leadPassenger: values.leadPassenger,
        payment: { ...values.payment, cardNumber: cardDigits(values.payment.cardNumber) },
      });
      setPackageId(res.packageId);
      setPriceChange(null);
      void qc.invalidateQueries({ queryKey: BASKET_KEY });
      navigate(`/dashboard/checkout?package=${encodeURIComponent(res.packageId)}`, { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) {
        // Unknown outcome: keep the key so trying again cannot book twice.
        setFormError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
        return;
      }
      attemptKey.current = null;
      if (e.code === 'price_changed') {
        const fresh = await qc.fetchQuery({
          queryKey: BASKET_KEY,
          queryFn: () => getBasket(),
          staleTime: 0,
        });
        setPriceChange({ was: total, now: fresh.totalPrice.amount });
        return;
      }
      let placed = false;
      for (const [field, message] of Object.entries(e.fields ?? {})) {
        const path = formPath(field);
        if (path) {
          setError(path, { type: 'server', message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFormError(e.message);
    } finally {
      inFlight.current = false;
    }
  });

  const lp = errors.leadPassenger;
  const pay = errors.payment;
  const busy = isSubmitting;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Checkout" className="grid gap-5">
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle>Lead passenger</CardTitle>
          <CardDescription>The person the bookings are made in the name of, and how to reach them.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Title" id="lead-title" error={lp?.title?.message} required>
            <TitleSelect {...register('leadPassenger.title')} />
          </FormField>
          <div className="hidden sm:block" />
          <FormField label="First name" id="lead-first-name" error={lp?.firstName?.message} required>
            <Input autoComplete="given-name" {...register('leadPassenger.firstName')} />
          </FormField>
          <FormField label="Last name" id="lead-last-name" error={lp?.lastName?.message} required>
            <Input autoComplete="family-name" {...register('leadPassenger.lastName')} />
          </FormField>
          <FormField label="Email" id="lead-email" error={lp?.email?.message} required>
            <Input type="email" autoComplete="email" {...register('leadPassenger.email')} />
          </FormField>
          <FormField label="Phone" id="lead-phone" error={lp?.phone?.message} required>
            <Input type="tel" autoComplete="tel" {...register('leadPassenger.phone')} />
          </FormField>
          <FormField
            label="Address"
            id="lead-address"
            error={lp?.addressLine1?.message}
            required
            className="sm:col-span-2"
          >
            <Input autoComplete="address-line1" {...register('leadPassenger.addressLine1')} />
          </FormField>
          <FormField label="Town or city" id="lead-city" error={lp?.city?.message} required>
            <Input autoComplete="address-level2" {...register('leadPassenger.city')} />
          </FormField>
          <FormField label="Postcode" id="lead-postcode" error={lp?.postcode?.message} required>
            <Input autoComplete="postal-code" className="uppercase" {...register('leadPassenger.postcode')} />
          </FormField>
        </CardContent>
      </Card>

      <PaymentFields
        register={(field, options) => register(`payment.${field}`, options)}
        setCardNumber={(value) => setValue('payment.cardNumber', value)}
        errors={pay}
      />

      {priceChange ? (
        <Alert variant="destructive" title="The price has changed" data-testid="price-changed">
          The suppliers now quote {formatPence(priceChange.now)} for the package (it was {formatPence(priceChange.was)}
          ). Check the summary, then confirm to book at the new total.
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-end">
        {busy ? <Spinner className="text-current" /> : <Lock aria-hidden />}
        {priceChange
          ? `Confirm new total and book ${formatPence(priceChange.now)}`
          : `Pay and book ${formatPence(total)}`}
      </Button>
    </form>
  );
}
