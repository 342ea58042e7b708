import { and, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { formatLongDate } from '@domain/formats';
import { londonToday } from '@domain/live/dates';
import { addDays, BALANCE_DUE_SOON_DAYS } from '@domain/tasks/due';
import type { Executor } from '../../db';
import { quotes, tasks } from '../../db/schema';
import { findPassportsExpiringBeforeTravel } from '../passengers/find-expiring-passports';
import { closeAutoTasksExcept } from './close-auto-task';
import { ensureAutoTask, type EnsureOutcome } from './ensure-auto-task';

/** The cause key prefixes of the automatic tasks this sweep owns. */
export const CAUSE = {
  balanceDue: 'balance_due:quote:',
  passportExpiry: 'passport_expiry:passenger:',
} as const;

export type SweepResult = { created: number; reopened: number; updated: number; closed: number };

const balanceDueDate = sql<string>`case when ${quotes.data}->>'balance_due_date' ~ '^\\d{4}-\\d{2}-\\d{2}$' then (${quotes.data}->>'balance_due_date')::date end`;

/**
 * The daily sweep of automatic tasks (the `tasks-auto-sweep` job):
 * - balance due soon: an accepted quote whose balance falls due within
 *   BALANCE_DUE_SOON_DAYS (or already has) and whose trip is still to come;
 * - passport expiring: a passenger whose passport expires within six months
 *   of a coming trip's return (server/commands/passengers);
 * each made once per cause and closed when the cause is gone (the quote is
 * no longer accepted, its balance date moved out, the passport was renewed).
 * Follow-ups of accepted quotes (made when the customer accepts) are closed
 * once the quote is no longer accepted. `userId` sweeps one agent's only.
 */
export async function sweepAutoTasks(db: Executor, opts: { now?: Date; userId?: string } = {}): Promise<SweepResult> {
  const now = opts.now ?? new Date();
  const today = londonToday(now);
  const result: SweepResult = { created: 0, reopened: 0, updated: 0, closed: 0 };
  const count = (outcome: EnsureOutcome) => {
    if (outcome !== 'left') result[outcome] += 1;
  };

  // Balance due soon.
  const due = await db
    .select({ id: quotes.id, agentId: quotes.agentId, title: quotes.title, balanceDue: balanceDueDate })
    .from(quotes)
    .where(
      and(
        eq(quotes.quoteStatus, 'accepted'),
        sql`${balanceDueDate} <= ${addDays(today, BALANCE_DUE_SOON_DAYS)}::date`,
        or(isNull(quotes.departureDate), sql`${quotes.departureDate} >= ${today}::date`),
        opts.userId ? eq(quotes.agentId, opts.userId) : undefined,
      ),
    );
  for (const q of due) {
    count(
      await ensureAutoTask(
        db,
        {
          causeKey: `${CAUSE.balanceDue}${q.id}`,
          userId: q.agentId,
          source: 'balance_due',
          title: `Balance due: ${q.title}`,
          description: `The balance for this quote is due on ${formatLongDate(q.balanceDue)}. Remind the customer and take the payment.`,
          dueDate: q.balanceDue,
          priority: 'high',
          quoteId: q.id,
        },
        now,
      ),
    );
  }
  result.closed += await closeAutoTasksExcept(
    db,
    { prefix: CAUSE.balanceDue, current: due.map((q) => `${CAUSE.balanceDue}${q.id}`), userId: opts.userId },
    now,
  );

  // Passport expiring before (or soon after) a trip.
  const expiring = await findPassportsExpiringBeforeTravel(db, { userId: opts.userId, today });
  for (const p of expiring) {
    const name = `${p.firstName} ${p.lastName}`;
    count(
      await ensureAutoTask(
        db,
        {
          causeKey: `${CAUSE.passportExpiry}${p.passengerId}`,
          userId: p.userId,
          source: 'passport_expiry',
          title: `Passport expiring: ${name}`,
          description: `${name}'s passport expires on ${formatLongDate(p.passportExpiryDate)}, within six months of the return from ${p.quoteTitle} on ${formatLongDate(p.returnDate)}. Ask them to renew it and update their record.`,
          dueDate: p.departureDate ?? p.returnDate,
          priority: 'high',
          passengerId: p.passengerId,
        },
        now,
      ),
    );
  }
  result.closed += await closeAutoTasksExcept(
    db,
    {
      prefix: CAUSE.passportExpiry,
      current: expiring.map((p) => `${CAUSE.passportExpiry}${p.passengerId}`),
      userId: opts.userId,
    },
    now,
  );

  // Accepted-quote follow-ups whose quote is no longer accepted (declined, expired, booked, deleted).
  const stillAccepted = db.select({ id: quotes.id }).from(quotes).where(eq(quotes.quoteStatus, 'accepted'));
  const closedFollowUps = await db
    .update(tasks)
    .set({ status: 'done', autoClosedAt: now, completedAt: now, updatedAt: now })
    .where(
      and(
        eq(tasks.source, 'quote_accept'),
        ne(tasks.status, 'done'),
        or(isNull(tasks.quoteId), notInArray(tasks.quoteId, stillAccepted)),
        opts.userId ? eq(tasks.userId, opts.userId) : undefined,
      ),
    )
    .returning({ id: tasks.id });
  result.closed += closedFollowUps.length;
  return result;
}
