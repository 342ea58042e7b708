import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Check, CheckSquare, FileText, Mail, Phone, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { useListState } from '~/components/list/use-list-state';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { cn } from '~/lib/cn';
import { AddTaskDialog } from './add-task-dialog';
import { deleteTask, listTasks, taskKeys, updateTask, type TaskListParams } from './api';
import { FILTERS, SOURCE_LABEL, TASK_LIST, type TaskDto, type TaskStatus } from './types';

/** /dashboard/tasks: what the agent has to do, from accepted quotes, enquiries and their own notes. */
export default function TasksPage() {
  const list = useListState(TASK_LIST);
  const params: TaskListParams = list.query;
  const filter = params.status;
  const [deleting, setDeleting] = useState<TaskDto | null>(null);
  const client = useQueryClient();

  const query = useQuery({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => listTasks(params, signal),
    placeholderData: keepPreviousData,
  });

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) => updateTask(id, { status }),
    onSuccess: (task) => {
      toast({ title: task.status === 'done' ? 'Task done' : 'Task reopened', description: task.title });
      return client.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: (e) => toast({ title: 'Could not update the task', description: e.message, variant: 'destructive' }),
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show tasks" className="inline-flex rounded-lg border border-line bg-surface p-1">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => list.set({ status: f.value })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
                filter === f.value ? 'bg-brand text-white' : 'text-muted hover:bg-slate-100 hover:text-ink',
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
        <AddTaskDialog />
      </div>

      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading tasks" />}
        errorTitle="Could not load your tasks"
        list={list}
        noun="tasks"
        empty={
          <EmptyState
            icon={CheckSquare}
            title={
              filter === 'done'
                ? 'No finished tasks yet'
                : filter === 'open'
                  ? 'Nothing to do right now'
                  : 'No tasks yet'
            }
            description="When a customer accepts a quote or sends an enquiry, a task appears here. You can add your own too."
          />
        }
      >
        {(items) => (
          <ul className="space-y-3" aria-label="Tasks">
            {items.map((task) => (
              <TaskCard
                key={task.id}
                task={task}
                busy={setStatus.isPending && setStatus.variables.id === task.id}
                onToggle={() => setStatus.mutate({ id: task.id, status: task.status === 'open' ? 'done' : 'open' })}
                onDelete={() => setDeleting(task)}
              />
            ))}
          </ul>
        )}
      </ListShell>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this task?"
        description={deleting ? `"${deleting.title}" will be removed for good.` : ''}
        confirmLabel="Delete task"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteTask(deleting.id);
          toast({ title: 'Task deleted', description: deleting.title });
          await client.invalidateQueries({ queryKey: taskKeys.all });
        }}
      />
    </div>
  );
}

function TaskCard({
  task,
  busy,
  onToggle,
  onDelete,
}: {
  task: TaskDto;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const done = task.status === 'done';
  return (
    <li>
      <Card className={cn('flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5', done && 'bg-slate-50')}>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className={cn('font-semibold text-ink', done && 'text-muted line-through')}>{task.title}</h2>
            <Badge
              variant={
                task.source === 'quote_accept' ? 'success' : task.source === 'quote_enquiry' ? 'default' : 'secondary'
              }
            >
              {SOURCE_LABEL[task.source]}
            </Badge>
            {done ? <Badge variant="secondary">Done</Badge> : null}
          </div>
          {task.description ? <p className="text-sm whitespace-pre-line text-slate-700">{task.description}</p> : null}
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {task.quote_slug && task.quote_title ? (
              <Link
                to={`/dashboard/quotes/${task.quote_slug}`}
                className="inline-flex items-center gap-1 text-brand hover:underline"
              >
                <FileText aria-hidden className="size-4" /> {task.quote_title}
              </Link>
            ) : null}
            {task.due_date ? (
              <span className="inline-flex items-center gap-1">
                <CalendarClock aria-hidden className="size-4" /> Due {formatLongDate(task.due_date)}
              </span>
            ) : null}
            <span>Added {formatLongDate(task.created_at)}</span>
          </div>
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
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant={done ? 'outline' : 'secondary'}
            size="sm"
            onClick={onToggle}
            disabled={busy}
            aria-label={`${done ? 'Reopen' : 'Mark done'}: ${task.title}`}
          >
            {done ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
            {done ? 'Reopen' : 'Mark done'}
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
