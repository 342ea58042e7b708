import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Resolves once the page has loaded and the browser has a quiet moment. */
function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  // Safari has no requestIdleCallback: a short timer stands in.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle = hasIdle ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Both toast layers (the product's radix toast and sonner) load after the page
 * is idle, or at once when a toast is raised, so they stay out of the public
 * pages' first load (DESIGN 8). Toasts raised earlier are kept: the product's
 * in its store, sonner's in its own, which replays them when its Toaster mounts.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
