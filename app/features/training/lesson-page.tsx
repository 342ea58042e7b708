import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CheckCircle2, RotateCcw } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { toast } from '~/components/ui/use-toast';
import { usePageTitle } from '~/features/shell/page-title';
import { getLesson, setLessonDone, trainingKeys } from './api';
import { BackToTraining } from './course-page';
import { Attachments, LessonBody, Minutes, stepPath, VideoLink } from './parts';

/** /dashboard/training/:courseId/lessons/:lessonId: read a lesson, mark it done, go on. */
export default function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: trainingKeys.lesson(lessonId),
    queryFn: ({ signal }) => getLesson(lessonId, signal),
  });
  usePageTitle(query.data?.title ?? null);

  const mark = useMutation({
    mutationFn: (done: boolean) => setLessonDone(lessonId, done),
    onSuccess: async (res) => {
      await client.invalidateQueries({ queryKey: trainingKeys.all });
      if (!res.done) {
        toast({ title: 'Marked as not done' });
        return;
      }
      if (res.progress.completed_at) {
        toast({ title: 'Course complete', description: 'Well done! Your certificate is ready.' });
        navigate(`/dashboard/training/${courseId}/certificate`);
      } else if (res.next) {
        toast({ title: 'Lesson done', description: `Next: ${res.next.title}` });
        navigate(stepPath(courseId, res.next));
      } else {
        toast({ title: 'Lesson done' });
      }
    },
    onError: (e) => toast({ title: 'Could not save your progress', description: e.message, variant: 'destructive' }),
  });

  const back = <BackToTraining to={`/dashboard/training/${courseId}`} label="Course outline" />;
  if (query.isPending) return <ListSkeleton label="Loading the lesson" count={1} lines={8} />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError title="Could not load this lesson" message={query.error.message} onRetry={() => query.refetch()} />
      </div>
    );
  }
  const l = query.data;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      {back}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span>{l.course_title}</span>
        <span>
          {l.module_title} · Lesson {l.number} of {l.of}
        </span>
        <Minutes minutes={l.minutes} />
        {l.done ? (
          <span className="inline-flex items-center gap-1 font-medium text-green-700">
            <CheckCircle2 aria-hidden className="size-4" /> Done
          </span>
        ) : null}
      </div>
      <Card className="space-y-6 p-5 sm:p-8">
        {l.body_html ? <LessonBody html={l.body_html} /> : <p className="text-muted">This lesson has no text.</p>}
        {l.video_url ? <VideoLink url={l.video_url} /> : null}
        <Attachments items={l.attachments} />
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {l.previous ? (
          <Button asChild variant="outline">
            <Link to={stepPath(courseId, l.previous)}>
              <ArrowLeft aria-hidden /> Previous
            </Link>
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {l.done ? (
            <>
              <Button variant="ghost" onClick={() => mark.mutate(false)} disabled={mark.isPending}>
                <RotateCcw aria-hidden /> Mark as not done
              </Button>
              {l.next ? (
                <Button asChild>
                  <Link to={stepPath(courseId, l.next)}>
                    Next: {l.next.title} <ArrowRight aria-hidden />
                  </Link>
                </Button>
              ) : null}
            </>
          ) : (
            <Button onClick={() => mark.mutate(true)} disabled={mark.isPending}>
              <CheckCircle2 aria-hidden /> {l.next ? 'Mark done and continue' : 'Mark done'}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
