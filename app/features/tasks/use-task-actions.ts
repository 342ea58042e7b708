import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast as sonner } from 'sonner';
import { TASK_STATUS_LABEL, type TaskStatus } from '@domain/tasks/schema';
import type { ListPage } from '@domain/list';
import { toast } from '~/components/ui/use-toast';
import { taskKeys, updateTask, type TaskListParams } from './api';
import type { TaskDto } from './types';

/** Whether a list asked for with `params` shows a task of `status`. */
function listShows(params: TaskListParams | undefined, status: TaskStatus): boolean {
  const wanted = params?.status ?? 'active';
  if (wanted === 'all') return true;
  if (wanted === 'active') return status !== 'done';
  return wanted === status;
}

/**
 * Moves a task in every cached list at once, so a dragged card lands in its
 * new column before the server answers; the lists are read again afterwards.
 */
function moveInCache(client: QueryClient, task: TaskDto, status: TaskStatus) {
  const moved: TaskDto = { ...task, status, overdue: status === 'done' ? false : task.overdue };
  for (const [key, data] of client.getQueriesData<ListPage<TaskDto>>({ queryKey: taskKeys.lists() })) {
    if (!data) continue;
    const params = key[2] as TaskListParams | undefined;
    const without = data.items.filter((t) => t.id !== task.id);
    const had = without.length !== data.items.length;
    const shows = listShows(params, status);
    let items = without;
    if (shows) items = had ? data.items.map((t) => (t.id === task.id ? moved : t)) : [moved, ...without];
    const total = data.total + (shows ? (had ? 0 : 1) : had ? -1 : 0);
    client.setQueryData<ListPage<TaskDto>>(key, { ...data, items, total: Math.max(0, total) });
  }
}

/**
 * The writes a task card offers: move to a status (the board's drag, keys and
 * menu), complete with an Undo toast, reopen. `announce` tells screen reader
 * users what happened (the board's live region).
 */
export function useTaskActions(announce?: (message: string) => void) {
  const client = useQueryClient();
  const move = useMutation({
    mutationFn: ({ task, status }: { task: TaskDto; status: TaskStatus }) => updateTask(task.id, { status }),
    onMutate: async ({ task, status }) => {
      await client.cancelQueries({ queryKey: taskKeys.lists() });
      moveInCache(client, task, status);
    },
    onError: (e) => toast({ title: 'Could not move the task', description: e.message, variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });

  const moveTo = (task: TaskDto, status: TaskStatus) => {
    if (task.status === status) return;
    move.mutate({ task, status });
    announce?.(`Moved "${task.title}" to ${TASK_STATUS_LABEL[status]}.`);
  };

  /** Done, with a toast whose Undo puts it back where it was. */
  const complete = (task: TaskDto) => {
    const previous = task.status === 'done' ? 'open' : task.status;
    move.mutate(
      { task, status: 'done' },
      {
        onSuccess: (done) => {
          announce?.(`"${task.title}" is done.`);
          sonner.success('Task done', {
            description: task.title,
            action: {
              label: 'Undo',
              onClick: () => {
                move.mutate({ task: done, status: previous });
                announce?.(`"${task.title}" is back in ${TASK_STATUS_LABEL[previous]}.`);
              },
            },
          });
        },
      },
    );
  };

  const reopen = (task: TaskDto) => {
    move.mutate(
      { task, status: 'open' },
      { onSuccess: () => toast({ title: 'Task reopened', description: task.title }) },
    );
  };

  return { moveTo, complete, reopen, pendingId: move.isPending ? move.variables.task.id : null };
}
