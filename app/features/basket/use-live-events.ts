import { useEffect, useRef } from 'react';
import { getSession, onSessionEvent, refreshSession } from '~/lib/session';
import { createSseParser, reconnectDelay, type SseEvent } from './sse';

export type BasketItemEvent = {
  packageId: string;
  itemId: string;
  status: string;
  bookingReference?: string | null;
  error?: string | null;
};
export type PackageEvent = { packageId: string; status: string };
export type LiveEvent = { type: 'basket.item'; data: BasketItemEvent } | { type: 'package'; data: PackageEvent };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function toLiveEvent(e: SseEvent): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(e.data);
  } catch {
    return null;
  }
  if (!isObject(data) || typeof data.packageId !== 'string' || typeof data.status !== 'string') return null;
  if (e.event === 'basket.item' && typeof data.itemId === 'string') {
    return {
      type: 'basket.item',
      data: {
        packageId: data.packageId,
        itemId: data.itemId,
        status: data.status,
        bookingReference: typeof data.bookingReference === 'string' ? data.bookingReference : null,
        error: typeof data.error === 'string' ? data.error : null,
      },
    };
  }
  if (e.event === 'package') return { type: 'package', data: { packageId: data.packageId, status: data.status } };
  return null;
}

/**
 * Reads GET /api/events while `enabled`. EventSource cannot send
 * the Bearer token, so this streams with fetch. It reconnects with backoff
 * (1 s doubling to 30 s), refreshes the token once on a 401, reconnects
 * after a token refresh, and stops on sign-out, when disabled or on unmount.
 * `onConnect` runs on every (re)connection, since missed events are not replayed.
 */
export function useLiveEvents(enabled: boolean, onEvent: (e: LiveEvent) => void, onConnect?: () => void): void {
  const handler = useRef(onEvent);
  const reconnected = useRef(onConnect);
  useEffect(() => {
    handler.current = onEvent;
    reconnected.current = onConnect;
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let controller: AbortController | null = null;
    let timer: number | undefined;
    let attempt = 0;

    const schedule = () => {
      if (stopped) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void connect(), reconnectDelay(attempt));
      attempt += 1;
    };

    const connect = async () => {
      const token = getSession()?.accessToken;
      if (stopped || !token) return;
      controller = new AbortController();
      try {
        const res = await fetch('/api/events', {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (res.status === 401) {
          await refreshSession({ force: true });
          schedule();
          return;
        }
        if (!res.ok || !res.body) {
          schedule();
          return;
        }
        attempt = 0;
        // Events sent before this connection are not replayed: let the owner re-read the truth.
        reconnected.current?.();
        const feed = createSseParser((e) => {
          const ev = toLiveEvent(e);
          if (ev) handler.current(ev);
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          feed(value);
        }
        schedule();
      } catch {
        if (!stopped) schedule();
      }
    };

    const off = onSessionEvent((event) => {
      if (event === 'SIGNED_OUT') {
        stopped = true;
        controller?.abort();
        window.clearTimeout(timer);
      } else if (event === 'TOKEN_REFRESHED') {
        // The stream was opened with the old token; reopen with the new one.
        controller?.abort();
        attempt = 0;
        schedule();
      }
    });

    void connect();
    return () => {
      stopped = true;
      off();
      controller?.abort();
      window.clearTimeout(timer);
    };
  }, [enabled]);
}
