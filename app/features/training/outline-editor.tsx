import { useMutation } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ClipboardCheck, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { AdminCourseDto, AdminLessonDto, AdminModuleDto } from '@domain/training/responses';
import { TRAINING_LIMITS } from '@domain/training/schema';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { cn } from '~/lib/cn';
import { addLesson, deleteLesson, deleteModule, reorderCourse, updateLesson, updateModule } from './api';
import { LessonDialog } from './lesson-dialog';
import { dropLesson, dropModule, moveLesson, moveModule, orderOf, sameOrder, toBody, type Order } from './order';
import { QuizDialog } from './quiz-dialog';

type Dragging = { kind: 'module' | 'lesson'; id: string } | null;
type Editing =
  | { kind: 'lesson'; module: AdminModuleDto; lesson: AdminLessonDto | null }
  | { kind: 'quiz'; module: AdminModuleDto }
  | { kind: 'rename'; module: AdminModuleDto }
  | null;
type Deleting = { kind: 'module'; module: AdminModuleDto } | { kind: 'lesson'; lesson: AdminLessonDto } | null;

const focusSoon = (selector: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

/**
 * The course's modules and lessons in order. Each can be moved with its
 * up/down buttons (or Alt+Up/Down on its handle), or dragged; a lesson moved
 * past the end of its module goes into the next. Every move is announced.
 */
export function OutlineEditor({ course, onSaved }: { course: AdminCourseDto; onSaved: (c: AdminCourseDto) => void }) {
  const [pending, setPending] = useState<Order | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<Dragging>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const modules = new Map(course.outline.map((m) => [m.id, m]));
  const lessons = new Map(course.outline.flatMap((m) => m.lessons.map((l) => [l.id, l] as const)));
  const order = pending ?? orderOf(course.outline);

  const reorder = useMutation({
    mutationFn: (next: Order) => reorderCourse(course.id, toBody(next)),
    onSuccess: (saved) => {
      onSaved(saved);
      setPending(null);
    },
    onError: (e) => {
      setPending(null);
      setAnnouncement('The new order could not be saved; the previous order is back.');
      toast({ title: 'Could not save the order', description: e.message, variant: 'destructive' });
    },
  });

  const apply = (next: Order | null, message: string) => {
    if (!next || sameOrder(next, order)) return;
    setPending(next);
    setAnnouncement(message);
    reorder.mutate(next);
  };

  const moveModuleBy = (index: number, delta: -1 | 1) => {
    const next = moveModule(order, index, delta);
    const m = modules.get(order[index]?.id ?? '');
    if (!next || !m) return;
    apply(next, `Moved module ${m.title} to position ${index + delta + 1} of ${order.length}.`);
    focusSoon(`[data-move="${m.id}:${delta}"]`);
  };

  const moveLessonBy = (mi: number, li: number, delta: -1 | 1) => {
    const id = order[mi]?.lessons[li];
    const next = moveLesson(order, mi, li, delta);
    const l = id ? lessons.get(id) : undefined;
    if (!next || !l) return;
    const where = next.findIndex((m) => m.lessons.includes(l.id));
    const pos = next[where]?.lessons.indexOf(l.id) ?? 0;
    const moduleTitle = modules.get(next[where]?.id ?? '')?.title ?? '';
    apply(
      next,
      `Moved lesson ${l.title} to position ${pos + 1} of ${next[where]?.lessons.length ?? 0} in ${moduleTitle}.`,
    );
    focusSoon(`[data-move="${l.id}:${delta}"]`);
  };

  const onHandleKey = (e: KeyboardEvent, move: (delta: -1 | 1) => void) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(e.key === 'ArrowUp' ? -1 : 1);
  };

  const startDrag = (e: DragEvent, kind: 'module' | 'lesson', id: string) => {
    e.stopPropagation();
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', `${kind}:${id}`);
    setDragging({ kind, id });
  };
  const endDrag = () => {
    setDragging(null);
    setDropTarget(null);
  };
  const over = (e: DragEvent, target: string, accepts: 'module' | 'lesson') => {
    if (dragging?.kind !== accepts) return;
    e.preventDefault();
    e.stopPropagation();
    setDropTarget(target);
  };
  const dropOnLesson = (e: DragEvent, moduleId: string, beforeLessonId: string | null) => {
    if (dragging?.kind !== 'lesson') return;
    e.preventDefault();
    e.stopPropagation();
    const l = lessons.get(dragging.id);
    const next = dropLesson(order, dragging.id, moduleId, beforeLessonId);
    endDrag();
    if (l) apply(next, `Moved lesson ${l.title} into ${modules.get(moduleId)?.title ?? 'the module'}.`);
  };
  const dropOnModule = (e: DragEvent, beforeModuleId: string) => {
    if (dragging?.kind !== 'module') return;
    e.preventDefault();
    const m = modules.get(dragging.id);
    const next = dropModule(order, dragging.id, beforeModuleId);
    endDrag();
    if (m)
      apply(next, `Moved module ${m.title} to position ${next.findIndex((x) => x.id === m.id) + 1} of ${next.length}.`);
  };

  const saveWith = async (promise: Promise<AdminCourseDto>, message: string) => {
    onSaved(await promise);
    setEditing(null);
    toast({ title: message });
  };

  if (order.length === 0) {
    return (
      <>
        <EmptyState title="No modules yet" description="Add the first module below, then its lessons." />
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Drag the handles to reorder, or use the arrow buttons (Alt+Up and Alt+Down on a handle).
      </p>
      <p aria-live="polite" className="sr-only" data-testid="order-announcement">
        {announcement}
      </p>
      <ol className="space-y-4" aria-label="Modules">
        {order.map((entry, mi) => {
          const m = modules.get(entry.id);
          if (!m) return null;
          return (
            <li
              key={m.id}
              onDragOver={(e) => over(e, `module:${m.id}`, 'module')}
              onDrop={(e) => dropOnModule(e, m.id)}
              className={cn(dragging?.id === m.id && 'opacity-50')}
            >
              <Card
                className={cn('p-4', dropTarget === `module:${m.id}` && 'ring-2 ring-brand')}
                data-testid="outline-module"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    draggable
                    onDragStart={(e) => startDrag(e, 'module', m.id)}
                    onDragEnd={endDrag}
                    onKeyDown={(e) => onHandleKey(e, (d) => moveModuleBy(mi, d))}
                    aria-label={`Reorder module ${m.title}`}
                    className="cursor-grab rounded p-1 text-muted hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                  >
                    <GripVertical aria-hidden className="size-5" />
                  </button>
                  <h3 className="min-w-0 flex-1 font-semibold text-ink">
                    <span className="text-muted">Module {mi + 1}:</span> {m.title}
                  </h3>
                  <MoveButtons
                    id={m.id}
                    name={`module ${m.title}`}
                    canUp={mi > 0}
                    canDown={mi < order.length - 1}
                    onMove={(d) => moveModuleBy(mi, d)}
                    disabled={reorder.isPending}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing({ kind: 'rename', module: m })}
                    aria-label={`Rename module ${m.title}`}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger hover:bg-red-50"
                    onClick={() => setDeleting({ kind: 'module', module: m })}
                    aria-label={`Delete module ${m.title}`}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>

                <ol
                  className={cn(
                    'mt-3 min-h-10 space-y-1 rounded-lg',
                    dropTarget === `end:${m.id}` && 'bg-brand-soft outline-2 outline-dashed outline-brand',
                  )}
                  aria-label={`Lessons of ${m.title}`}
                  onDragOver={(e) => over(e, `end:${m.id}`, 'lesson')}
                  onDrop={(e) => dropOnLesson(e, m.id, null)}
                >
                  {entry.lessons.length === 0 ? (
                    <li className="px-3 py-2 text-sm text-muted">No lessons yet. Add one, or drag a lesson here.</li>
                  ) : null}
                  {entry.lessons.map((lessonId, li) => {
                    const l = lessons.get(lessonId);
                    if (!l) return null;
                    return (
                      <li
                        key={l.id}
                        data-testid="outline-lesson"
                        onDragOver={(e) => over(e, `lesson:${l.id}`, 'lesson')}
                        onDrop={(e) => dropOnLesson(e, m.id, l.id)}
                        className={cn(
                          'flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface px-2 py-1.5',
                          dropTarget === `lesson:${l.id}` && 'border-t-4 border-t-brand',
                          dragging?.id === l.id && 'opacity-50',
                        )}
                      >
                        <button
                          type="button"
                          draggable
                          onDragStart={(e) => startDrag(e, 'lesson', l.id)}
                          onDragEnd={endDrag}
                          onKeyDown={(e) => onHandleKey(e, (d) => moveLessonBy(mi, li, d))}
                          aria-label={`Reorder lesson ${l.title}`}
                          className="cursor-grab rounded p-1 text-muted hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                        >
                          <GripVertical aria-hidden className="size-4" />
                        </button>
                        <span className="min-w-0 flex-1 text-sm">
                          <span className="font-medium text-ink">{l.title}</span>
                          <span className="ml-2 text-muted">{l.minutes} min</span>
                          {l.video_url ? (
                            <Badge variant="outline" className="ml-2">
                              Video
                            </Badge>
                          ) : null}
                          {l.attachments.length > 0 ? (
                            <Badge variant="outline" className="ml-2">
                              {l.attachments.length} attached
                            </Badge>
                          ) : null}
                        </span>
                        <MoveButtons
                          id={l.id}
                          name={`lesson ${l.title}`}
                          canUp={mi > 0 || li > 0}
                          canDown={mi < order.length - 1 || li < entry.lessons.length - 1}
                          onMove={(d) => moveLessonBy(mi, li, d)}
                          disabled={reorder.isPending}
                        />
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setEditing({ kind: 'lesson', module: m, lesson: l })}
                          aria-label={`Edit lesson ${l.title}`}
                        >
                          <Pencil aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-danger hover:bg-red-50"
                          onClick={() => setDeleting({ kind: 'lesson', lesson: l })}
                          aria-label={`Delete lesson ${l.title}`}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </li>
                    );
                  })}
                </ol>

                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing({ kind: 'lesson', module: m, lesson: null })}
                  >
                    <Plus aria-hidden /> Add lesson<span className="sr-only"> to {m.title}</span>
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setEditing({ kind: 'quiz', module: m })}>
                    <ClipboardCheck aria-hidden /> {m.quiz ? 'Edit quiz' : 'Add quiz'}
                    <span className="sr-only"> of {m.title}</span>
                  </Button>
                  {m.quiz ? (
                    <span className="text-sm text-muted">
                      Quiz: {m.quiz.questions.length} {m.quiz.questions.length === 1 ? 'question' : 'questions'}, pass{' '}
                      {m.quiz.pass_mark}%
                    </span>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ol>

      {editing?.kind === 'lesson' ? (
        <LessonDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          lesson={editing.lesson}
          moduleTitle={editing.module.title}
          onSave={(body) =>
            saveWith(
              editing.lesson ? updateLesson(editing.lesson.id, body) : addLesson(editing.module.id, body),
              editing.lesson ? 'Lesson saved' : 'Lesson added',
            )
          }
        />
      ) : null}
      {editing?.kind === 'quiz' ? (
        <QuizDialog
          open
          module={editing.module}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(quiz) => saveWith(updateModule(editing.module.id, { quiz }), quiz ? 'Quiz saved' : 'Quiz removed')}
        />
      ) : null}
      {editing?.kind === 'rename' ? (
        <RenameModule
          module={editing.module}
          onClose={() => setEditing(null)}
          onSave={(title) => saveWith(updateModule(editing.module.id, { title }), 'Module renamed')}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === 'module' ? 'Delete this module?' : 'Delete this lesson?'}
        description={
          deleting?.kind === 'module'
            ? `"${deleting.module.title}" will be removed with its ${deleting.module.lessons.length} lessons and its quiz.`
            : deleting
              ? `"${deleting.lesson.title}" will be removed, with agents' progress on it.`
              : ''
        }
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          onSaved(
            await (deleting.kind === 'module' ? deleteModule(deleting.module.id) : deleteLesson(deleting.lesson.id)),
          );
          toast({ title: deleting.kind === 'module' ? 'Module deleted' : 'Lesson deleted' });
          setDeleting(null);
        }}
      />
    </div>
  );
}

function MoveButtons({
  id,
  name,
  canUp,
  canDown,
  onMove,
  disabled,
}: {
  id: string;
  name: string;
  canUp: boolean;
  canDown: boolean;
  onMove: (delta: -1 | 1) => void;
  disabled: boolean;
}) {
  return (
    <span className="inline-flex">
      <Button
        variant="ghost"
        size="sm"
        data-move={`${id}:-1`}
        aria-label={`Move ${name} up`}
        disabled={!canUp || disabled}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        data-move={`${id}:1`}
        aria-label={`Move ${name} down`}
        disabled={!canDown || disabled}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </span>
  );
}

function RenameModule({
  module,
  onClose,
  onSave,
}: {
  module: AdminModuleDto;
  onClose: () => void;
  onSave: (title: string) => Promise<void>;
}) {
  const [title, setTitle] = useState(module.title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename module</DialogTitle>
          <DialogDescription>Learners see this title above its lessons.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!title.trim()) return setError('Title is required');
            setBusy(true);
            try {
              await onSave(title.trim());
            } catch (err) {
              setError(err instanceof Error ? err.message : 'Could not rename the module.');
            } finally {
              setBusy(false);
            }
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="rename-module">Title</Label>
            <Input
              id="rename-module"
              value={title}
              maxLength={TRAINING_LIMITS.title}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setTitle(e.target.value)}
            />
            {error ? <p className="text-sm text-danger">{error}</p> : null}
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
