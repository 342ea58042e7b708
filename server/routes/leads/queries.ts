import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays } from '@domain/tasks/due';
import { londonToday } from '@domain/live/dates';
import type { LeadListQuery, LeadSort } from '@domain/leads/schema';
import type { LeadStaffDto } from '@domain/leads/responses';
import { STAFF_ROLES } from '@domain/leads/constants';
import type { Executor } from '../../db';
import { leadEvents, leads, profiles } from '../../db/schema';
import { searchColumns } from '../../lib/list';
import { staffName } from '../../presenters/leads';

/*
 * The leads read model the routes share: a lead with its owner's name, the
 * list's filters and orders, and a lead's timeline with who did each thing.
 */

const owner = alias(profiles, 'owner');
const actor = alias(profiles, 'actor');

type StaffColumns = { id: string; firstName: string | null; lastName: string | null; email: string } | null;

export const toStaff = (p: StaffColumns): LeadStaffDto | null => (p ? { id: p.id, name: staffName(p) } : null);

export function leadsWithOwner(db: Executor) {
  return db
    .select({
      lead: leads,
      owner: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
    })
    .from(leads)
    .leftJoin(owner, eq(owner.id, leads.ownerId));
}

export async function findLead(db: Executor, id: string | null) {
  if (!id) return undefined;
  const [row] = await leadsWithOwner(db).where(eq(leads.id, id));
  return row;
}

/** The list's filters as one condition (the CSV export reads the same rows). */
export function leadFilters(q: LeadListQuery, viewerId: string, now = new Date()): SQL | undefined {
  const today = londonToday(now);
  const statusCond =
    q.status === 'all'
      ? undefined
      : q.status === 'open'
        ? inArray(leads.status, ['new', 'contacted'])
        : eq(leads.status, q.status);
  const ownerCond =
    q.owner === 'any'
      ? undefined
      : q.owner === 'mine'
        ? eq(leads.ownerId, viewerId)
        : q.owner === 'none'
          ? isNull(leads.ownerId)
          : eq(leads.ownerId, q.owner);
  const dueCond =
    q.due === 'due'
      ? lte(leads.nextActionDate, today)
      : q.due === 'week'
        ? and(gte(leads.nextActionDate, today), lte(leads.nextActionDate, addDays(today, 7)))
        : q.due === 'none'
          ? isNull(leads.nextActionDate)
          : undefined;
  return and(
    statusCond,
    q.source === 'any' ? undefined : eq(leads.source, q.source),
    ownerCond,
    dueCond,
    searchColumns(q.q, [leads.email, leads.name, leads.phone, leads.planInterest]),
  );
}

export function leadOrder(sort: LeadSort): SQL[] {
  switch (sort) {
    case 'created_asc':
      return [asc(leads.createdAt), asc(leads.id)];
    case 'updated_desc':
      return [desc(leads.updatedAt), desc(leads.id)];
    case 'next_action_asc':
      return [sql`${leads.nextActionDate} asc nulls last`, desc(leads.createdAt), desc(leads.id)];
    case 'name_asc':
      return [sql`lower(coalesce(${leads.name}, ${leads.email})) asc`, asc(leads.id)];
    case 'created_desc':
      return [desc(leads.createdAt), desc(leads.id)];
  }
}

/** A lead's timeline, oldest first, with who did each staff action. */
export function leadTimeline(db: Executor, leadId: string) {
  return db
    .select({
      event: leadEvents,
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
    })
    .from(leadEvents)
    .leftJoin(actor, eq(actor.id, leadEvents.actorId))
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
}

/** The staff a lead can be given to: admins and managers, by name. */
export function staffMembers(db: Executor) {
  return db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.role, [...STAFF_ROLES]))
    .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(profiles.id));
}
