import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { findPlan } from '@domain/plans';
import type { AppContext } from '../../context';
import { joinApplications, profiles, users } from '../../db/schema';
import { welcomeMail } from '../../integrations/mail/templates-join';
import { defineJob } from '../../jobs/define';
import { recordLead } from '../leads/record-lead';

/** Applications older than this are not looked at by the sweep (their members were welcomed long ago). */
const LOOKBACK_DAYS = 60;
const ACTIVE = ['Current', 'trialing'];

/**
 * Sends the welcome e-mail to members whose membership has started since
 * they finished the wizard (the payment webhook starts it), and marks their
 * lead paid and converted, once each: the
 * application is marked in the same transaction the e-mail is sent in, so a
 * failed send is retried and a sent one never repeats. Returns how many went.
 */
export async function sendWelcomes(ctx: AppContext, opts: { userId?: string } = {}, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  const due = await ctx.db
    .selectDistinctOn([joinApplications.userId], {
      id: joinApplications.id,
      userId: joinApplications.userId,
      planId: joinApplications.planId,
      email: users.email,
      firstName: profiles.firstName,
    })
    .from(joinApplications)
    .innerJoin(users, eq(users.id, joinApplications.userId))
    .innerJoin(profiles, eq(profiles.id, joinApplications.userId))
    .where(
      and(
        isNull(joinApplications.welcomeSentAt),
        gt(joinApplications.createdAt, since),
        inArray(profiles.membershipStatus, ACTIVE),
        opts.userId ? eq(joinApplications.userId, opts.userId) : undefined,
      ),
    )
    .orderBy(joinApplications.userId, desc(joinApplications.updatedAt));
  let sent = 0;
  for (const row of due) {
    if (!row.userId) continue;
    const userId = row.userId;
    await ctx.db.transaction(async (tx) => {
      // Every application of the member is marked: one welcome per member, however many times they started.
      const marked = await tx
        .update(joinApplications)
        .set({ welcomeSentAt: now })
        .where(and(eq(joinApplications.userId, userId), isNull(joinApplications.welcomeSentAt)))
        .returning({ id: joinApplications.id });
      if (marked.length === 0) return;
      // Payment completed: the lead's last wizard step, and it is converted to this account.
      await recordLead(tx, {
        email: row.email,
        source: 'wizard',
        planInterest: row.planId,
        step: 'paid',
        convertedUserId: userId,
      });
      await ctx.mailer.send(
        welcomeMail({
          to: row.email,
          brandName: ctx.brand.name,
          firstName: row.firstName,
          planName: findPlan(row.planId)?.name ?? 'membership',
          dashboardLink: `${ctx.publicUrl}/dashboard`,
          setupLink: `${ctx.publicUrl}/setup-account`,
          agreementLink: `${ctx.publicUrl}/contract`,
        }),
      );
      sent++;
    });
  }
  return sent;
}

/** Every five minutes: new members get their welcome soon after the payment webhook starts their membership. */
export const joinWelcomeJob = defineJob({
  name: 'join-welcome',
  data: z.object({ userId: z.uuid().optional() }),
  schedule: '*/5 * * * *',
  handler: async (data, ctx) => {
    await sendWelcomes(ctx, { userId: data.userId });
  },
});
