import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckSquare, Columns3, List, Plus } from 'lucide-react';
import { useState } from 'react';
import { ListShell } from '~/components/list/list-shell';
import { ListSearch } from '~/components/list/list-search';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { readChoice } from '~/components/list/list-params';
import { useListState } from '~/components/list/use-list-state';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { toast } from '~/components/ui/use-toast';
import { useCan } from '~/features/auth/use-can';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { cn } from '~/lib/cn';
import { deleteTask, listTasks, taskKeys, type TaskListParams } from './api';
import { QuickAdd } from './quick-add';
import { TaskBoard } from './task-board';
import { TaskCard } from './task-card';
import { TaskDialog } from './task-dialog';
import { DUE_LABEL, LINK_LABEL, SORT_LABEL, STATUS_FILTERS, TASK_LIST, type TaskDto } from './types';
import { useTaskActions } from './use-task-actions';

const segment = (on: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
    on ? 'bg-brand text-white' : 'text-muted hover:bg-slate-100 hover:text-ink',
  );

/**
 * /dashboard/tasks: what the agent has to do (their own, ones a manager gave
 * them, automatic ones) as a list or a board, with quick add, filters and
 * complete with Undo. Managers and admins see everyone's.
 */
export default function TasksPage() {
  const list = useListState(TASK_LIST);
  const { view, status, due, link, owner, sort, q, page } = list.query;
  const can = useCan();
  const seesAll = can('tasks.read.all');
  const client = useQueryClient();
  const [editing, setEditing] = useState<TaskDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaskDto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const actions = useTaskActions(setAnnouncement);

  const shared = { due, link, owner, q };
  const params: TaskListParams = { ...shared, status, sort, page };
  const query = useQuery({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => listTasks(params, signal),
    placeholderData: keepPreviousData,
    enabled: view === 'list',
  });
  const showAssignee = seesAll && owner !== 'mine';

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="View" className="inline-flex rounded-lg border border-line bg-surface p-1">
          <button
            type="button"
            aria-pressed={view === 'list'}
            onClick={() => list.set({ view: 'list' })}
            className={segment(view === 'list')}
          >
            <List aria-hidden className="size-4" /> List
          </button>
          <button
            type="button"
            aria-pressed={view === 'board'}
            onClick={() => list.set({ view: 'board' })}
            className={segment(view === 'board')}
          >
            <Columns3 aria-hidden className="size-4" /> Board
          </button>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Add task
        </Button>
      </div>

      <QuickAdd onAdded={(t) => setAnnouncement(`Added "${t.title}".`)} />

      <div
        className={cn(
          'grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto]',
          view === 'list' && 'lg:grid-cols-[minmax(0,1fr)_auto_auto_auto]',
        )}
        role="search"
      >
        <ListSearch
          list={list}
          id="task-search"
          label="Search tasks"
          labelHidden
          placeholder="Search tasks"
          className="col-span-2 md:col-span-1"
        />
        <NativeSelect
          aria-label="Due"
          value={due}
          onChange={(e) => list.set({ due: readChoice(TASK_LIST.filters.due, e.target.value) })}
        >
          {TASK_LIST.filters.due.map((d) => (
            <option key={d} value={d}>
              {DUE_LABEL[d]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Linked to"
          value={link}
          onChange={(e) => list.set({ link: readChoice(TASK_LIST.filters.link, e.target.value) })}
        >
          {TASK_LIST.filters.link.map((l) => (
            <option key={l} value={l}>
              {LINK_LABEL[l]}
            </option>
          ))}
        </NativeSelect>
        {view === 'list' ? (
          <div className="col-span-2 flex items-center gap-2 md:col-span-1">
            <Label htmlFor="task-sort" className="shrink-0 text-sm text-muted">
              Sort
            </Label>
            <NativeSelect
              id="task-sort"
              value={sort}
              onChange={(e) => list.set({ sort: readChoice(TASK_LIST.filters.sort, e.target.value) })}
            >
              {TASK_LIST.filters.sort.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABEL[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>

      {view === 'list' || seesAll ? (
        <div className="flex flex-wrap items-center gap-3">
          {view === 'list' ? (
            <div
              role="group"
              aria-label="Show tasks"
              className="inline-flex flex-wrap rounded-lg border border-line bg-surface p-1"
            >
              {STATUS_FILTERS.map((f) => (
                <button
                  key={f.value}
                  type="button"
                  aria-pressed={status === f.value}
                  onClick={() => list.set({ status: f.value })}
                  className={segment(status === f.value)}
                >
                  {f.label}
                </button>
              ))}
            </div>
          ) : null}
          {seesAll ? (
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={owner === 'mine'}
                onChange={(e) => list.set({ owner: e.target.checked ? 'mine' : 'all' })}
              />
              Only my tasks
            </label>
          ) : null}
        </div>
      ) : null}

      {view === 'board' ? (
        <TaskBoard
          params={shared}
          showAssignee={showAssignee}
          moveTo={actions.moveTo}
          complete={actions.complete}
          onEdit={setEditing}
          onDelete={setDeleting}
          announcement={announcement}
        />
      ) : (
        <>
          <div role="status" aria-live="polite" className="sr-only">
            {announcement}
          </div>
          <ListShell
            query={query}
            loading={<ListSkeleton label="Loading tasks" />}
            errorTitle="Could not load your tasks"
            list={list}
            noun="tasks"
            noMatch="Try another search or filter."
            empty={
              <EmptyState
                icon={CheckSquare}
                title={
                  status === 'done'
                    ? 'No finished tasks yet'
                    : status === 'active'
                      ? 'Nothing to do right now'
                      : 'No tasks yet'
                }
                description="When a customer accepts a quote, a balance falls due or a passport needs renewing, a task appears here. You can add your own too."
              />
            }
          >
            {(items) => (
              <ul className="space-y-3" aria-label="Tasks">
                {items.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    busy={actions.pendingId === task.id}
                    showAssignee={showAssignee}
                    onComplete={() => actions.complete(task)}
                    onReopen={() => actions.reopen(task)}
                    onEdit={() => setEditing(task)}
                    onDelete={() => setDeleting(task)}
                  />
                ))}
              </ul>
            )}
          </ListShell>
        </>
      )}

      <TaskDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        task={editing === 'new' ? null : editing}
      />
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
          await deleteTask(deleting.id);
          toast({ title: 'Task deleted', description: deleting.title });
          await client.invalidateQueries({ queryKey: taskKeys.all });
        }}
      />
    </div>
  );
}
