import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CarFront, Lock, ShoppingBasket } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { formatDateTime, formatPence } from '@domain/formats';
import { cardDigits, DriverSchema, PaymentSchema, type Driver } from '@domain/live/schemas';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { useBasket } from '~/features/basket/basket-context';
import { newIdempotencyKey } from '~/features/checkout/idempotency';
import { PAYMENT_FIELDS, PaymentFields } from '~/features/checkout/payment-fields';
import { ApiError } from '~/lib/api';
import { bookCarNow, getCarRate, liveKeys } from './api';
import { CarSummary } from './car-card';
import type { CarRate } from './live-types';
import { SupplierLabel } from './supplier-label';
import { TitleSelect } from './title-select';

const DRIVER_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'age',
  'licenceNumber',
  'flightNumber',
] as const;

/** /dashboard/car-rental/book/:rateReference: the rate, the main driver, then basket or book now. */
export default function CarBookPage() {
  const { rateReference = '' } = useParams();
  const rate = useQuery({
    queryKey: liveKeys.carRate(rateReference),
    queryFn: ({ signal }) => getCarRate(rateReference, signal),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 2,
    refetchOnWindowFocus: false,
  });

  if (rate.isPending) {
    return (
      <div className="mx-auto grid max-w-4xl gap-4" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (rate.isError) {
    const gone = rate.error instanceof ApiError && rate.error.status === 404;
    return (
      <EmptyState
        icon={CarFront}
        title={gone ? 'This rate is no longer available' : 'The rate could not be loaded'}
        description={gone ? 'Rates expire after a while. Search again for current prices.' : rate.error.message}
        action={
          <Button asChild>
            <Link to="/dashboard/live-search?tab=cars">Search cars again</Link>
          </Button>
        }
      />
    );
  }
  return <CarBooking rate={rate.data} />;
}

function CarBooking({ rate }: { rate: CarRate }) {
  const { addItem } = useBasket();
  // "Book now" takes the basket checkout's payment step: the driver first, then the card.
  const [driver, setDriver] = useState<Driver | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof DriverSchema>, unknown, Driver>({
    resolver: zodResolver(DriverSchema),
    defaultValues: {
      // No default: the agent chooses the driver's title.
      title: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      age: rate.searchParams.driverAge,
      licenceNumber: '',
      flightNumber: '',
    },
  });

  const addToBasket = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await addItem({ type: 'car_rental', rateReference: rate.rateReference, driver: values });
    } catch (e) {
      setFormError(applyDriverErrors(e, setError));
    } finally {
      setBusy(false);
    }
  });
  const toPayment = handleSubmit((values) => {
    setFormError(null);
    setDriver(values);
  });
  // The server named a driver field (e.g. an age the price was not for): back to the driver step.
  const driverRefused = (e: unknown) => {
    setDriver(null);
    setFormError(applyDriverErrors(e, setError));
  };

  const sp = rate.searchParams;
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {rate.location ? `${rate.location.name} · ` : `${sp.pickupLocation} · `}
          {formatDateTime(sp.pickupDate)} – {formatDateTime(sp.returnDate)}
        </p>
        <SupplierLabel kind="car" />
      </div>
      <CarSummary car={rate} days={rate.days} />
      {driver ? (
        <CarPayment rate={rate} driver={driver} onBack={() => setDriver(null)} onDriverRefused={driverRefused} />
      ) : (
        <Card>
          <form noValidate aria-label="Main driver" onSubmit={(e) => void toPayment(e)}>
            <CardHeader>
              <CardTitle>Main driver</CardTitle>
              <CardDescription>As on the driving licence; the rental desk checks it at pick-up.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {formError ? (
                <Alert variant="destructive" className="sm:col-span-2">
                  {formError}
                </Alert>
              ) : null}
              <FormField label="Title" id="driver-title" error={errors.title?.message} required>
                <TitleSelect {...register('title')} />
              </FormField>
              <FormField label="Age" id="driver-age" error={errors.age?.message} required>
                <Input type="number" inputMode="numeric" {...register('age', { valueAsNumber: true })} />
              </FormField>
              <FormField label="First name" id="driver-first-name" error={errors.firstName?.message} required>
                <Input autoComplete="given-name" {...register('firstName')} />
              </FormField>
              <FormField label="Last name" id="driver-last-name" error={errors.lastName?.message} required>
                <Input autoComplete="family-name" {...register('lastName')} />
              </FormField>
              <FormField label="Email" id="driver-email" error={errors.email?.message} required>
                <Input type="email" autoComplete="email" {...register('email')} />
              </FormField>
              <FormField label="Phone" id="driver-phone" error={errors.phone?.message} required>
                <Input type="tel" autoComplete="tel" {...register('phone')} />
              </FormField>
              <FormField
                label="Licence number"
                id="driver-licence"
                error={errors.licenceNumber?.message}
                hint="Optional"
              >
                <Input {...register('licenceNumber')} />
              </FormField>
              <FormField
                label="Flight number"
                id="driver-flight"
                error={errors.flightNumber?.message}
                hint="Optional: lets the desk wait if the flight is late"
              >
                <Input {...register('flightNumber')} />
              </FormField>
            </CardContent>
            <div className="flex flex-col-reverse gap-2 border-t border-line p-5 sm:flex-row sm:justify-end sm:px-6">
              <Button variant="outline" size="lg" disabled={busy} onClick={(e) => void addToBasket(e)}>
                {busy ? <Spinner className="text-current" /> : <ShoppingBasket aria-hidden />} Add to basket
              </Button>
              <Button type="submit" size="lg" disabled={busy}>
                Book now <ArrowRight aria-hidden />
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}

/** Puts the API's driver messages ('driver.email' or 'email') on the fields; returns any message left over. */
function applyDriverErrors(e: unknown, setError: UseFormSetError<z.input<typeof DriverSchema>>): string | null {
  if (!(e instanceof ApiError)) return 'Something went wrong. Please try again.';
  let placed = false;
  for (const [field, message] of Object.entries(e.fields ?? {})) {
    const name = DRIVER_FIELDS.find((f) => field === f || field === `driver.${f}`);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : e.message;
}

function namesDriverField(e: unknown): boolean {
  return (
    e instanceof ApiError && Object.keys(e.fields ?? {}).some((k) => DRIVER_FIELDS.some((f) => k === `driver.${f}`))
  );
}

const CarPaymentSchema = z.object({ payment: PaymentSchema });
type CarPaymentInput = z.input<typeof CarPaymentSchema>;

/** Step 2 of "Book now": the same sandbox card as the basket checkout, then the booking. */
function CarPayment({
  rate,
  driver,
  onBack,
  onDriverRefused,
}: {
  rate: CarRate;
  driver: Driver;
  onBack: () => void;
  onDriverRefused: (e: unknown) => void;
}) {
  const navigate = useNavigate();
  // One key per attempt: a double click or a network retry books once; a refused attempt booked nothing.
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CarPaymentInput, unknown, z.output<typeof CarPaymentSchema>>({
    resolver: zodResolver(CarPaymentSchema),
    defaultValues: { payment: { cardholderName: '', cardNumber: '', expiry: '', cvc: '' } },
  });

  const onSubmit = handleSubmit(async ({ payment }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    attemptKey.current ??= newIdempotencyKey();
    setFormError(null);
    try {
      const res = await bookCarNow({
        rateReference: rate.rateReference,
        driver,
        idempotencyKey: attemptKey.current,
        payment: { ...payment, cardNumber: cardDigits(payment.cardNumber) },
      });
      navigate(`/dashboard/car-rental/booking-confirmation/${encodeURIComponent(res.bookingReference)}`);
    } catch (e) {
      // A refused attempt (bad card, supplier said no) booked nothing or failed for good: the next one is new.
      // An unknown outcome (network, server) keeps the key, so trying again cannot book twice.
      if (e instanceof ApiError && e.status > 0 && (e.status < 500 || e.code === 'supplier_failed'))
        attemptKey.current = null;
      if (namesDriverField(e)) {
        onDriverRefused(e);
        return;
      }
      let placed = false;
      if (e instanceof ApiError) {
        for (const [field, message] of Object.entries(e.fields ?? {})) {
          const name = PAYMENT_FIELDS.find((f) => field === f || field === `payment.${f}`);
          if (name) {
            setError(`payment.${name}`, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      if (!placed) setFormError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <form noValidate aria-label="Payment" onSubmit={(e) => void onSubmit(e)} className="grid gap-5">
      <Card>
        <CardHeader>
          <CardTitle>Main driver</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 text-sm" data-testid="driver-summary">
            <span className="font-medium text-ink">
              {driver.title} {driver.firstName} {driver.lastName}
            </span>
            <span className="block break-words text-muted">
              {driver.email} · {driver.phone} · aged {driver.age}
            </span>
          </p>
          <Button variant="outline" size="sm" onClick={onBack} disabled={isSubmitting}>
            <ArrowLeft aria-hidden /> Change driver
          </Button>
        </CardContent>
      </Card>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <PaymentFields
        register={(field, options) => register(`payment.${field}`, options)}
        setCardNumber={(value) => setValue('payment.cardNumber', value)}
        errors={errors.payment}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-end">
        {isSubmitting ? <Spinner className="text-current" /> : <Lock aria-hidden />}
        Pay and book {formatPence(rate.price.amount)}
      </Button>
    </form>
  );
}
