import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Award, CheckCircle2, Circle, ClipboardCheck, PlayCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { usePageTitle } from '~/features/shell/page-title';
import { getMyCourse, trainingKeys } from './api';
import { Minutes, ProgressBar, stepPath } from './parts';

/** /dashboard/training/:courseId: a course's outline, my progress and where to pick up. */
export default function CoursePage() {
  const { courseId = '' } = useParams();
  const query = useQuery({
    queryKey: trainingKeys.course(courseId),
    queryFn: ({ signal }) => getMyCourse(courseId, signal),
  });
  usePageTitle(query.data?.title ?? null);

  if (query.isPending) return <ListSkeleton label="Loading the course" count={2} lines={4} />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        <BackToTraining />
        <LoadError title="Could not load this course" message={query.error.message} onRetry={() => query.refetch()} />
      </div>
    );
  }
  const c = query.data;
  const p = c.progress;
  const steps = p.lessons_total + p.quizzes_total;
  return (
    <div className="space-y-6">
      <BackToTraining />
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          {c.required ? <Badge>Required</Badge> : <Badge variant="secondary">Optional</Badge>}
          {p.completed_at ? <Badge variant="success">Completed {formatLongDate(p.completed_at)}</Badge> : null}
          {p.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
          {p.due_at && !p.completed_at ? (
            <span className="text-sm text-muted">Due {formatLongDate(p.due_at)}</span>
          ) : null}
          <span className="text-sm text-muted">
            <Minutes minutes={c.minutes} />
          </span>
        </div>
        {c.summary ? <p className="text-slate-700">{c.summary}</p> : null}
        <ProgressBar percent={p.percent} label={`${p.lessons_done + p.quizzes_passed} of ${steps} steps done`} />
        <div className="flex flex-wrap gap-2">
          {c.next ? (
            <Button asChild>
              <Link to={stepPath(c.id, c.next)}>
                <PlayCircle aria-hidden /> {p.started ? `Resume: ${c.next.title}` : 'Start course'}
              </Link>
            </Button>
          ) : null}
          {c.certificate_code ? (
            <Button asChild variant="secondary">
              <Link to={`/dashboard/training/${c.id}/certificate`}>
                <Award aria-hidden /> View certificate
              </Link>
            </Button>
          ) : null}
        </div>
        {!c.next && !c.certificate_code ? (
          <Alert title="Nothing to take yet">This course has no lessons yet. Check back soon.</Alert>
        ) : null}
      </Card>

      <ol className="space-y-4" aria-label="Modules">
        {c.modules.map((m, i) => (
          <li key={m.id}>
            <Card className="p-5">
              <h2 className="text-lg font-semibold text-ink">
                <span className="text-muted">Module {i + 1}:</span> {m.title}
              </h2>
              <ol className="mt-3 divide-y divide-line">
                {m.lessons.map((l) => (
                  <li key={l.id} className="flex items-center gap-3 py-2.5">
                    {l.done ? (
                      <CheckCircle2 aria-label="Done" className="size-5 shrink-0 text-green-600" />
                    ) : (
                      <Circle aria-label="Not done" className="size-5 shrink-0 text-slate-300" />
                    )}
                    <Link
                      to={`/dashboard/training/${c.id}/lessons/${l.id}`}
                      className="min-w-0 flex-1 font-medium text-ink hover:text-brand hover:underline"
                    >
                      {l.title}
                    </Link>
                    <span className="shrink-0 text-sm text-muted">{l.minutes} min</span>
                  </li>
                ))}
                {m.quiz ? (
                  <li className="flex items-center gap-3 py-2.5">
                    {m.quiz.passed ? (
                      <CheckCircle2 aria-label="Passed" className="size-5 shrink-0 text-green-600" />
                    ) : (
                      <ClipboardCheck aria-hidden className="size-5 shrink-0 text-brand" />
                    )}
                    <Link
                      to={`/dashboard/training/${c.id}/quiz/${m.id}`}
                      className="min-w-0 flex-1 font-medium text-ink hover:text-brand hover:underline"
                    >
                      Quiz: {m.title}
                    </Link>
                    <span className="shrink-0 text-sm text-muted">
                      {m.quiz.best_score !== null ? `Best ${m.quiz.best_score}% · ` : ''}pass {m.quiz.pass_mark}%
                    </span>
                  </li>
                ) : null}
              </ol>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function BackToTraining({ to = '/dashboard/training', label = 'All courses' }: { to?: string; label?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> {label}
    </Link>
  );
}
