import { useState } from 'react';
import type { ArticleDto } from '@domain/blog/responses';
import { formatDateTime } from '@domain/formats';
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
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { ApiError } from '~/lib/api';
import { scheduleArticle } from '../api';

/** A Date as the value of a datetime-local input, in this browser's time zone. */
function localInputValue(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Tomorrow at 09:00, a sensible first suggestion. */
function suggestion(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return localInputValue(d);
}

/** Choose when the article goes live; the publish job puts it on the blog at that time. */
export function ScheduleDialog({
  open,
  onOpenChange,
  articleId,
  current,
  onScheduled,
  onFieldErrors,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  articleId: string;
  current: string | null;
  onScheduled: (article: ArticleDto) => void;
  onFieldErrors: (fields: Record<string, string>) => void;
}) {
  const [value, setValue] = useState(() => (current ? localInputValue(new Date(current)) : suggestion()));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const when = new Date(value);
    if (!value || Number.isNaN(when.getTime())) {
      setError('Choose a date and time');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const next = await scheduleArticle(articleId, { publish_at: when.toISOString() });
      onScheduled(next);
      toast({ title: 'Article scheduled', description: `Goes live ${formatDateTime(when)}` });
      onOpenChange(false);
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        setError(e.fields.publish_at);
        const { publish_at: _time, ...others } = e.fields;
        onFieldErrors(others);
        if (!e.fields.publish_at) setError(e.message);
      } else setError(e instanceof Error ? e.message : 'Could not schedule the article');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule the article</DialogTitle>
          <DialogDescription>
            It goes on the blog at this time (your computer&rsquo;s time zone). Until then it stays off the site and you
            can keep editing.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormField id="schedule-at" label="Publish on" error={error} required>
            <Input type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : null} Schedule
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
