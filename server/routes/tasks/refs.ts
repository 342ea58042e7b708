import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@domain/permissions';
import type { TaskUpdateInput } from '@domain/tasks/schema';
import type { Executor } from '../../db';
import { passengers, profiles, quotes } from '../../db/schema';
import { validation } from '../../errors';
import type { Viewer } from '../../lib/viewer';
import { authorizeNew, quotePolicy } from '../../policies';
import { ownsOrHoldsAll } from '../../policies/helpers';

/** Roles whose holders have a task list, and so may be given a task. */
export const ASSIGNABLE_ROLES: readonly string[] = PERMISSIONS['tasks.read'].roles;

/**
 * Checks what a create or change points at before it is written: the
 * assignee (only managers and admins name someone else: 403; someone without
 * a task list: 400), and a linked quote or passenger the caller may see
 * (else 400 on that field, the same for a missing and another agent's row).
 * A booking id is kept as sent: bookings come with the bookings issue.
 */
export async function checkTaskRefs(
  db: Executor,
  viewer: Viewer,
  body: Pick<TaskUpdateInput, 'assignee_id' | 'quote_id' | 'passenger_id'>,
): Promise<void> {
  if (body.assignee_id !== undefined && body.assignee_id !== viewer.user.id) {
    authorizeNew(viewer, 'task.assign', { assigneeId: body.assignee_id });
    const [who] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, body.assignee_id));
    if (!who || !ASSIGNABLE_ROLES.includes(who.role)) {
      throw validation({ assignee_id: 'Choose an agent to give the task to' });
    }
  }
  if (body.quote_id) {
    const [quote] = await db
      .select({ agentId: quotes.agentId, kind: quotes.kind })
      .from(quotes)
      .where(eq(quotes.id, body.quote_id));
    if (!quote || !quotePolicy.read(viewer, quote)) throw validation({ quote_id: 'Quote not found' });
  }
  if (body.passenger_id) {
    const [passenger] = await db
      .select({ userId: passengers.userId })
      .from(passengers)
      .where(eq(passengers.id, body.passenger_id));
    if (!passenger || !ownsOrHoldsAll(viewer, passenger.userId, 'tasks.read.all')) {
      throw validation({ passenger_id: 'Passenger not found' });
    }
  }
}
