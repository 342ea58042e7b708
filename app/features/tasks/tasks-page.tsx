import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Check, CheckSquare, FileText, Mail, Phone, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { Pagination } from '~/features/quotes/components/pagination';
import { api } from '~/lib/api';
import { cn } from '~/lib/cn';
import { AddTaskDialog } from './add-task-dialog';
import {
  FILTERS,
  parsePage,
  parseTaskFilter,
  SOURCE_LABEL,
  type TaskDto,
  type TaskList,
  type TaskStatus,
} from './types';

/** /dashboard/tasks: what the agent has to do, from accepted quotes, enquiries and their own notes. */
export default function TasksPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseTaskFilter(params.get('status'));
  const page = parsePage(params.get('page'));
  const [deleting, setDeleting] = useState<TaskDto | null>(null);
  const client = useQueryClient();

  const query = useQuery({
    queryKey: ['tasks', { filter, page }],
    queryFn: ({ signal }) => api<TaskList>(`/api/tasks?status=${filter}&page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      api<TaskDto>(`/api/tasks/${id}`, { method: 'PATCH', body: { status } }),
    onSuccess: (task) => {
      toast({ title: task.status === 'done' ? 'Task done' : 'Task reopened', description: task.title });
      return client.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: (e) => toast({ title: 'Could not update the task', description: e.message, variant: 'destructive' }),
  });

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged, { replace: true });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show tasks" className="inline-flex rounded-lg border border-line bg-surface p-1">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => update({ status: f.value === 'open' ? null : f.value, page: null })}
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

      {query.isPending ? (
        <TasksSkeleton />
      ) : query.isError ? (
        <LoadError
          title="Could not load your tasks"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={CheckSquare}
          title={
            filter === 'done' ? 'No finished tasks yet' : filter === 'open' ? 'Nothing to do right now' : 'No tasks yet'
          }
          description="When a customer accepts a quote or sends an enquiry, a task appears here. You can add your own too."
        />
      ) : (
        <>
          <ul className="space-y-3" aria-label="Tasks">
            {query.data.items.map((task) => (
              <TaskCard
                key={task.id}
                task={task}
                busy={setStatus.isPending && setStatus.variables.id === task.id}
                onToggle={() => setStatus.mutate({ id: task.id, status: task.status === 'open' ? 'done' : 'open' })}
                onDelete={() => setDeleting(task)}
              />
            ))}
          </ul>
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            noun="tasks"
            onPage={(p) => update({ page: p <= 1 ? null : String(p) })}
          />
        </>
      )}

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
          await api<void>(`/api/tasks/${deleting.id}`, { method: 'DELETE' });
          toast({ title: 'Task deleted', description: deleting.title });
          await client.invalidateQueries({ queryKey: ['tasks'] });
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

function TasksSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading tasks">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/4" />
        </Card>
      ))}
    </div>
  );
}
