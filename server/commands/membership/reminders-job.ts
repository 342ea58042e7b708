import { and, between, gt, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EXPIRING_NOTICE_DAYS } from '@domain/membership-lifecycle';
import type { AppContext } from '../../context';
import { profiles } from '../../db/schema';
import { defineJob } from '../../jobs/define';
import { MEMBERSHIP_MAIL_JOB } from './mail-job';

const DAY = 86_400_000;
/** A lapse older than this is old news: no "expired" e-mail for it. */
const LAPSED_LOOKBACK_DAYS = 30;

/** No subscription of the member renews by itself (none running without a cancellation). */
const noRenewingSubscription = sql`not exists (
  select 1 from subscriptions s
  left join subscription_billing b on b.subscription_id = s.id
  where s.user_id = ${profiles.id}
    and s.status in ('active', 'trialing')
    and coalesce(b.cancel_at_period_end, false) = false)`;

/**
 * The daily membership sweep: a member whose membership ends within a week
 * and will not renew is told it is expiring; one whose end date has just
 * passed with nothing renewing it is told it has expired. Each e-mail goes
 * once per end date (membership_notices).
 */
export async function queueMembershipReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const expiring = await ctx.db
    .select({ id: profiles.id, expiry: profiles.membershipExpiryDate })
    .from(profiles)
    .where(
      and(
        inArray(profiles.membershipStatus, ['Current', 'trialing']),
        between(
          profiles.membershipExpiryDate,
          new Date(now.getTime() + 1),
          new Date(now.getTime() + EXPIRING_NOTICE_DAYS * DAY),
        ),
        noRenewingSubscription,
      ),
    );
  const lapsed = await ctx.db
    .select({ id: profiles.id, expiry: profiles.membershipExpiryDate })
    .from(profiles)
    .where(
      and(
        inArray(profiles.membershipStatus, ['Current', 'trialing']),
        lte(profiles.membershipExpiryDate, now),
        gt(profiles.membershipExpiryDate, new Date(now.getTime() - LAPSED_LOOKBACK_DAYS * DAY)),
        noRenewingSubscription,
      ),
    );
  let queued = 0;
  for (const p of expiring) {
    if (!p.expiry) continue;
    await ctx.jobs.send(MEMBERSHIP_MAIL_JOB, { kind: 'expiring', userId: p.id, expiry: p.expiry.toISOString() });
    queued += 1;
  }
  for (const p of lapsed) {
    if (!p.expiry) continue;
    await ctx.jobs.send(MEMBERSHIP_MAIL_JOB, {
      kind: 'expired',
      userId: p.id,
      reason: 'lapsed',
      expiry: p.expiry.toISOString(),
    });
    queued += 1;
  }
  return queued;
}

export const membershipRemindersJob = defineJob({
  name: 'membership-reminders',
  data: z.object({}),
  schedule: '0 8 * * *',
  handler: async (_data, ctx) => {
    await queueMembershipReminders(ctx);
  },
});
