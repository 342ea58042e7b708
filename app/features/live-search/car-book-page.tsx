import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CarFront, ShoppingBasket } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { formatDateTime } from '@domain/formats';
import { DriverSchema, type Driver } from '@domain/live/schemas';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { useBasket } from '~/features/basket/basket-context';
import { newIdempotencyKey } from '~/features/checkout/idempotency';
import { applyApiErrors } from '~/features/profile/apply-api-errors';
import { api, ApiError } from '~/lib/api';
import { CarSummary } from './car-card';
import type { CarRate } from './live-types';
import { SupplierLabel } from './supplier-label';

import { TITLES } from './titles';
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
    queryKey: ['live', 'car-rate', rateReference],
    queryFn: ({ signal }) => api<CarRate>(`/api/live/cars/rates/${encodeURIComponent(rateReference)}`, { signal }),
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
  const navigate = useNavigate();
  const { addItem } = useBasket();
  // One key per visit to this page: a double click or a retry of "Book now" books once.
  const idempotencyKey = useRef(newIdempotencyKey());
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'basket' | 'book' | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof DriverSchema>, unknown, Driver>({
    resolver: zodResolver(DriverSchema),
    defaultValues: {
      title: 'Mr',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      age: rate.searchParams.driverAge,
      licenceNumber: '',
      flightNumber: '',
    },
  });

  const submit = (mode: 'basket' | 'book') =>
    handleSubmit(async (driver) => {
      if (busy) return;
      setBusy(mode);
      setFormError(null);
      try {
        if (mode === 'basket') {
          await addItem({ type: 'car_rental', rateReference: rate.rateReference, driver });
        } else {
          const res = await api<{ bookingReference: string }>('/api/live/cars/book', {
            method: 'POST',
            body: { rateReference: rate.rateReference, driver, idempotencyKey: idempotencyKey.current },
          });
          navigate(`/dashboard/car-rental/booking-confirmation/${encodeURIComponent(res.bookingReference)}`);
        }
      } catch (e) {
        setFormError(applyApiErrors<z.input<typeof DriverSchema>>(e, DRIVER_FIELDS, setError));
      } finally {
        setBusy(null);
      }
    });

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
      <Card>
        <form noValidate aria-label="Main driver" onSubmit={(e) => void submit('book')(e)}>
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
              <NativeSelect {...register('title')}>
                {TITLES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect>
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
            <FormField label="Licence number" id="driver-licence" error={errors.licenceNumber?.message} hint="Optional">
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
            <Button variant="outline" size="lg" disabled={busy !== null} onClick={(e) => void submit('basket')(e)}>
              {busy === 'basket' ? <Spinner className="text-current" /> : <ShoppingBasket aria-hidden />} Add to basket
            </Button>
            <Button type="submit" size="lg" disabled={busy !== null}>
              {busy === 'book' ? <Spinner className="text-current" /> : null} Book now
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
