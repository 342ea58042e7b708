import { useQuery } from '@tanstack/react-query';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useCan } from '~/features/auth/use-can';
import { getNextLesson, trainingKeys } from './api';
import { ProgressBar, stepPath } from './parts';

/**
 * The dashboard home's training card: the learner's next lesson (their
 * required path first), or nothing for roles without Training and for
 * learners with nothing left to take.
 */
export function NextLessonCard() {
  const can = useCan();
  return can('training.learn') ? <NextLesson /> : null;
}

function NextLesson() {
  const query = useQuery({ queryKey: trainingKeys.nextLesson(), queryFn: ({ signal }) => getNextLesson(signal) });
  if (query.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading your next lesson">
        <CardContent className="space-y-3 p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-2/3" />
        </CardContent>
      </Card>
    );
  }
  // A failed card is not worth an error on the home page: Training has its own.
  if (query.isError || !query.data.course || !query.data.next || !query.data.progress) return null;
  const { course, next, progress } = query.data;
  return (
    <Card data-testid="next-lesson-card">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
            <GraduationCap aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <CardTitle>{progress.started ? 'Your next lesson' : 'Start your training'}</CardTitle>
            <CardDescription>
              {course.title}
              {course.required ? ' · required' : ''}
              {progress.due_at ? ` · due ${formatLongDate(progress.due_at)}` : ''}
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="font-medium text-ink">
          {next.kind === 'quiz' ? 'Quiz: ' : ''}
          {next.title}
          <span className="block text-sm font-normal text-muted">{next.module_title}</span>
        </p>
        <ProgressBar percent={progress.percent} label={`${course.title} progress`} />
        <Link to={stepPath(course.id, next)} className={buttonClasses('default', 'sm')}>
          {progress.started ? 'Continue' : 'Start'} <ArrowRight aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
