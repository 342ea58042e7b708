import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { applyApiErrors } from '~/features/profile/apply-api-errors';
import { createTask, taskKeys } from './api';

const AddTaskSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be 200 characters or fewer'),
  description: z.string().trim().max(5000, 'Description must be 5000 characters or fewer'),
  due_date: z.union([z.literal(''), z.iso.date('Due date must be a valid date')]),
});
type AddTask = z.infer<typeof AddTaskSchema>;
const FIELDS = ['title', 'description', 'due_date'] as const;

/** "Add task": a manual to-do for the agent (POST /api/tasks). */
export function AddTaskDialog() {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddTask>({
    resolver: zodResolver(AddTaskSchema),
    defaultValues: { title: '', description: '', due_date: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createTask({
        title: values.title,
        description: values.description || undefined,
        due_date: values.due_date || undefined,
      });
      await client.invalidateQueries({ queryKey: taskKeys.all });
      toast({ title: 'Task added', description: values.title });
      reset();
      setOpen(false);
    } catch (e) {
      setFormError(applyApiErrors(e, FIELDS, setError));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFormError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden /> Add task
        </Button>
      </DialogTrigger>
      <DialogContent width={520}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add task">
          <DialogHeader>
            <DialogTitle>Add a task</DialogTitle>
            <DialogDescription>A reminder for you: a call to make, a document to chase.</DialogDescription>
          </DialogHeader>
          {formError ? <Alert variant="destructive">{formError}</Alert> : null}
          <FormField label="Title" id="task-title" error={errors.title?.message} required>
            <Input autoFocus {...register('title')} />
          </FormField>
          <FormField label="Description" id="task-description" error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <FormField label="Due date" id="task-due" error={errors.due_date?.message}>
            <Input type="date" {...register('due_date')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="text-current" /> : null}
              Add task
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
