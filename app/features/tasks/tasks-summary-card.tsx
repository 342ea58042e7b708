import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowRight, CheckSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { useCan } from '~/features/auth/use-can';
import { cn } from '~/lib/cn';
import { getTaskSummary, taskKeys } from './api';
import { dueText } from './task-parts';

/** The dashboard home's tasks card: overdue and due today counts and the next few of the caller's own tasks. */
export function TasksSummaryCard() {
  const can = useCan();
  const allowed = can('tasks.read');
  const summary = useQuery({
    queryKey: taskKeys.summary(),
    queryFn: ({ signal }) => getTaskSummary(signal),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <Card aria-labelledby="tasks-summary-title">
      <CardHeader>
        <CardTitle id="tasks-summary-title" className="flex items-center gap-2">
          <CheckSquare aria-hidden className="size-5 text-brand" /> Your tasks
        </CardTitle>
        {summary.data ? (
          <CardDescription>
            {summary.data.open === 0
              ? 'Nothing open. Well done.'
              : `${summary.data.open} open · ${summary.data.due_today} due today · ${summary.data.overdue} overdue`}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {summary.isPending ? (
          <div className="space-y-2" aria-label="Loading tasks">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : summary.isError ? (
          <LoadError
            title="Could not load your tasks"
            message={summary.error.message}
            onRetry={() => void summary.refetch()}
          />
        ) : summary.data.next.length > 0 ? (
          <ul className="divide-y divide-line" aria-label="Next tasks">
            {summary.data.next.map((t) => (
              <li key={t.id} className="flex items-start justify-between gap-3 py-2">
                <span className="min-w-0 font-medium break-words text-ink">{t.title}</span>
                <span className={cn('shrink-0 text-xs', t.overdue ? 'font-medium text-danger' : 'text-muted')}>
                  {t.overdue ? (
                    <span className="inline-flex items-center gap-1">
                      <AlertTriangle aria-hidden className="size-3.5" /> Overdue
                    </span>
                  ) : (
                    (dueText(t)?.replace(/^Due /, '') ?? 'No date')
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to="/dashboard/tasks" className={buttonClasses('outline', 'sm')}>
          Open tasks <ArrowRight aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
