import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatLongDate } from '@domain/formats';
import type { AdminCourseDto } from '@domain/training/responses';
import { AUDIENCE_LABEL, TRAINING_LIMITS } from '@domain/training/schema';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { LoadError } from '~/components/ui/load-error';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { usePageTitle } from '~/features/shell/page-title';
import { addModule, deleteCourse, getAdminCourse, setCoursePublished, trainingKeys, updateCourse } from './api';
import { CourseForm } from './course-form';
import { BackToTraining } from './course-page';
import { OutlineEditor } from './outline-editor';
import { formatMinutes } from './parts';

/** /dashboard/admin/training/:courseId: a course's settings, its modules, lessons and quizzes, and publishing. */
export default function AdminCoursePage() {
  const { courseId = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const key = trainingKeys.adminCourse(courseId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getAdminCourse(courseId, signal) });
  const [deleting, setDeleting] = useState(false);
  usePageTitle(query.data?.title ?? null);

  /** Every write answers with the whole course: show it, and let the lists refetch. */
  const saved = (course: AdminCourseDto) => {
    client.setQueryData(key, course);
    void client.invalidateQueries({ queryKey: trainingKeys.all, predicate: (q) => q.queryKey[2] !== 'course' });
    return course;
  };

  const publish = useMutation({
    mutationFn: (published: boolean) => setCoursePublished(courseId, published),
    onSuccess: (course) => {
      saved(course);
      toast({ title: course.is_published ? 'Course published' : 'Course unpublished', description: course.title });
    },
    onError: (e) => toast({ title: 'Could not change publishing', description: e.message, variant: 'destructive' }),
  });

  const back = <BackToTraining to="/dashboard/admin/training" label="All courses" />;
  if (query.isPending) return <ListSkeleton label="Loading the course" count={2} lines={4} />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError title="Could not load this course" message={query.error.message} onRetry={() => query.refetch()} />
      </div>
    );
  }
  const c = query.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <div className="flex flex-wrap gap-2">
          {c.is_published ? (
            <Button asChild variant="outline">
              <Link to={`/dashboard/training/${c.id}`}>
                <Eye aria-hidden /> View as learner
              </Link>
            </Button>
          ) : null}
          <Button
            variant={c.is_published ? 'outline' : 'default'}
            onClick={() => publish.mutate(!c.is_published)}
            disabled={publish.isPending}
          >
            {c.is_published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {c.is_published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button variant="ghost" className="text-danger hover:bg-red-50" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {c.is_published ? <Badge variant="success">Published</Badge> : <Badge variant="secondary">Draft</Badge>}
        {c.required ? <Badge>Required</Badge> : <Badge variant="outline">Optional</Badge>}
        <Badge variant="outline">{AUDIENCE_LABEL[c.audience]}</Badge>
        <span>
          {c.modules} modules · {c.lessons} lessons · {formatMinutes(c.minutes)} · {c.learners_completed} completed
        </span>
        {c.published_at ? <span>· first published {formatLongDate(c.published_at)}</span> : null}
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="outline-title" className="space-y-4">
          <h2 id="outline-title" className="text-lg font-semibold text-ink">
            Modules and lessons
          </h2>
          <OutlineEditor course={c} onSaved={saved} />
          <AddModule courseId={c.id} onSaved={saved} />
        </section>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Course settings</CardTitle>
            <CardDescription>Who it is for, and whether they must finish it.</CardDescription>
          </CardHeader>
          <CardContent>
            <CourseForm
              key={JSON.stringify([c.title, c.summary, c.audience, c.required, c.due_days])}
              idPrefix="course"
              submitLabel="Save settings"
              initial={{
                title: c.title,
                summary: c.summary,
                audience: c.audience,
                required: c.required,
                due_days: c.due_days,
              }}
              onSubmit={async (body) => {
                saved(await updateCourse(c.id, body));
                toast({ title: 'Settings saved' });
              }}
            />
          </CardContent>
        </Card>
      </div>

      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this course?"
        description={`"${c.title}" will be removed with its lessons, quizzes and every agent's progress and certificates in it.`}
        confirmLabel="Delete course"
        onConfirm={async () => {
          await deleteCourse(c.id);
          client.removeQueries({ queryKey: key });
          await client.invalidateQueries({ queryKey: trainingKeys.all });
          toast({ title: 'Course deleted', description: c.title });
          navigate('/dashboard/admin/training');
        }}
      />
    </div>
  );
}

function AddModule({ courseId, onSaved }: { courseId: string; onSaved: (c: AdminCourseDto) => void }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addModule(courseId, title),
    onSuccess: (course) => {
      onSaved(course);
      setTitle('');
      toast({ title: 'Module added' });
    },
    onError: (e) => setError(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) {
      setError('Title is required');
      return;
    }
    setError(null);
    add.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-xl border border-dashed border-line p-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="new-module-title">New module</Label>
        <Input
          id="new-module-title"
          value={title}
          maxLength={TRAINING_LIMITS.title}
          placeholder="e.g. Your first booking"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-module-error' : undefined}
          onChange={(e) => setTitle(e.target.value)}
        />
        {error ? (
          <p id="new-module-error" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="outline" disabled={add.isPending}>
        <Plus aria-hidden /> Add module
      </Button>
    </form>
  );
}
