import { londonNow } from '../live/dates';

/*
 * When a task is due, on the London wall clock (the agency's day), for the
 * server's filters and the SPA's highlighting alike.
 */

type Due = { status: string; due_date: string | null; due_time: string | null };

/** Past its due date (or, due today with a time, past that time) and not done. */
export function isOverdue(task: Due, now: Date = new Date()): boolean {
  if (task.status === 'done' || !task.due_date) return false;
  const [today, clock] = londonNow(now).split('T') as [string, string];
  if (task.due_date < today) return true;
  return task.due_date === today && task.due_time !== null && task.due_time.slice(0, 5) < clock;
}

/** Due on today's London date. */
export function isDueToday(task: Pick<Due, 'due_date'>, now: Date = new Date()): boolean {
  return task.due_date === londonNow(now).slice(0, 10);
}

/** 'YYYY-MM-DD' `days` after `date` (a calendar date, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How many days before a balance is due its automatic task appears. */
export const BALANCE_DUE_SOON_DAYS = 14;
