import { useQuery } from '@tanstack/react-query';
import { Award, BookOpen, GraduationCap, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import type { LearnerCourseDto } from '@domain/training/responses';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadError } from '~/components/ui/load-error';
import { useAuth } from '~/features/auth/auth-context';
import { listMyCourses, trainingKeys } from './api';
import { Minutes, ProgressBar, stepPath } from './parts';

/** /dashboard/training: the courses for my role, my required path first, each with its progress. */
export default function TrainingPage() {
  const { role } = useAuth();
  const query = useQuery({ queryKey: trainingKeys.courses(), queryFn: ({ signal }) => listMyCourses(signal) });

  if (query.isPending) return <ListSkeleton label="Loading your courses" count={3} lines={3} />;
  if (query.isError) {
    return (
      <LoadError title="Could not load your courses" message={query.error.message} onRetry={() => query.refetch()} />
    );
  }
  const courses = query.data.items;
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={GraduationCap}
        title="No courses yet"
        description="When the team publishes a course for you, it appears here with your progress."
      />
    );
  }
  const required = courses.filter((c) => c.required);
  const optional = courses.filter((c) => !c.required);
  const requiredTitle = role === 'onboarding' ? 'Your onboarding path' : 'Required for you';
  const done = courses.filter((c) => c.progress.completed_at).length;

  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        {done} of {courses.length} {courses.length === 1 ? 'course' : 'courses'} completed. Work through the lessons in
        order; your place is kept, so you can stop and come back any time.
      </p>
      {required.length > 0 ? (
        <CourseSection
          id="required-courses"
          title={requiredTitle}
          description="Finish these first: they cover how we work here."
          courses={required}
        />
      ) : null}
      {optional.length > 0 ? (
        <CourseSection
          id="more-courses"
          title={required.length > 0 ? 'More courses' : 'Courses'}
          description="Optional courses to grow your selling."
          courses={optional}
        />
      ) : null}
    </div>
  );
}

function CourseSection({
  id,
  title,
  description,
  courses,
}: {
  id: string;
  title: string;
  description: string;
  courses: LearnerCourseDto[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <ol className="grid gap-4 lg:grid-cols-2">
        {courses.map((c) => (
          <li key={c.id}>
            <CourseCard course={c} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function CourseCard({ course }: { course: LearnerCourseDto }) {
  const p = course.progress;
  const completed = p.completed_at !== null;
  const steps = p.lessons_total + p.quizzes_total;
  const stepsDone = p.lessons_done + p.quizzes_passed;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="training-course">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          {course.required ? <Badge variant="default">Required</Badge> : <Badge variant="secondary">Optional</Badge>}
          {completed ? <Badge variant="success">Completed</Badge> : null}
          {p.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
        </div>
        <h3 className="text-lg font-semibold text-ink">
          <Link to={`/dashboard/training/${course.id}`} className="hover:text-brand hover:underline">
            {course.title}
          </Link>
        </h3>
        {course.summary ? <p className="line-clamp-3 text-sm text-slate-700">{course.summary}</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <BookOpen aria-hidden className="size-4" /> {p.lessons_total} {p.lessons_total === 1 ? 'lesson' : 'lessons'}
            {p.quizzes_total > 0 ? `, ${p.quizzes_total} ${p.quizzes_total === 1 ? 'quiz' : 'quizzes'}` : ''}
          </span>
          <Minutes minutes={course.minutes} />
          {p.due_at && !completed ? <span>Due {formatLongDate(p.due_at)}</span> : null}
          {p.completed_at ? <span>Completed {formatLongDate(p.completed_at)}</span> : null}
        </div>
      </div>
      <ProgressBar
        percent={p.percent}
        label={`${course.title}: ${stepsDone} of ${steps} steps done`}
        className="mt-auto"
      />
      <div className="flex flex-wrap gap-2">
        {course.next ? (
          <Button asChild size="sm">
            <Link
              to={stepPath(course.id, course.next)}
              aria-label={`${p.started ? 'Resume' : 'Start course'}: ${course.title}`}
            >
              <PlayCircle aria-hidden /> {p.started ? 'Resume' : 'Start course'}
            </Link>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/dashboard/training/${course.id}`}
            aria-label={`${completed ? 'Review' : 'Outline'}: ${course.title}`}
          >
            {completed ? 'Review' : 'Outline'}
          </Link>
        </Button>
        {completed ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={`/dashboard/training/${course.id}/certificate`} aria-label={`Certificate: ${course.title}`}>
              <Award aria-hidden /> Certificate
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
