import { and, eq, inArray } from 'drizzle-orm';
import { londonToday } from '@domain/live/dates';
import { addDays } from '@domain/tasks/due';
import type { TaskPriority, TaskStatus } from '@domain/tasks/schema';
import { sweepAutoTasks } from '../commands/tasks/sweep-auto-tasks';
import type { Executor } from './index';
import { quotes, tasks, users } from './schema';

type DemoTask = {
  title: string;
  description?: string;
  /** Days from today (negative: overdue). */
  due?: number;
  time?: string;
  priority?: TaskPriority;
  status?: TaskStatus;
  quoteSlug?: string;
  fromManager?: boolean;
};

const DEMO_TASKS: readonly DemoTask[] = [
  {
    title: 'Call Mrs Patel back about travel insurance',
    description: 'She asked whether winter sports cover is included for the February trip.',
    due: -1,
    priority: 'high',
  },
  { title: 'Confirm airport parking for the Johnsons', due: 0, time: '15:30', status: 'in_progress' },
  {
    title: 'Chase the deposit for Santorini',
    description: 'Send the payment link again if nothing has come in by lunchtime.',
    due: 3,
    quoteSlug: 'santorini-sunset-escape',
  },
  { title: 'Update the supplier contact sheet', due: 10, priority: 'low' },
  { title: 'Book transfers for the Alps trip', due: -2, status: 'done' },
  {
    title: "Review this month's commission report",
    description: 'Check the figures for the Maldives booking before Friday.',
    due: 5,
    fromManager: true,
  },
];

/**
 * Demo tasks for agent@demo.test beside the quote follow-up seedQuotes makes:
 * one overdue, one due today in progress, one linked to a quote, one low
 * priority, one done and one a manager gave them; then the automatic tasks'
 * sweep for them. Does nothing when the agent is missing or has manual tasks.
 */
export async function seedTasks(tx: Executor): Promise<boolean> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['agent@demo.test', 'manager@demo.test']));
  const agent = people.find((p) => p.email === 'agent@demo.test');
  const manager = people.find((p) => p.email === 'manager@demo.test');
  if (!agent) return false;
  const [existing] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.userId, agent.id), eq(tasks.source, 'manual')))
    .limit(1);
  if (existing) return false;

  const today = londonToday();
  const slugs = DEMO_TASKS.flatMap((t) => (t.quoteSlug ? [t.quoteSlug] : []));
  const linked = slugs.length
    ? await tx
        .select({ id: quotes.id, slug: quotes.slug })
        .from(quotes)
        .where(and(eq(quotes.agentId, agent.id), inArray(quotes.slug, slugs)))
    : [];
  const now = new Date();
  await tx.insert(tasks).values(
    DEMO_TASKS.map((t) => ({
      userId: agent.id,
      createdBy: t.fromManager && manager ? manager.id : agent.id,
      title: t.title,
      description: t.description ?? null,
      dueDate: t.due === undefined ? null : addDays(today, t.due),
      dueTime: t.time ?? null,
      priority: t.priority ?? 'normal',
      status: t.status ?? 'open',
      completedAt: t.status === 'done' ? now : null,
      quoteId: linked.find((q) => q.slug === t.quoteSlug)?.id ?? null,
      source: 'manual',
    })),
  );
  await sweepAutoTasks(tx, { userId: agent.id });
  return true;
}
