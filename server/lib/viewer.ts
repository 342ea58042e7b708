import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { profiles, sessions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type SubscriptionRow = {
  status: string;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
};

/** The signed-in caller of a request: their live session, account, profile and subscriptions. */
export type Viewer = {
  sessionId: string;
  user: UserRow;
  profile: ProfileRow | null;
  subscriptions: SubscriptionRow[];
};

type SubscriptionJson = {
  status: string;
  trial_ends_at: string | null;
  current_period_end: string | null;
};

const toDate = (v: string | null) => (v === null ? null : new Date(v));

/**
 * A user's subscriptions as one JSON column, so the viewer loads in a single
 * round trip. The outer table is named explicitly: in a single-table select
 * Drizzle leaves columns unqualified, and a bare "id" would bind to the subquery.
 */
export const subscriptionsJson = (outer: 'users' | 'profiles') => sql<SubscriptionJson[]>`coalesce((
  select json_agg(json_build_object('status', s.status, 'trial_ends_at', s.trial_ends_at, 'current_period_end', s.current_period_end) order by s.created_at)
  from subscriptions s where s.user_id = ${sql.identifier(outer)}."id"), '[]'::json)`;

export function parseSubscriptions(rows: SubscriptionJson[]): SubscriptionRow[] {
  return rows.map((r) => ({
    status: r.status,
    trialEndsAt: toDate(r.trial_ends_at),
    currentPeriodEnd: toDate(r.current_period_end),
  }));
}

function viewerQuery(db: Executor) {
  return db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt },
      user: users,
      profile: profiles,
      subscriptions: subscriptionsJson('users'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))));
}

type ViewerRow = Awaited<ReturnType<ReturnType<typeof viewerQuery>['execute']>>[number];

function toViewer(row: ViewerRow | undefined, now: Date): Viewer | null {
  if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= now.getTime()) return null;
  return {
    sessionId: row.session.id,
    user: row.user,
    profile: row.profile,
    subscriptions: parseSubscriptions(row.subscriptions),
  };
}

/**
 * Loads the viewer for a session id taken from an access token. Null when the
 * session is unknown, revoked or past its absolute end: sign-out and
 * revocation take effect on the very next request.
 */
export async function loadViewer(
  db: Executor,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<Viewer | null> {
  const [row] = await viewerQuery(db).execute({ userId, sessionId });
  return toViewer(row, now);
}

/**
 * The same lookup as a named prepared statement, for the auth hook that runs
 * on every signed-in request: Drizzle builds the SQL once and PostgreSQL
 * plans it once per connection.
 */
export function prepareViewerLoader(db: Executor) {
  const prepared = viewerQuery(db).prepare('load_viewer');
  return async (userId: string, sessionId: string, now = new Date()): Promise<Viewer | null> => {
    const [row] = await prepared.execute({ userId, sessionId });
    return toViewer(row, now);
  };
}

/** Loads a profile with its subscriptions (for presenting someone other than the viewer). */
export async function loadProfile(
  db: Executor,
  id: string,
): Promise<{ profile: ProfileRow; subscriptions: SubscriptionRow[] } | null> {
  const [row] = await db
    .select({ profile: profiles, subscriptions: subscriptionsJson('profiles') })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ? { profile: row.profile, subscriptions: parseSubscriptions(row.subscriptions) } : null;
}

/** An account with its profile and subscriptions, for answers that carry both (sign-in, refresh). */
export async function loadAccount(db: Executor, userId: string): Promise<Omit<Viewer, 'sessionId'> | null> {
  const [row] = await db
    .select({ user: users, profile: profiles, subscriptions: subscriptionsJson('users') })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ? { user: row.user, profile: row.profile, subscriptions: parseSubscriptions(row.subscriptions) } : null;
}
