import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, Check, GripVertical, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { TASK_STATUSES, TASK_STATUS_LABEL, type TaskStatus } from '@domain/tasks/schema';
import { Badge } from '~/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { cn } from '~/lib/cn';
import { listTasks, taskKeys, type TaskListParams } from './api';
import { PriorityBadge, SourceBadge, TaskMeta } from './task-parts';
import type { TaskDto } from './types';

/** Cards per column: the board is for what is in hand; the list view pages through the rest. */
const COLUMN_SIZE = 100;
/** Pixels a pointer travels before a press becomes a drag (a click stays a click). */
const DRAG_THRESHOLD = 6;

type Drag = { id: string; pointerId: number; x: number; y: number; dx: number; dy: number; active: boolean };

function statusBeside(status: TaskStatus, step: -1 | 1): TaskStatus | null {
  return TASK_STATUSES[TASK_STATUSES.indexOf(status) + step] ?? null;
}

/**
 * The board: a column per status. A card moves by dragging it (mouse, pen or
 * its grip on a touch screen), by the left and right arrow keys while it has
 * focus, or by its "Move to…" menu; each move is announced to screen readers.
 */
export function TaskBoard({
  params,
  showAssignee,
  moveTo,
  complete,
  onEdit,
  onDelete,
  announcement,
}: {
  params: Omit<TaskListParams, 'status' | 'page' | 'pageSize' | 'sort'>;
  showAssignee: boolean;
  moveTo: (task: TaskDto, status: TaskStatus) => void;
  complete: (task: TaskDto) => void;
  onEdit: (task: TaskDto) => void;
  onDelete: (task: TaskDto) => void;
  announcement: string;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [over, setOver] = useState<TaskStatus | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  // After a keyboard move the card is drawn in its new column: keep the focus on it.
  useEffect(() => {
    if (!focusId) return;
    const el = boardRef.current?.querySelector<HTMLElement>(`[data-task-id="${focusId}"]`);
    if (el && document.activeElement !== el) el.focus();
  });

  const columnUnder = (x: number, y: number, card: HTMLElement): TaskStatus | null => {
    for (const el of document.elementsFromPoint(x, y)) {
      if (card.contains(el)) continue;
      const zone = el.closest<HTMLElement>('[data-drop-status]');
      const status = zone?.dataset.dropStatus;
      if (status) return TASK_STATUSES.find((s) => s === status) ?? null;
    }
    return null;
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>, task: TaskDto) => {
    if (e.button !== 0) return;
    const target = e.target instanceof Element ? e.target : null;
    const onGrip = !!target?.closest('[data-drag-grip]');
    // Touch scrolls the page unless it starts on the grip; controls inside the card keep their clicks.
    if (!onGrip && (e.pointerType === 'touch' || target?.closest('button, a, input, [role="menuitem"]'))) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ id: task.id, pointerId: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, dy: 0, active: false });
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    const active = drag.active || Math.hypot(dx, dy) > DRAG_THRESHOLD;
    setDrag({ ...drag, dx, dy, active });
    if (active) setOver(columnUnder(e.clientX, e.clientY, e.currentTarget));
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>, task: TaskDto) => {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const target = drag.active ? columnUnder(e.clientX, e.clientY, e.currentTarget) : null;
    setDrag(null);
    setOver(null);
    if (target && target !== task.status) moveTo(task, target);
  };

  const cancelDrag = () => {
    setDrag(null);
    setOver(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, task: TaskDto) => {
    if (e.key === 'Escape' && drag) {
      cancelDrag();
      return;
    }
    if (e.target !== e.currentTarget) return;
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = statusBeside(task.status, step);
    if (!next) return;
    setFocusId(task.id);
    moveTo(task, next);
  };

  return (
    <div ref={boardRef}>
      <p id="task-board-help" className="mb-3 hidden text-sm text-muted sm:block">
        Drag a card to another column, or focus it and press the left or right arrow key. Each card’s menu moves it too.
      </p>
      <p id="task-board-keys" className="sr-only">
        Press the left or right arrow key to move this task to the previous or next column.
      </p>
      <div role="status" aria-live="polite" className="sr-only" data-testid="board-announcer">
        {announcement}
      </div>
      <div className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0">
        {TASK_STATUSES.map((status) => (
          <Column key={status} status={status} params={params} highlighted={over === status && drag?.active === true}>
            {(task) => {
              const dragging = drag?.active === true && drag.id === task.id;
              return (
                <li
                  key={task.id}
                  data-task-id={task.id}
                  data-testid="board-card"
                  tabIndex={0}
                  aria-describedby="task-board-keys"
                  aria-label={`${task.title}${task.overdue ? ', overdue' : ''}, ${TASK_STATUS_LABEL[task.status]}`}
                  onKeyDown={(e) => onKeyDown(e, task)}
                  onPointerDown={(e) => onPointerDown(e, task)}
                  onPointerMove={onPointerMove}
                  onPointerUp={(e) => onPointerUp(e, task)}
                  onPointerCancel={cancelDrag}
                  onLostPointerCapture={() => {
                    if (drag?.id === task.id) cancelDrag();
                  }}
                  onBlur={() => setFocusId((id) => (id === task.id ? null : id))}
                  style={dragging ? { transform: `translate(${drag.dx}px, ${drag.dy}px) rotate(1.5deg)` } : undefined}
                  className={cn(
                    'relative rounded-xl border border-line border-l-4 bg-surface p-3 shadow-sm select-none',
                    'focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                    task.overdue ? 'border-l-danger' : 'border-l-transparent',
                    dragging ? 'z-20 cursor-grabbing opacity-90 shadow-lg' : 'cursor-grab',
                  )}
                >
                  <BoardCard
                    task={task}
                    showAssignee={showAssignee}
                    moveTo={(s) => moveTo(task, s)}
                    complete={() => complete(task)}
                    onEdit={() => onEdit(task)}
                    onDelete={() => onDelete(task)}
                  />
                </li>
              );
            }}
          </Column>
        ))}
      </div>
    </div>
  );
}

function Column({
  status,
  params,
  highlighted,
  children,
}: {
  status: TaskStatus;
  params: Omit<TaskListParams, 'status' | 'page' | 'pageSize' | 'sort'>;
  highlighted: boolean;
  children: (task: TaskDto) => React.ReactNode;
}) {
  const query: TaskListParams = {
    ...params,
    status,
    sort: status === 'done' ? 'updated_desc' : 'due_asc',
    pageSize: COLUMN_SIZE,
  };
  const tasks = useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => listTasks(query, signal),
    placeholderData: keepPreviousData,
  });
  const label = TASK_STATUS_LABEL[status];
  const headingId = `task-column-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-drop-status={status}
      data-testid={`board-column-${status}`}
      className={cn(
        'flex w-[85%] shrink-0 snap-start flex-col rounded-2xl border bg-slate-50 p-3 transition-colors lg:w-auto',
        highlighted ? 'border-brand bg-brand-soft' : 'border-line',
      )}
    >
      <h2 id={headingId} className="mb-3 flex items-center justify-between px-1 text-sm font-semibold text-ink">
        {label}
        <Badge variant="secondary" aria-label={`${tasks.data?.total ?? 0} tasks`}>
          {tasks.data ? tasks.data.total : '…'}
        </Badge>
      </h2>
      {tasks.isPending ? (
        <div className="space-y-2" aria-label={`Loading ${label}`}>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : tasks.isError ? (
        <LoadError
          title={`Could not load ${label}`}
          message={tasks.error.message}
          onRetry={() => void tasks.refetch()}
        />
      ) : (
        <>
          {tasks.data.items.length === 0 ? (
            <p className="flex-1 rounded-xl border border-dashed border-line px-1 py-8 text-center text-sm text-muted">
              Nothing here
            </p>
          ) : (
            <ul aria-label={label} className="flex flex-1 flex-col gap-2">
              {tasks.data.items.map((task) => children(task))}
            </ul>
          )}
          {tasks.data.total > tasks.data.items.length ? (
            <p className="mt-2 px-1 text-xs text-muted">
              Showing {tasks.data.items.length} of {tasks.data.total}; the list view shows them all.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function BoardCard({
  task,
  showAssignee,
  moveTo,
  complete,
  onEdit,
  onDelete,
}: {
  task: TaskDto;
  showAssignee: boolean;
  moveTo: (status: TaskStatus) => void;
  complete: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-2">
      <span
        data-drag-grip
        aria-hidden
        className="-ml-1 flex w-5 shrink-0 touch-none items-start justify-center pt-0.5 text-muted"
      >
        <GripVertical className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className={cn('font-medium break-words text-ink', task.status === 'done' && 'text-muted line-through')}>
          {task.title}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {task.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
          <PriorityBadge task={task} />
          <SourceBadge task={task} />
        </div>
        <TaskMeta task={task} showAssignee={showAssignee} className="gap-x-3 text-xs" />
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {task.status !== 'done' ? (
          <button
            type="button"
            onClick={complete}
            aria-label={`Complete: ${task.title}`}
            className="rounded-md p-1.5 text-muted hover:bg-green-50 hover:text-green-700 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
          >
            <Check aria-hidden className="size-4" />
          </button>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`Move or change: ${task.title}`}
            className="rounded-md p-1.5 text-muted hover:bg-slate-100 hover:text-ink focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
          >
            <MoreHorizontal aria-hidden className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Move to…</DropdownMenuLabel>
            {TASK_STATUSES.filter((s) => s !== task.status).map((s) => (
              <DropdownMenuItem key={s} onSelect={() => moveTo(s)}>
                <ArrowRightLeft aria-hidden /> {TASK_STATUS_LABEL[s]}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden /> Edit
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={onDelete}
              className="text-danger data-[highlighted]:bg-red-50 data-[highlighted]:text-danger"
            >
              <Trash2 aria-hidden /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
