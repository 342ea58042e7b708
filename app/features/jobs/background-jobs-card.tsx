import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw, Workflow } from 'lucide-react';
import { formatShortDate } from '@domain/formats';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/use-toast';
import { getJobs, jobKeys, retryJob } from './api';

/** The admin's view of background work: queues in numbers, and each job that failed for good with a Retry. */
export function BackgroundJobsCard() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: jobKeys.overview(), queryFn: ({ signal }) => getJobs(signal) });
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: () => toast({ title: 'Queued again', description: 'The job will run in a moment.' }),
    onError: (err) => toast({ title: 'Could not retry the job', description: err.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Workflow aria-hidden className="size-5 text-brand" />
          Background jobs
        </CardTitle>
        <CardDescription>Scheduled and background work; a failed job is retried, then kept here.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-24 rounded-lg" role="status" aria-label="Loading background jobs" />
        ) : query.isError ? (
          <LoadError
            title="Could not load the jobs"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-muted" data-testid="jobs-summary">
              {summary(query.data.queues)}
            </p>
            {query.data.failures.length === 0 ? (
              <p className="text-sm text-ink">No failed jobs.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Failed jobs">
                {query.data.failures.map((f) => (
                  <li key={f.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{f.name}</p>
                      <p className="text-sm break-words text-muted">{f.error}</p>
                      <p className="text-xs text-muted">
                        Failed {formatShortDate(f.failedAt)} after {f.attempts}{' '}
                        {f.attempts === 1 ? 'attempt' : 'attempts'}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => retry.mutate(f.id)}
                      disabled={retry.isPending}
                      aria-label={`Retry ${f.name}`}
                    >
                      <RotateCw aria-hidden className="size-4" />
                      Retry
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function summary(queues: { queued: number; active: number; retrying: number; failed: number }[]): string {
  const sum = (k: 'queued' | 'active' | 'retrying' | 'failed') => queues.reduce((n, q) => n + q[k], 0);
  return `${queues.length} queues · ${sum('queued')} waiting · ${sum('active')} running · ${sum('retrying')} retrying · ${sum('failed')} failed`;
}
