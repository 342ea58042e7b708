import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { CaptureSummary } from '@domain/captures/responses';
import { CAPTURE_LIMITS, CaptureUpdateSchema } from '@domain/captures/schema';
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
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { ApiError } from '~/lib/api';
import { captureKeys, updateCapture } from './api';

const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The note and tags of one capture, changed in a dialog. */
export function EditCaptureDialog({
  capture,
  onOpenChange,
}: {
  capture: CaptureSummary | null;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [tags, setTags] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!capture) return;
    setNote(capture.note ?? '');
    setTags(capture.tags.join(', '));
    setErrors({});
  }, [capture]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!capture) return;
    const parsed = CaptureUpdateSchema.safeParse({ note: note.trim() || null, tags: splitTags(tags) });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setErrors({ [String(first?.path[0] ?? 'note')]: first?.message ?? 'Check this field' });
      return;
    }
    setBusy(true);
    try {
      await updateCapture(capture.id, parsed.data);
      toast({ title: 'Capture saved', description: capture.title });
      await client.invalidateQueries({ queryKey: captureKeys.all });
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else toast({ title: 'Could not save', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={capture !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Note and tags</DialogTitle>
            <DialogDescription className="break-words">{capture?.title}</DialogDescription>
          </DialogHeader>
          <FormField label="Note" id="capture-note" error={errors.note}>
            <Textarea value={note} maxLength={CAPTURE_LIMITS.note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <FormField
            label="Tags"
            id="capture-tags"
            error={errors.tags}
            hint={`Separated by commas, up to ${CAPTURE_LIMITS.tags}.`}
          >
            <Input value={tags} onChange={(e) => setTags(e.target.value)} placeholder="e.g. lanzarote, family" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
