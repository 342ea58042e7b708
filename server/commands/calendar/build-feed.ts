import ical from 'ical-generator';
import { and, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { addDays, londonToday } from '@domain/live/dates';
import type { Executor } from '../../db';
import { quotes, tasks } from '../../db/schema';
import { londonToInstant } from './london-time';

/** How far back and ahead the feed reaches: recent history for context, two years of plans. */
const PAST_DAYS = 60;
const FUTURE_DAYS = 730;

const balanceDue = sql<
  string | null
>`case when ${quotes.data}->>'balance_due_date' ~ '^\\d{4}-\\d{2}-\\d{2}$' then ${quotes.data}->>'balance_due_date' end`;

function dateOnly(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/**
 * The agent's private calendar (iCalendar): open tasks on their due date (at
 * their time when they have one), departures and balance due dates of the
 * quotes the customer accepted. Titles only: no passenger details leave here.
 */
export async function buildCalendarFeed(
  db: Executor,
  userId: string,
  opts: { brandName: string; publicUrl: string; now?: Date },
): Promise<string> {
  const today = londonToday(opts.now);
  const from = addDays(today, -PAST_DAYS);
  const to = addDays(today, FUTURE_DAYS);

  const taskRows = await db
    .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, dueTime: tasks.dueTime, status: tasks.status })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        ne(tasks.status, 'done'),
        isNotNull(tasks.dueDate),
        gte(tasks.dueDate, from),
        lte(tasks.dueDate, to),
      ),
    )
    .limit(2000);

  const quoteRows = await db
    .select({ id: quotes.id, title: quotes.title, slug: quotes.slug, departure: quotes.departureDate, balanceDue })
    .from(quotes)
    .where(and(eq(quotes.agentId, userId), inArray(quotes.quoteStatus, ['accepted', 'booked'])))
    .limit(2000);

  const cal = ical({
    name: `${opts.brandName}: my work`,
    prodId: { company: opts.brandName, product: 'Agent calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  const host = new URL(opts.publicUrl).host;

  for (const t of taskRows) {
    if (!t.dueDate) continue;
    const summary = `Task: ${t.title}`;
    const url = `${opts.publicUrl}/dashboard/tasks`;
    if (t.dueTime) {
      const start = londonToInstant(t.dueDate, t.dueTime);
      cal.createEvent({
        id: `task-${t.id}@${host}`,
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        summary,
        url,
      });
    } else {
      cal.createEvent({ id: `task-${t.id}@${host}`, start: dateOnly(t.dueDate), allDay: true, summary, url });
    }
  }
  for (const q of quoteRows) {
    const url = `${opts.publicUrl}/dashboard/quotes/${q.slug}`;
    if (q.departure && q.departure >= from && q.departure <= to) {
      cal.createEvent({
        id: `departure-${q.id}@${host}`,
        start: dateOnly(q.departure),
        allDay: true,
        summary: `Departure: ${q.title}`,
        url,
      });
    }
    if (q.balanceDue && q.balanceDue >= from && q.balanceDue <= to) {
      cal.createEvent({
        id: `balance-${q.id}@${host}`,
        start: dateOnly(q.balanceDue),
        allDay: true,
        summary: `Balance due: ${q.title}`,
        url,
      });
    }
  }
  return cal.toString();
}
