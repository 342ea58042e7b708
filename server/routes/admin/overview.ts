import { count, desc, eq } from 'drizzle-orm';
import { membershipState, type MembershipState } from '@domain/membership';
import { isRole, type Role } from '@domain/roles';
import type { Db } from '../../db';
import { feedback, profiles, users } from '../../db/schema';
import { parseSubscriptions, subscriptionsJson } from '../../lib/viewer';
import { presentFeedback } from '../../presenters/feedback';
import type { Overview } from './schema';

const RECENT = 10;

/** The admin home's numbers: users by role and membership, the latest sign-ups and feedback. */
export async function loadOverview(db: Db, now = new Date()): Promise<Overview> {
  const [roleRows, memberRows, signUps, recentFeedback] = await Promise.all([
    db.select({ role: profiles.role, n: count() }).from(profiles).groupBy(profiles.role),
    db
      .select({
        role: profiles.role,
        status: profiles.membershipStatus,
        expiry: profiles.membershipExpiryDate,
        subscriptions: subscriptionsJson('profiles'),
      })
      .from(profiles),
    db
      .select({
        user: users,
        profile: {
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          role: profiles.role,
        },
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .orderBy(desc(users.createdAt))
      .limit(RECENT),
    db
      .select({
        row: feedback,
        submitter: {
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: profiles.email,
        },
      })
      .from(feedback)
      .leftJoin(profiles, eq(profiles.id, feedback.userId))
      .orderBy(desc(feedback.createdAt))
      .limit(RECENT),
  ]);

  const usersByRole: Record<Role, number> = {
    admin: 0,
    agent: 0,
    onboarding: 0,
    quoteagent: 0,
    manager: 0,
    lead: 0,
    explorer: 0,
    customer: 0,
  };
  for (const r of roleRows) if (isRole(r.role)) usersByRole[r.role] = r.n;

  const membership: Record<MembershipState, number> = {
    active: 0,
    trial: 0,
    expired: 0,
    cancelled: 0,
    terminating: 0,
    none: 0,
  };
  for (const m of memberRows) {
    const state = membershipState(
      {
        role: isRole(m.role) ? m.role : null,
        membershipStatus: m.status,
        membershipExpiryDate: m.expiry,
        subscriptions: parseSubscriptions(m.subscriptions),
      },
      now,
    );
    membership[state] += 1;
  }

  return {
    usersByRole,
    membership,
    totalUsers: memberRows.length,
    recentSignUps: signUps.map(({ user, profile }) => ({
      id: user.id,
      email: user.email,
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      role: profile && isRole(profile.role) ? profile.role : 'lead',
      createdAt: user.createdAt.toISOString(),
      emailConfirmed: user.emailConfirmedAt !== null,
    })),
    recentFeedback: recentFeedback.map(({ row, submitter }) => {
      const f = presentFeedback(row, submitter);
      return {
        id: f.id,
        title: f.title,
        type: f.type,
        priority: f.priority,
        category: f.category,
        createdAt: f.createdAt,
        submitterName: f.submitterName,
        submitterEmail: f.submitterEmail,
        trackerUrl: f.trackerUrl,
      };
    }),
  };
}
