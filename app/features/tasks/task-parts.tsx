import { AlertTriangle, CalendarClock, FileText, Plane, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { isSpaRoute } from '@domain/spa-routes';
import { TASK_PRIORITY_LABEL, TASK_SOURCE_LABEL } from '@domain/tasks/schema';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/cn';
import type { TaskDto } from './types';

/** "Due 4 March 2027 at 14:30", or null without a date. */
export function dueText(task: Pick<TaskDto, 'due_date' | 'due_time'>): string | null {
  if (!task.due_date) return null;
  return `Due ${formatLongDate(task.due_date)}${task.due_time ? ` at ${task.due_time}` : ''}`;
}

export function PriorityBadge({ task }: { task: TaskDto }) {
  if (task.priority === 'normal') return null;
  return (
    <Badge variant={task.priority === 'high' ? 'warning' : 'secondary'}>
      {TASK_PRIORITY_LABEL[task.priority]} priority
    </Badge>
  );
}

export function SourceBadge({ task }: { task: TaskDto }) {
  if (task.source === 'manual') return null;
  return (
    <Badge
      variant={task.source === 'quote_accept' ? 'success' : task.source === 'quote_enquiry' ? 'default' : 'outline'}
    >
      {TASK_SOURCE_LABEL[task.source]}
    </Badge>
  );
}

/** The due date (red with "Overdue" when past it), the linked record and, for staff, whose task it is. */
export function TaskMeta({
  task,
  showAssignee,
  className,
}: {
  task: TaskDto;
  showAssignee: boolean;
  className?: string;
}) {
  const due = dueText(task);
  const passengerPath = task.passenger_id ? `/dashboard/passengers/${task.passenger_id}` : null;
  return (
    <div className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted', className)}>
      {due ? (
        <span className={cn('inline-flex items-center gap-1', task.overdue && 'font-medium text-danger')}>
          {task.overdue ? (
            <AlertTriangle aria-hidden className="size-4" />
          ) : (
            <CalendarClock aria-hidden className="size-4" />
          )}
          {due}
        </span>
      ) : null}
      {task.quote_slug && task.quote_title ? (
        <Link
          to={`/dashboard/quotes/${task.quote_slug}`}
          className="inline-flex items-center gap-1 text-brand hover:underline"
        >
          <FileText aria-hidden className="size-4" /> {task.quote_title}
        </Link>
      ) : null}
      {task.passenger_id && task.passenger_name ? (
        passengerPath && isSpaRoute(passengerPath) ? (
          <Link to={passengerPath} className="inline-flex items-center gap-1 text-brand hover:underline">
            <UserRound aria-hidden className="size-4" /> {task.passenger_name}
          </Link>
        ) : (
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden className="size-4" /> {task.passenger_name}
          </span>
        )
      ) : null}
      {task.booking_id ? (
        <span className="inline-flex items-center gap-1">
          <Plane aria-hidden className="size-4" /> Booking
        </span>
      ) : null}
      {showAssignee ? <span>For {task.assignee.name}</span> : null}
    </div>
  );
}
