import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  TASK_LIMITS,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABEL,
  TASK_STATUSES,
  TASK_STATUS_LABEL,
  type TaskUpdateInput,
} from '@domain/tasks/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { useAuth } from '~/features/auth/auth-context';
import { useCan } from '~/features/auth/use-can';
import { applyApiErrors } from '~/features/profile/apply-api-errors';
import { ApiError } from '~/lib/api';
import { displayTitle, listQuotes } from '~/features/quotes/api';
import { createTask, findPassengers, listAssignees, taskKeys, updateTask } from './api';
import { SearchPick, type PickOption } from './search-pick';
import type { TaskDto } from './types';

const LINK_TYPES = ['none', 'quote', 'passenger', 'booking'] as const;
type LinkType = (typeof LINK_TYPES)[number];
const Pick = z.object({ id: z.string(), label: z.string() }).nullable();

const FormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(TASK_LIMITS.title, `Title must be at most ${TASK_LIMITS.title} characters`),
    description: z
      .string()
      .trim()
      .max(TASK_LIMITS.description, `Description must be at most ${TASK_LIMITS.description} characters`),
    due_date: z.union([z.literal(''), z.iso.date('Due date must be a valid date')]),
    due_time: z.union([
      z.literal(''),
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Due time must be a time (HH:MM)'),
    ]),
    priority: z.enum(TASK_PRIORITIES),
    status: z.enum(TASK_STATUSES),
    assignee: Pick,
    link_type: z.enum(LINK_TYPES),
    link: Pick,
  })
  .superRefine((v, ctx) => {
    if (v.due_time && !v.due_date)
      ctx.addIssue({ code: 'custom', path: ['due_time'], message: 'Add a due date for the time' });
    if (v.link_type !== 'none' && !v.link) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: `Choose the ${v.link_type} to link` });
    }
  });
type Form = z.infer<typeof FormSchema>;
const FIELDS = ['title', 'description', 'due_date', 'due_time', 'priority', 'status'] as const;

function defaults(task: TaskDto | null, me: PickOption | null): Form {
  const link_type: LinkType = task?.quote_id
    ? 'quote'
    : task?.passenger_id
      ? 'passenger'
      : task?.booking_id
        ? 'booking'
        : 'none';
  const link =
    task?.quote_id != null
      ? { id: task.quote_id, label: task.quote_title ?? 'Quote' }
      : task?.passenger_id != null
        ? { id: task.passenger_id, label: task.passenger_name ?? 'Passenger' }
        : task?.booking_id != null
          ? { id: task.booking_id, label: 'Booking' }
          : null;
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    due_date: task?.due_date ?? '',
    due_time: task?.due_time ?? '',
    priority: task?.priority ?? 'normal',
    status: task?.status ?? 'open',
    assignee: task ? { id: task.assignee.id, label: task.assignee.name } : me,
    link_type,
    link,
  };
}

/** The body the API gets: the link as one of quote_id, passenger_id, booking_id (or all cleared). */
function bodyOf(v: Form): TaskUpdateInput {
  const linkId = v.link_type === 'none' ? null : (v.link?.id ?? null);
  return {
    title: v.title,
    description: v.description || null,
    due_date: v.due_date || null,
    due_time: v.due_time || null,
    priority: v.priority,
    status: v.status,
    ...(v.assignee ? { assignee_id: v.assignee.id } : {}),
    quote_id: v.link_type === 'quote' ? linkId : null,
    passenger_id: v.link_type === 'passenger' ? linkId : null,
    booking_id: v.link_type === 'booking' ? linkId : null,
  };
}

/**
 * Adding or editing a task in full: title, notes, due date and time,
 * priority, status, a linked quote or passenger, and (managers and admins)
 * the agent it is for. `task` null adds one.
 */
export function TaskDialog({
  open,
  onOpenChange,
  task,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task: TaskDto | null;
}) {
  const client = useQueryClient();
  const can = useCan();
  const { user, profile } = useAuth();
  const mayAssign = can('tasks.assign');
  const me: PickOption | null = user
    ? { id: user.id, label: [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || user.email }
    : null;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(FormSchema), defaultValues: defaults(task, me) });

  // A different task (or a fresh add) starts from its own values.
  useEffect(() => {
    if (open) {
      reset(defaults(task, me));
      setFormError(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `me` is rebuilt each render; the task and opening decide.
  }, [open, task, reset]);

  const linkType = watch('link_type');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = bodyOf(values);
      const saved = task ? await updateTask(task.id, body) : await createTask({ ...body, title: values.title });
      await client.invalidateQueries({ queryKey: taskKeys.all });
      toast({ title: task ? 'Task saved' : 'Task added', description: saved.title });
      onOpenChange(false);
    } catch (e) {
      const message = applyApiErrors(e, FIELDS, setError);
      const fields = e instanceof ApiError ? e.fields : undefined;
      const linkError = fields?.quote_id ?? fields?.passenger_id ?? fields?.booking_id;
      if (linkError) setError('link', { type: 'server', message: linkError });
      if (fields?.assignee_id) setError('assignee', { type: 'server', message: fields.assignee_id });
      setFormError(linkError || fields?.assignee_id ? null : message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={560}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={task ? 'Edit task' : 'Add task'}>
          <DialogHeader>
            <DialogTitle>{task ? 'Edit task' : 'Add a task'}</DialogTitle>
            <DialogDescription>A call to make, a document to chase, a payment to take.</DialogDescription>
          </DialogHeader>
          {formError ? <Alert variant="destructive">{formError}</Alert> : null}
          <FormField label="Title" id="task-title" error={errors.title?.message} required>
            <Input autoFocus {...register('title')} />
          </FormField>
          <FormField label="Description" id="task-description" error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Due date" id="task-due" error={errors.due_date?.message}>
              <Input type="date" {...register('due_date')} />
            </FormField>
            <FormField label="Time (optional)" id="task-time" error={errors.due_time?.message}>
              <Input type="time" {...register('due_time')} />
            </FormField>
            <FormField label="Priority" id="task-priority" error={errors.priority?.message}>
              <NativeSelect {...register('priority')}>
                {TASK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {TASK_PRIORITY_LABEL[p]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Status" id="task-status" error={errors.status?.message}>
              <NativeSelect {...register('status')}>
                {TASK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {TASK_STATUS_LABEL[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField label="Linked to" id="task-link-type">
            <NativeSelect {...register('link_type', { onChange: () => setValue('link', null) })}>
              <option value="none">Nothing</option>
              <option value="quote">A quote</option>
              <option value="passenger">A passenger</option>
              {/* Bookings come with the bookings issue; a booking link already made is kept. */}
              {task?.booking_id ? <option value="booking">A booking</option> : null}
            </NativeSelect>
          </FormField>
          {linkType === 'quote' || linkType === 'passenger' || linkType === 'booking' ? (
            <Controller
              control={control}
              name="link"
              render={({ field }) => (
                <div className="grid gap-1.5">
                  <label htmlFor="task-link" className="text-sm font-medium text-ink">
                    {linkType === 'quote' ? 'Quote' : linkType === 'passenger' ? 'Passenger' : 'Booking'}
                  </label>
                  <SearchPick
                    id="task-link"
                    value={field.value}
                    onChange={field.onChange}
                    invalid={!!errors.link}
                    describedBy={errors.link ? 'task-link-error' : undefined}
                    placeholder={linkType === 'quote' ? 'Search your quotes' : 'Search your passengers'}
                    queryKey={(q) => taskKeys.links(linkType, q)}
                    search={async (q, signal) =>
                      linkType === 'quote'
                        ? (await listQuotes({ q, pageSize: 8 }, signal)).items.map((x) => ({
                            id: x.id,
                            label: displayTitle(x),
                          }))
                        : (await findPassengers(q, signal)).items.map((x) => ({ id: x.id, label: x.full_name }))
                    }
                  />
                  {errors.link ? (
                    <p id="task-link-error" className="text-sm text-danger">
                      {errors.link.message}
                    </p>
                  ) : null}
                </div>
              )}
            />
          ) : null}
          {mayAssign ? (
            <Controller
              control={control}
              name="assignee"
              render={({ field }) => (
                <div className="grid gap-1.5">
                  <label htmlFor="task-assignee" className="text-sm font-medium text-ink">
                    Assigned to
                  </label>
                  <SearchPick
                    id="task-assignee"
                    value={field.value}
                    onChange={field.onChange}
                    invalid={!!errors.assignee}
                    placeholder="Search agents by name or e-mail"
                    queryKey={(q) => taskKeys.assignees(q)}
                    search={async (q, signal) =>
                      (await listAssignees(q, signal)).items.map((p) => ({ id: p.id, label: p.name }))
                    }
                  />
                  {errors.assignee ? <p className="text-sm text-danger">{errors.assignee.message}</p> : null}
                </div>
              )}
            />
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="text-current" /> : null}
              {task ? 'Save task' : 'Add task'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
