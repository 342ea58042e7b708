import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FEEDBACK_DIALOG_WIDTH_PX } from '@domain/constants';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  FeedbackSchema,
  type FeedbackInput,
} from '@domain/schemas/feedback';
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
import { submitFeedback } from './api';

const TYPE_LABEL: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  feature: 'New feature',
  bug: 'Bug report',
  enhancement: 'Improvement',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const EMPTY: FeedbackInput = { title: '', description: '', type: 'feature', priority: 'medium', category: 'general' };

/** Submit stays disabled until title and description have text after trimming (SPEC 2). */
export function canSubmitFeedback(title: string | undefined, description: string | undefined): boolean {
  return (title ?? '').trim().length > 0 && (description ?? '').trim().length > 0;
}

/** The 'New Features' dialog (SPEC 2, 3): 600 px, stored by POST /api/feedback. */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackInput>({ resolver: zodResolver(FeedbackSchema), defaultValues: EMPTY });
  const [title, description] = useWatch({ control, name: ['title', 'description'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitFeedback(values);
      toast({ title: 'Thank you! Your feedback has been submitted successfully.' });
      reset(EMPTY);
      onOpenChange(false);
    } catch {
      toast({ title: 'Failed to submit feedback. Please try again or contact support.', variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={FEEDBACK_DIALOG_WIDTH_PX} aria-describedby="feedback-description">
        <DialogHeader>
          <DialogTitle>Suggest a feature</DialogTitle>
          <DialogDescription id="feedback-description">
            Tell us what would make your day easier, or what is not working. The team reads every message.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField label="Title" id="feedback-title" error={errors.title?.message} required>
            <Input placeholder="A short summary" {...register('title')} />
          </FormField>
          <FormField label="Description" id="feedback-description-field" error={errors.description?.message} required>
            <Textarea rows={5} placeholder="What would you like, and why?" {...register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Type" id="feedback-type" error={errors.type?.message}>
              <NativeSelect {...register('type')}>
                {FEEDBACK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABEL[t]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Priority" id="feedback-priority" error={errors.priority?.message}>
              <NativeSelect {...register('priority')}>
                {FEEDBACK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {capitalise(p)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Category" id="feedback-category" error={errors.category?.message}>
              <NativeSelect {...register('category')}>
                {FEEDBACK_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {capitalise(c)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmitFeedback(title, description) || isSubmitting}>
              {isSubmitting ? <Spinner className="text-current" /> : null}
              {isSubmitting ? 'Submitting...' : 'Submit feedback'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
