import { Check, Mail, Pencil, Phone, RotateCcw, Trash2 } from 'lucide-react';
import { formatLongDate } from '@domain/formats';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/cn';
import { PriorityBadge, SourceBadge, TaskMeta } from './task-parts';
import type { TaskDto } from './types';

/** One task in the list view: what to do, when, for whom, and its actions. */
export function TaskCard({
  task,
  busy,
  showAssignee,
  onComplete,
  onReopen,
  onEdit,
  onDelete,
}: {
  task: TaskDto;
  busy: boolean;
  showAssignee: boolean;
  onComplete: () => void;
  onReopen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const done = task.status === 'done';
  return (
    <li>
      <Card
        className={cn(
          'flex flex-col gap-3 border-l-4 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5',
          task.overdue ? 'border-l-danger' : task.status === 'in_progress' ? 'border-l-brand' : 'border-l-transparent',
          done && 'bg-slate-50',
        )}
        data-testid="task-card"
        data-overdue={task.overdue || undefined}
      >
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className={cn('font-semibold break-words text-ink', done && 'text-muted line-through')}>
              {task.title}
            </h2>
            {task.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
            {task.status === 'in_progress' ? <Badge>In progress</Badge> : null}
            {done ? <Badge variant="secondary">Done</Badge> : null}
            <PriorityBadge task={task} />
            <SourceBadge task={task} />
          </div>
          {task.description ? <p className="text-sm whitespace-pre-line text-slate-700">{task.description}</p> : null}
          <TaskMeta task={task} showAssignee={showAssignee} />
          {task.contact ? (
            <div
              className="flex flex-wrap gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm"
              aria-label="Contact"
            >
              <span className="font-medium text-ink">{task.contact.name}</span>
              <a
                href={`mailto:${task.contact.email}`}
                className="inline-flex items-center gap-1 text-brand hover:underline"
              >
                <Mail aria-hidden className="size-4" /> {task.contact.email}
              </a>
              {task.contact.phone ? (
                <a
                  href={`tel:${task.contact.phone.replace(/\s+/g, '')}`}
                  className="inline-flex items-center gap-1 text-brand hover:underline"
                >
                  <Phone aria-hidden className="size-4" /> {task.contact.phone}
                </a>
              ) : null}
            </div>
          ) : null}
          <p className="text-xs text-muted">
            Added {formatLongDate(task.created_at)}
            {task.completed_at ? ` · done ${formatLongDate(task.completed_at)}` : ''}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant={done ? 'outline' : 'secondary'}
            size="sm"
            onClick={done ? onReopen : onComplete}
            disabled={busy}
            aria-label={`${done ? 'Reopen' : 'Mark done'}: ${task.title}`}
          >
            {done ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
            {done ? 'Reopen' : 'Mark done'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit task: ${task.title}`}>
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete task: ${task.title}`}
            className="text-danger hover:bg-red-50"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </Card>
    </li>
  );
}
