/**
 * Realtime events per user (DESIGN 3): publish() sends a Postgres NOTIFY on
 * one channel; each process holds one LISTEN connection and hands every
 * notification to the subscribers of its user. Any process can publish and
 * every process's SSE streams see it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { LiveEvent } from '@domain/live/types';
import type { Db } from '../db';

export const EVENTS_CHANNEL = 'live_events';

type Listener = (event: LiveEvent) => void;

/**
 * The bounds of GET /api/events streams in one process (docs/SECURITY.md,
 * "Denial of service"). A stream holds a socket (a file descriptor) for as
 * long as it lives, so one account, or many, must not be able to hold them all.
 */
export type StreamLimits = {
  /** Streams one user may hold; a new one closes that user's oldest. */
  perUser: number;
  /** Streams the process holds in all; past it a new one gets 503. */
  total: number;
  /** A stream ends after this long; the client reconnects (and re-reads the truth). */
  maxLifeMs: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
};

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perUser: 5,
  // Well under the usual 1,024 descriptors, leaving room for the pool, ordinary requests and files.
  total: 500,
  maxLifeMs: 30 * 60_000,
  heartbeatMs: 25_000,
};

export type EventHub = {
  /** The stream bounds; operators keep the defaults, tests shrink them. */
  streamLimits: StreamLimits;
  publish(userId: string, event: LiveEvent): Promise<void>;
  /** Resolves once the process is listening, so nothing published after it is missed. */
  subscribe(userId: string, listener: Listener): Promise<() => void>;
  /** Subscribers right now (tests and diagnostics). */
  subscriberCount(): number;
  close(): Promise<void>;
};

type Envelope = { userId: string; event: LiveEvent };

function isEnvelope(v: unknown): v is Envelope {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.userId === 'string' && typeof e.event === 'object' && e.event !== null;
}

/** The pool behind a Drizzle handle (drizzle's type leaves $client out). */
function poolOf(db: Db): pg.Pool {
  if ('$client' in db && db.$client instanceof pg.Pool) return db.$client;
  throw new Error('The event hub needs a node-postgres pool');
}

export function createEventHub(
  db: Db,
  onError: (err: unknown) => void = () => undefined,
  streamLimits: StreamLimits = { ...DEFAULT_STREAM_LIMITS },
): EventHub {
  const pool = poolOf(db);
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  function dispatch(msg: pg.Notification) {
    if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(msg.payload);
    } catch {
      return;
    }
    if (!isEnvelope(parsed)) return;
    for (const listener of listeners.get(parsed.userId) ?? []) {
      try {
        listener(parsed.event);
      } catch (err) {
        onError(err);
      }
    }
  }

  function dropClient(err?: unknown) {
    const c = client;
    client = undefined;
    connecting = undefined;
    if (c) {
      c.removeAllListeners('notification');
      c.release(err instanceof Error ? err : true);
    }
  }

  function listen(): Promise<void> {
    connecting ??= (async () => {
      const c = await pool.connect();
      c.on('notification', dispatch);
      // A dropped connection loses notifications; reconnect while anyone listens.
      c.on('error', (err) => {
        onError(err);
        dropClient(err);
        if (!closed && listeners.size > 0) retryTimer = setTimeout(() => void listen().catch(onError), 1000);
      });
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
      client = c;
    })().catch((err: unknown) => {
      connecting = undefined;
      throw err;
    });
    return connecting;
  }

  return {
    streamLimits,

    async publish(userId, event) {
      const payload = JSON.stringify({ userId, event } satisfies Envelope);
      await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    },

    async subscribe(userId, listener) {
      if (closed) throw new Error('The event hub is closed');
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      try {
        await listen();
      } catch (err) {
        set.delete(listener);
        throw err;
      }
      return () => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
      };
    },

    subscriberCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      await connecting?.catch(() => undefined);
      if (client) {
        await client.query(`UNLISTEN ${EVENTS_CHANNEL}`).catch(() => undefined);
        dropClient();
      }
    },
  };
}
