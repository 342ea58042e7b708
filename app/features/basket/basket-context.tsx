import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { basketReducer, emptyBasket, type Basket } from '@domain/basket';
import { useAuth } from '~/features/auth/auth-context';
import { newIdempotencyKey } from '~/features/checkout/idempotency';
import {
  addBasketItem,
  basketKeys,
  clearBasket,
  getBasket,
  markPackageSeen,
  removeBasketItem,
  retryPackage,
  type AddItemBody,
  type BasketResponse,
} from './api';
import { useLiveEvents, type LiveEvent } from './use-live-events';

export const BASKET_KEY = basketKeys.basket();

type Listener = (e: LiveEvent) => void;

export type BasketContextValue = {
  basket: Basket;
  /** The latest checkout's package (from the server, a checkout or a live event). */
  packageId: string | null;
  loaded: boolean;
  /** Why GET /api/basket failed, when it did. */
  loadError: string | null;
  addItem(body: AddItemBody): Promise<void>;
  removeItem(id: string): Promise<void>;
  clear(): Promise<void>;
  /** Retries the failed items of the current package with a fresh key per attempt. */
  retryFailed(): Promise<void>;
  /** The agent has seen this package's confirmation: a fully confirmed package leaves the basket. */
  markSeen(packageId: string): Promise<void>;
  setPackageId(id: string): void;
  applyServer(b: BasketResponse): void;
  open(): void;
  close(): void;
  toggle(): void;
  /** Live events for pages that show more than the basket (checkout progress). */
  subscribe(listener: Listener): () => void;
};

const BasketContext = createContext<BasketContextValue | null>(null);

/**
 * The basket lives on the server per user (it survives reload and another
 * device); the domain reducer holds it here, synced from GET /api/basket and
 * every write's answer, and moved on by live 'basket.item' events. Only
 * isOpen is the browser's own.
 */
export function BasketProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const qc = useQueryClient();
  const [basket, dispatch] = useReducer(basketReducer, emptyBasket);
  const [packageId, setPackageId] = useState<string | null>(null);
  const [listeners] = useState(() => new Set<Listener>());
  // Pages watching a package's progress (checkout, booking confirmation).
  const [watchers, setWatchers] = useState(0);

  const query = useQuery({
    queryKey: BASKET_KEY,
    queryFn: ({ signal }) => getBasket(signal),
    enabled: signedIn,
  });

  useEffect(() => {
    if (!query.data) return;
    dispatch({ type: 'replace', items: query.data.items });
    if (query.data.packageId) setPackageId(query.data.packageId);
  }, [query.data]);

  const applyServer = useCallback(
    (b: BasketResponse) => {
      qc.setQueryData(BASKET_KEY, b);
    },
    [qc],
  );

  // The stream stays open only while something can change: an item is booking or a page
  // watches a package. An always-open stream would hold a connection on every dashboard page.
  const anyBooking = basket.items.some((i) => i.status === 'booking');
  useLiveEvents(
    signedIn && (anyBooking || watchers > 0),
    (e) => {
      if (e.type === 'basket.item') {
        dispatch({
          type: 'update-status',
          id: e.data.itemId,
          status: e.data.status,
          bookingReference: e.data.bookingReference ?? undefined,
          error: e.data.error ?? undefined,
        });
        setPackageId(e.data.packageId);
      } else {
        // A package settled: re-read the truth (references, totals).
        void qc.invalidateQueries({ queryKey: BASKET_KEY });
      }
      for (const l of listeners) l(e);
    },
    () => void qc.invalidateQueries({ queryKey: BASKET_KEY }),
  );

  // Stable, so a page's effect subscribes once rather than on every basket change.
  const subscribe = useCallback(
    (listener: Listener) => {
      listeners.add(listener);
      setWatchers((n) => n + 1);
      return () => {
        listeners.delete(listener);
        setWatchers((n) => n - 1);
      };
    },
    [listeners],
  );

  const value = useMemo<BasketContextValue>(
    () => ({
      basket,
      packageId,
      loaded: query.isSuccess,
      loadError: query.isError ? query.error.message : null,
      async addItem(body) {
        const b = await addBasketItem(body);
        applyServer(b);
        dispatch({ type: 'replace', items: b.items });
        dispatch({ type: 'open' });
      },
      async removeItem(id) {
        applyServer(await removeBasketItem(id));
      },
      async clear() {
        applyServer(await clearBasket());
      },
      async retryFailed() {
        if (!packageId) return;
        await retryPackage(packageId, newIdempotencyKey());
        await qc.invalidateQueries({ queryKey: BASKET_KEY });
      },
      async markSeen(id) {
        applyServer(await markPackageSeen(id));
      },
      setPackageId,
      applyServer,
      open: () => dispatch({ type: 'open' }),
      close: () => dispatch({ type: 'close' }),
      toggle: () => dispatch({ type: 'toggle' }),
      subscribe,
    }),
    [basket, packageId, query.isSuccess, query.isError, query.error, applyServer, qc, subscribe],
  );

  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}

export function useBasket(): BasketContextValue {
  const ctx = useContext(BasketContext);
  if (!ctx) throw new Error('useBasket must be used inside <BasketProvider>');
  return ctx;
}
