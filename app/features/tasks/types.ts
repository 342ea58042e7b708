import type { ListSpec } from '~/components/list/list-params';
import type { TaskDto } from '@domain/tasks/responses';

export type { TaskDto };
export type TaskStatus = TaskDto['status'];
export type TaskSource = TaskDto['source'];
export type TaskFilter = TaskStatus | 'all';

export const SOURCE_LABEL: Record<TaskSource, string> = {
  quote_accept: 'Quote accepted',
  quote_enquiry: 'Enquiry',
  manual: 'Manual',
  balance_due: 'Balance due',
  passport_expiry: 'Passport expiring',
};

export const FILTERS: readonly { value: TaskFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
  { value: 'all', label: 'All' },
];

/** The tasks page's state in the URL: ?status= (open tasks by default, what an agent has to do) and ?page=. */
export const TASK_LIST: ListSpec<{ status: TaskFilter }, never> = {
  filters: { status: ['open', 'done', 'all'] },
};
