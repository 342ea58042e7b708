import { BedDouble, CarFront, ShoppingBasket, Trash2, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  basketBanner,
  basketButton,
  itemStatusLabel,
  BANNER_SOME_FAILED,
  BANNER_SOME_FAILED_ADVICE,
  BASKET_EMPTY_HINT,
  BASKET_EMPTY_TITLE,
  BASKET_FOOTER_NOTE,
  BASKET_TITLE,
  type BasketItem,
} from '@domain/basket';
import { formatPence } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';
import { cn } from '~/lib/cn';
import { useBasket } from './basket-context';
import { describeItem } from './describe-item';
import { StatusBadge } from './status-badge';

/** SPEC 2 "Basket panel": the floating tab (only with items) and the 'Your Basket' panel. */
export function BasketPanel() {
  const { basket, open, close } = useBasket();
  const count = basket.totalItems;
  const total = basket.totalPrice;
  return (
    <>
      {count > 0 ? (
        <button
          type="button"
          onClick={open}
          aria-label={`Open basket: ${count} item${count === 1 ? '' : 's'}, ${formatPence(total)}`}
          aria-haspopup="dialog"
          data-testid="basket-tab"
          className={cn(
            'fixed z-40 flex flex-col items-center justify-center bg-brand text-brand-foreground shadow-lg transition-colors print:hidden',
            'hover:bg-brand-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2',
            // Phones and tablets: a compact button in the free right end of the dashboard's top bar, so
            // it never floats over the page (a results card's 'View rooms', a booking's 'Cancel').
            'top-1 right-2 h-12 gap-1 rounded-lg px-2.5 pt-1.5',
            // Desktop: a slim tab on the right edge, beside a gutter the page keeps free (BasketGutter).
            'lg:top-1/3 lg:right-0 lg:h-auto lg:w-11 lg:gap-2 lg:rounded-l-xl lg:rounded-r-none lg:px-0 lg:py-3',
          )}
        >
          <span className="relative">
            <ShoppingBasket aria-hidden className="size-5" />
            <span
              data-testid="basket-count"
              className="absolute -top-2.5 -right-2.5 flex size-5 items-center justify-center rounded-full bg-white text-xs font-bold text-brand"
            >
              {count}
            </span>
          </span>
          <span
            data-testid="basket-total"
            className="text-[11px] leading-none font-semibold tabular-nums lg:text-xs lg:[writing-mode:vertical-rl]"
          >
            {formatPence(total)}
          </span>
        </button>
      ) : null}
      <RadixDialog.Root open={basket.isOpen} onOpenChange={(o) => (o ? open() : close())}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in" />
          <RadixDialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 right-0 z-50 flex h-dvh w-[min(28rem,100vw)] flex-col bg-surface shadow-2xl focus:outline-none"
            data-testid="basket-panel"
          >
            <PanelBody />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}

function PanelBody() {
  const navigate = useNavigate();
  const { basket, packageId, close, removeItem, clear, retryFailed } = useBasket();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = basket.items;
  const button = basketButton(items);
  const banner = basketBanner(items);
  const anyBooking = items.some((i) => i.status === 'booking');

  const run = async (key: string, fn: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const onMain = () => {
    if (button.action === 'book') {
      close();
      navigate('/dashboard/checkout');
    } else if (button.action === 'retry') {
      void run('retry', retryFailed);
    } else if (button.action === 'view' && packageId) {
      close();
      navigate(`/dashboard/booking-confirmation?package=${encodeURIComponent(packageId)}`);
    }
  };

  return (
    <>
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <RadixDialog.Title className="flex items-center gap-2 text-lg font-semibold">
          <ShoppingBasket aria-hidden className="size-5 text-brand" /> {BASKET_TITLE}
        </RadixDialog.Title>
        <RadixDialog.Close
          aria-label="Close basket"
          className="rounded-md p-2 text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          <X aria-hidden className="size-5" />
        </RadixDialog.Close>
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-3 p-5">
        {banner === BANNER_SOME_FAILED ? (
          <Alert variant="destructive" title={banner}>
            {BANNER_SOME_FAILED_ADVICE}
          </Alert>
        ) : banner ? (
          <Alert variant="success" title={banner}>
            Every item is booked. The references are in the booking details.
          </Alert>
        ) : null}
        {error ? <Alert variant="destructive">{error}</Alert> : null}

        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-12 text-center">
            <ShoppingBasket aria-hidden className="size-10 text-slate-300" />
            <p className="font-semibold">{BASKET_EMPTY_TITLE}</p>
            <p className="text-sm text-muted">{BASKET_EMPTY_HINT}</p>
          </div>
        ) : (
          <ul
            className="-mx-1 max-h-[min(55dvh,32rem)] space-y-3 overflow-y-auto px-1"
            aria-label="Basket items"
            data-testid="basket-items"
          >
            {items.map((item) => (
              <BasketItemRow
                key={item.id}
                item={item}
                removing={busy === item.id}
                onRemove={item.status === 'booking' ? undefined : () => void run(item.id, () => removeItem(item.id))}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="space-y-3 border-t border-line p-5">
        <div className="flex items-baseline justify-between">
          <span className="text-sm text-muted">
            Total ({items.length} item{items.length === 1 ? '' : 's'})
          </span>
          <span className="text-xl font-semibold tabular-nums" data-testid="basket-panel-total">
            {formatPence(basket.totalPrice)}
          </span>
        </div>
        <Button
          size="lg"
          className="w-full"
          disabled={button.disabled || busy !== null || (button.action === 'view' && !packageId)}
          onClick={onMain}
        >
          {busy === 'retry' ? <Spinner className="text-current" /> : null}
          {button.text}
        </Button>
        {items.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="w-full text-muted"
            disabled={anyBooking || busy !== null}
            onClick={() => void run('clear', clear)}
          >
            <Trash2 aria-hidden /> Clear basket
          </Button>
        ) : null}
        <p className="text-center text-xs text-muted">{BASKET_FOOTER_NOTE}</p>
      </div>
    </>
  );
}

function BasketItemRow({ item, removing, onRemove }: { item: BasketItem; removing: boolean; onRemove?: () => void }) {
  const d = describeItem(item);
  const Icon = item.type === 'car_rental' ? CarFront : BedDouble;
  return (
    <li className="rounded-lg border border-line p-3" data-testid="basket-item">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-brand-soft text-brand">
          <Icon aria-hidden className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium leading-snug">{d.title}</p>
          {d.subtitle ? <p className="text-xs text-muted">{d.subtitle}</p> : null}
          {d.dates ? <p className="text-xs text-muted">{d.dates}</p> : null}
          {d.extras.map((e) => (
            <p key={e.title} className="text-xs text-slate-700">
              + {e.title}
              {e.detail ? `: ${e.detail}` : ''}
            </p>
          ))}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={item.status} label={itemStatusLabel(item.status)} />
            {item.bookingReference ? (
              <span className="font-mono text-xs text-muted">{item.bookingReference}</span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="font-semibold tabular-nums">{formatPence(item.price.amount)}</span>
          {onRemove ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-muted"
              aria-label={`Remove ${d.title}`}
              disabled={removing}
              onClick={onRemove}
            >
              {removing ? <Spinner className="size-3.5" /> : <Trash2 aria-hidden />}
            </Button>
          ) : null}
        </div>
      </div>
      {item.error ? (
        <p
          role="alert"
          className="mt-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="basket-item-error"
        >
          {item.error}
        </p>
      ) : null}
    </li>
  );
}
