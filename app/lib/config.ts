import { useSyncExternalStore } from 'react';
import type { PublicConfig } from '@domain/api';
import { DEFAULT_BRAND } from '@domain/brand';
import { declared, request } from './api';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  brand: { name: DEFAULT_BRAND.name, prefix: DEFAULT_BRAND.prefix },
  chatWidgetId: null,
  devTools: false,
  mail: 'outbox',
  feedbackTracker: 'database',
  commission: { agentShareBp: 7000 },
};

// The deployment's configuration does not change while the page is open, so it
// is fetched once per page load. A tiny store rather than a TanStack query keeps
// the query library out of public pages' first load (DESIGN 8).
let config: PublicConfig = DEFAULT_PUBLIC_CONFIG;
let requested = false;
const listeners = new Set<() => void>();

const RETRIES = 2;

function fetchConfig(attempt: number) {
  request(declared<PublicConfig>(), '/api/config', { auth: false }).then(
    (loaded) => {
      config = loaded;
      for (const l of listeners) l();
    },
    (e: unknown) => {
      // Like the data queries (SPEC 9): two more tries, then the defaults stay.
      if (attempt < RETRIES) setTimeout(() => fetchConfig(attempt + 1), 1000 * 2 ** attempt);
      else console.warn('Could not load /api/config:', e instanceof Error ? e.message : e);
    },
  );
}

function load() {
  if (requested) return;
  requested = true;
  fetchConfig(0);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

const snapshot = () => config;
const serverSnapshot = () => DEFAULT_PUBLIC_CONFIG;

/** This deployment's public configuration; the brand defaults until it has loaded. */
export function usePublicConfig(): PublicConfig {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
