import { ShoppingBasket } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BASKET_EMPTY_HINT, BASKET_EMPTY_TITLE } from '@domain/basket';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { useBasket } from '~/features/basket/basket-context';
import { BookingProgress } from './booking-progress';
import { CheckoutForm } from './checkout-form';
import { PackageSummary } from './package-summary';

/** /dashboard/checkout: details and payment, then (?package=) the live booking of each item. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const packageId = params.get('package');
  const { basket, loaded, loadError } = useBasket();

  if (packageId) {
    return (
      <div className="mx-auto max-w-3xl">
        <BookingProgress packageId={packageId} />
      </div>
    );
  }
  if (loadError) {
    return (
      <Alert variant="destructive" title="The basket could not be loaded">
        {loadError}
      </Alert>
    );
  }
  if (!loaded) {
    return (
      <div className="grid gap-5 lg:grid-cols-[1fr_24rem]" aria-busy="true">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const pending = basket.items.filter((i) => i.status === 'pending');
  if (pending.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBasket}
        title={BASKET_EMPTY_TITLE}
        description={
          basket.items.length
            ? 'Every item in the basket has already been sent for booking. Open the basket to see where each stands.'
            : BASKET_EMPTY_HINT
        }
        action={
          <Button asChild>
            <Link to="/dashboard/live-search">Search hotels and cars</Link>
          </Button>
        }
      />
    );
  }
  const total = pending.reduce((n, i) => n + i.price.amount, 0);
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[1fr_24rem]">
      <div className="order-2 lg:order-1">
        <CheckoutForm total={total} />
      </div>
      <div className="order-1 lg:sticky lg:top-6 lg:order-2">
        <PackageSummary items={pending} total={total} />
      </div>
    </div>
  );
}
