import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertTriangle, Download, Users } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '@domain/formats';
import { PROGRESS_STATUS_LABEL } from '@domain/training/progress';
import type { ProgressRowDto, ProgressStatus } from '@domain/training/responses';
import { PROGRESS_SORTS, PROGRESS_STATUS_FILTERS } from '@domain/training/schema';
import { readChoice, type ListSpec } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Alert } from '~/components/ui/alert';
import { Badge, type BadgeVariant } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { toast } from '~/components/ui/use-toast';
import { downloadProgressCsv, listAdminCourses, listProgress, trainingKeys } from './api';
import { FilterSelect } from './admin-training-page';
import { ProgressBar } from './parts';

const PROGRESS_LIST: ListSpec<
  { status: (typeof PROGRESS_STATUS_FILTERS)[number]; sort: (typeof PROGRESS_SORTS)[number] },
  'course'
> = {
  filters: { status: PROGRESS_STATUS_FILTERS, sort: PROGRESS_SORTS },
  text: ['course'],
  pageSize: 25,
};

const SORT_LABEL: Record<(typeof PROGRESS_SORTS)[number], string> = {
  due: 'Overdue and due first',
  name: 'Agent A-Z',
  course: 'Course A-Z',
  percent_desc: 'Most progress',
  activity_desc: 'Recent activity',
};

const STATUS_BADGE: Record<ProgressStatus, BadgeVariant> = {
  completed: 'success',
  overdue: 'destructive',
  in_progress: 'default',
  not_started: 'secondary',
};

/** The staff's view of every agent's progress per course: who is overdue, filters and a CSV export. */
export function ProgressTab() {
  const list = useListState(PROGRESS_LIST);
  const q = list.query;
  const [exporting, setExporting] = useState(false);
  const filters = { q: q.q || undefined, status: q.status, course: q.course || undefined, sort: q.sort };
  const params = { ...filters, page: q.page };
  const query = useQuery({
    queryKey: trainingKeys.progress(params),
    queryFn: ({ signal }) => listProgress(params, signal),
    placeholderData: keepPreviousData,
  });
  const courses = useQuery({
    queryKey: trainingKeys.adminCourses({ status: 'published', pageSize: 100 }),
    queryFn: ({ signal }) => listAdminCourses({ status: 'published', sort: 'position' }, signal),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadProgressCsv(filters);
    } catch (e) {
      toast({
        title: 'Could not export',
        description: e instanceof Error ? e.message : String(e),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const overdue = query.data?.overdue_count ?? 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Each agent's standing in the published courses meant for them. Required courses are due a set number of days
          after the agent joined.
        </p>
        <Button variant="outline" onClick={exportCsv} disabled={exporting}>
          <Download aria-hidden /> {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {overdue > 0 && q.status !== 'overdue' ? (
        <Alert variant="destructive" title={`${overdue} overdue on required courses`}>
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => list.set({ status: 'overdue' })}
          >
            Show who is overdue
          </button>
        </Alert>
      ) : null}
      <div className="grid gap-3 lg:grid-cols-[1fr_auto_auto_auto]" role="search">
        <ListSearch
          list={list}
          id="progress-search"
          label="Search agents"
          labelHidden
          placeholder="Search by agent name or email"
        />
        <FilterSelect
          id="progress-course"
          label="Course"
          value={q.course}
          onChange={(v) => list.set({ course: v })}
          options={[['', 'All courses'], ...(courses.data?.items ?? []).map((c) => [c.id, c.title] as const)]}
        />
        <FilterSelect
          id="progress-status"
          label="Status"
          value={q.status}
          onChange={(v) => list.set({ status: readChoice(PROGRESS_STATUS_FILTERS, v) })}
          options={[
            ['all', 'All'],
            ...(['overdue', 'not_started', 'in_progress', 'completed'] as const).map(
              (s) => [s, PROGRESS_STATUS_LABEL[s]] as const,
            ),
          ]}
        />
        <FilterSelect
          id="progress-sort"
          label="Sort"
          value={q.sort}
          onChange={(v) => list.set({ sort: readChoice(PROGRESS_SORTS, v) })}
          options={Object.entries(SORT_LABEL)}
        />
      </div>
      <ListShell
        query={query}
        list={list}
        loading={<ListSkeleton label="Loading progress" count={4} lines={2} />}
        errorTitle="Could not load the progress"
        noun="rows"
        noMatch="Try another search, course or status."
        empty={
          <EmptyState
            icon={Users}
            title="No progress to show yet"
            description="Once a course is published, each agent it is meant for appears here."
          />
        }
      >
        {(items) => (
          <>
            <ListTable caption="Agent progress" columns={COLUMNS} rows={items} rowTestId="progress-row" />
            <ul className="space-y-3 md:hidden" aria-label="Agent progress">
              {items.map((r) => (
                <li key={r.id}>
                  <Card className="space-y-2 p-4" data-testid="progress-card">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="font-semibold text-ink">{r.name}</p>
                        <p className="truncate text-sm text-muted">{r.course_title}</p>
                      </div>
                      <StatusBadge status={r.status} />
                    </div>
                    <ProgressBar percent={r.percent} label={`${r.name}: ${r.course_title}`} />
                    <Dates row={r} />
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListShell>
    </div>
  );
}

function StatusBadge({ status }: { status: ProgressStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status]}>
      {status === 'overdue' ? <AlertTriangle aria-hidden className="mr-1 size-3" /> : null}
      {PROGRESS_STATUS_LABEL[status]}
    </Badge>
  );
}

function Dates({ row }: { row: ProgressRowDto }) {
  return (
    <p className="text-sm text-muted">
      {row.completed_at
        ? `Completed ${formatLongDate(row.completed_at)}`
        : row.due_at
          ? `Due ${formatLongDate(row.due_at)}`
          : row.required
            ? 'Required, no deadline'
            : 'Optional'}
      {row.last_activity_at ? ` · last active ${formatLongDate(row.last_activity_at)}` : ''}
    </p>
  );
}

const COLUMNS: readonly ListColumn<ProgressRowDto>[] = [
  {
    key: 'agent',
    header: 'Agent',
    cell: (r) => (
      <div>
        <p className="font-medium text-ink">{r.name}</p>
        <p className="text-muted">
          {r.email} · {r.role}
        </p>
      </div>
    ),
  },
  {
    key: 'course',
    header: 'Course',
    cell: (r) => (
      <div>
        <p className="text-ink">{r.course_title}</p>
        <p className="text-muted">{r.required ? 'Required' : 'Optional'}</p>
      </div>
    ),
  },
  { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  {
    key: 'progress',
    header: 'Progress',
    cellClassName: 'min-w-44',
    cell: (r) => (
      <div className="space-y-1">
        <ProgressBar percent={r.percent} label={`${r.name}: ${r.course_title}`} />
        <p className="text-xs text-muted">
          {r.lessons_done} of {r.lessons_total} lessons
        </p>
      </div>
    ),
  },
  { key: 'dates', header: 'Dates', cell: (r) => <Dates row={r} /> },
];
