import { useQueryClient } from '@tanstack/react-query';
import { CornerDownLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TASK_LIMITS } from '@domain/tasks/schema';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/use-toast';
import { ApiError } from '~/lib/api';
import { createTask, taskKeys } from './api';
import type { TaskDto } from './types';

/** One line, Enter: a task with just a title, for the caller, to do. */
export function QuickAdd({ onAdded }: { onAdded: (task: TaskDto) => void }) {
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = title.trim();
    if (!text) {
      setError('Type what needs doing, then press Enter');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const task = await createTask({ title: text });
      setTitle('');
      onAdded(task);
      toast({ title: 'Task added', description: task.title });
      await client.invalidateQueries({ queryKey: taskKeys.all });
    } catch (err) {
      setError(
        err instanceof ApiError ? (err.fields?.title ?? err.message) : 'Could not add the task. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5" aria-label="Quick add">
      <div className="flex gap-2">
        <Input
          aria-label="Quick add a task"
          placeholder="Add a task and press Enter, e.g. Call the Smiths about transfers"
          value={title}
          maxLength={TASK_LIMITS.title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'quick-add-error' : undefined}
          readOnly={busy}
        />
        <Button type="submit" variant="outline" disabled={busy} className="shrink-0">
          <CornerDownLeft aria-hidden /> Add
        </Button>
      </div>
      {error ? (
        <p id="quick-add-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
