import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, BookOpen, GraduationCap, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatLongDate } from '@domain/formats';
import type { AdminCourseSummaryDto } from '@domain/training/responses';
import { AUDIENCE_FILTERS, AUDIENCE_LABEL, COURSE_SORTS, COURSE_STATUS_FILTERS } from '@domain/training/schema';
import { readChoice, type ListSpec } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/use-toast';
import { cn } from '~/lib/cn';
import { createCourse, listAdminCourses, trainingKeys } from './api';
import { CourseForm } from './course-form';
import { formatMinutes } from './parts';
import { ProgressTab } from './progress-tab';

type View = 'courses' | 'progress';

const COURSE_LIST: ListSpec<
  {
    status: (typeof COURSE_STATUS_FILTERS)[number];
    audience: (typeof AUDIENCE_FILTERS)[number];
    sort: (typeof COURSE_SORTS)[number];
  },
  never
> = {
  filters: { status: COURSE_STATUS_FILTERS, audience: AUDIENCE_FILTERS, sort: COURSE_SORTS },
};

const SORT_LABEL: Record<(typeof COURSE_SORTS)[number], string> = {
  position: 'Course order',
  title: 'Title A-Z',
  updated_desc: 'Recently changed',
};

/** /dashboard/admin/training: the courses staff build, and every agent's progress. */
export default function AdminTrainingPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'progress' ? 'progress' : 'courses';
  const show = (v: View) => setParams(v === 'progress' ? { view: 'progress' } : {}, { replace: false });

  return (
    <div className="space-y-5">
      <div
        role="tablist"
        aria-label="Training admin"
        className="inline-flex rounded-lg border border-line bg-surface p-1"
      >
        {(
          [
            ['courses', 'Courses', BookOpen],
            ['progress', 'Agent progress', BarChart3],
          ] as const
        ).map(([v, label, Icon]) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => show(v)}
            className={cn(
              'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
              view === v ? 'bg-brand text-white' : 'text-muted hover:bg-slate-100 hover:text-ink',
            )}
          >
            <Icon aria-hidden className="size-4" /> {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{view === 'courses' ? <CoursesTab /> : <ProgressTab />}</div>
    </div>
  );
}

function CoursesTab() {
  const list = useListState(COURSE_LIST);
  const q = list.query;
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = { q: q.q || undefined, status: q.status, audience: q.audience, sort: q.sort, page: q.page };
  const query = useQuery({
    queryKey: trainingKeys.adminCourses(params),
    queryFn: ({ signal }) => listAdminCourses(params, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Build courses of modules and lessons, add a quiz at a module's end, then publish.
        </p>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden /> New course
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]" role="search">
        <ListSearch list={list} id="course-search" label="Search courses" labelHidden placeholder="Search by title" />
        <FilterSelect
          id="course-status"
          label="Status"
          value={q.status}
          onChange={(v) => list.set({ status: readChoice(COURSE_STATUS_FILTERS, v) })}
          options={[
            ['all', 'All'],
            ['published', 'Published'],
            ['draft', 'Drafts'],
          ]}
        />
        <FilterSelect
          id="course-audience"
          label="Audience"
          value={q.audience}
          onChange={(v) => list.set({ audience: readChoice(AUDIENCE_FILTERS, v) })}
          options={[['any', 'Anyone'], ...Object.entries(AUDIENCE_LABEL)]}
        />
        <FilterSelect
          id="course-sort"
          label="Sort"
          value={q.sort}
          onChange={(v) => list.set({ sort: readChoice(COURSE_SORTS, v) })}
          options={Object.entries(SORT_LABEL)}
        />
      </div>
      <ListShell
        query={query}
        list={list}
        loading={<ListSkeleton label="Loading courses" count={3} lines={2} />}
        errorTitle="Could not load the courses"
        noun="courses"
        noMatch="Try another search or filter."
        empty={
          <EmptyState
            icon={GraduationCap}
            title="No courses yet"
            description="Start with an onboarding course: a welcome, how quotes work here and your first booking."
            action={
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden /> New course
              </Button>
            }
          />
        }
      >
        {(items) => (
          <>
            <ListTable caption="Courses" columns={COLUMNS} rows={items} rowTestId="admin-course-row" />
            <ul className="space-y-3 md:hidden" aria-label="Courses">
              {items.map((c) => (
                <li key={c.id}>
                  <Card className="space-y-2 p-4">
                    <Link to={`/dashboard/admin/training/${c.id}`} className="font-semibold text-brand hover:underline">
                      {c.title}
                    </Link>
                    <CourseBadges course={c} />
                    <p className="text-sm text-muted">
                      {c.modules} modules · {c.lessons} lessons · {formatMinutes(c.minutes)} · {c.learners_completed}{' '}
                      completed
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListShell>

      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent width={560}>
          <DialogHeader>
            <DialogTitle>New course</DialogTitle>
            <DialogDescription>
              You can add modules, lessons and quizzes next. It stays a draft until you publish it.
            </DialogDescription>
          </DialogHeader>
          <CourseForm
            idPrefix="new-course"
            submitLabel="Create course"
            onCancel={() => setCreating(false)}
            onSubmit={async (body) => {
              const course = await createCourse(body);
              await client.invalidateQueries({ queryKey: trainingKeys.all });
              toast({ title: 'Course created', description: course.title });
              setCreating(false);
              navigate(`/dashboard/admin/training/${course.id}`);
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function CourseBadges({ course }: { course: AdminCourseSummaryDto }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {course.is_published ? <Badge variant="success">Published</Badge> : <Badge variant="secondary">Draft</Badge>}
      {course.required ? <Badge>Required</Badge> : <Badge variant="outline">Optional</Badge>}
      <Badge variant="outline">{AUDIENCE_LABEL[course.audience]}</Badge>
    </div>
  );
}

const COLUMNS: readonly ListColumn<AdminCourseSummaryDto>[] = [
  {
    key: 'title',
    header: 'Course',
    cell: (c) => (
      <div className="space-y-1">
        <Link to={`/dashboard/admin/training/${c.id}`} className="font-medium text-brand hover:underline">
          {c.title}
        </Link>
        {c.summary ? <p className="line-clamp-1 text-muted">{c.summary}</p> : null}
      </div>
    ),
  },
  { key: 'status', header: 'Status', cell: (c) => <CourseBadges course={c} /> },
  {
    key: 'content',
    header: 'Content',
    cell: (c) => (
      <span className="text-muted">
        {c.modules} modules, {c.lessons} lessons
        <br />
        {formatMinutes(c.minutes)}
        {c.required && c.due_days ? ` · due in ${c.due_days} days` : ''}
      </span>
    ),
  },
  { key: 'done', header: 'Completed', align: 'right', cell: (c) => c.learners_completed },
  {
    key: 'updated',
    header: 'Updated',
    cell: (c) => <span className="text-muted">{formatLongDate(c.updated_at)}</span>,
  },
];

export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-sm text-muted">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
