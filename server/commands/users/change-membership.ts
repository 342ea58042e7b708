import { eq } from 'drizzle-orm';
import { londonNow } from '@domain/live/dates';
import type { MembershipStatus } from '@domain/membership';
import type { Db } from '../../db';
import { profiles } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AdminChange } from './change-role';

/** The last moment of a London calendar day ('YYYY-MM-DD'), British Summer Time included. */
export function endOfLondonDay(date: string): Date {
  const noon = new Date(`${date}T12:00:00Z`);
  const offsetHours = Number(londonNow(noon).slice(11, 13)) - 12;
  return new Date(Date.parse(`${date}T23:59:59.999Z`) - offsetHours * 3600 * 1000);
}

/**
 * Sets a member's membership status and expiry by hand (a goodwill extension,
 * a cancellation agreed on the phone) and audits it with the reason. The
 * guards read the profile on every request, so it applies at once.
 */
export async function changeMembership(
  db: Db,
  target: { id: string; membershipStatus: string | null; membershipExpiryDate: Date | null },
  to: { status: MembershipStatus | null; expiryDate: string | null },
  change: AdminChange,
) {
  const expiry = to.expiryDate ? endOfLondonDay(to.expiryDate) : null;
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ membershipStatus: to.status, membershipExpiryDate: expiry, updatedAt: new Date() })
      .where(eq(profiles.id, target.id));
    const describe = (status: string | null, at: Date | null) =>
      `${status ?? 'None'}${at ? ` until ${at.toISOString().slice(0, 10)}` : ''}`;
    await audit(tx, 'membership_change', {
      userId: target.id,
      ip: change.ip,
      detail: {
        from: describe(target.membershipStatus, target.membershipExpiryDate),
        to: describe(to.status, expiry),
        by: change.by,
        reason: change.reason,
      },
    });
  });
}
