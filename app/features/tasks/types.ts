import type { ListSpec } from '~/components/list/list-params';
import type { TaskDto } from '@domain/tasks/responses';
import type {
  TaskDueFilter,
  TaskLinkFilter,
  TaskOwnerFilter,
  TaskSort,
  TaskStatus,
  TaskStatusFilter,
} from '@domain/tasks/schema';

export type { TaskDto, TaskStatus };
export type TaskView = 'list' | 'board';

export const STATUS_FILTERS: readonly { value: TaskStatusFilter; label: string }[] = [
  { value: 'active', label: 'Open' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
  { value: 'all', label: 'All' },
];

export const DUE_LABEL: Record<TaskDueFilter, string> = {
  any: 'Any due date',
  today: 'Due today',
  overdue: 'Overdue',
  week: 'Due in the next 7 days',
};

export const LINK_LABEL: Record<TaskLinkFilter, string> = {
  any: 'Any link',
  quote: 'Linked to a quote',
  booking: 'Linked to a booking',
  passenger: 'Linked to a passenger',
  none: 'Not linked',
};

export const SORT_LABEL: Record<TaskSort, string> = {
  due_asc: 'Due soonest',
  priority: 'Priority',
  created_desc: 'Newest',
  updated_desc: 'Recently changed',
};

/**
 * The tasks page's state in the URL: the view, the status (list view), due,
 * link, whose (staff) and sort filters, the search and the page. Open tasks,
 * soonest due, as a list by default: what an agent has to do.
 */
export const TASK_LIST: ListSpec<
  {
    view: TaskView;
    status: TaskStatusFilter;
    due: TaskDueFilter;
    link: TaskLinkFilter;
    owner: TaskOwnerFilter;
    sort: TaskSort;
  },
  never
> = {
  filters: {
    view: ['list', 'board'],
    status: ['active', 'in_progress', 'done', 'all', 'open'],
    due: ['any', 'today', 'overdue', 'week'],
    link: ['any', 'quote', 'booking', 'passenger', 'none'],
    owner: ['all', 'mine'],
    sort: ['due_asc', 'priority', 'created_desc', 'updated_desc'],
  },
};
