import { zodResolver } from '@hookform/resolvers/zod';
import { Bold, Heading2, ImagePlus, Italic, Link2, List, ListOrdered, Plus, Quote, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminLessonDto } from '@domain/training/responses';
import { TRAINING_LIMITS, type LessonCreateInput } from '@domain/training/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { ImageUpload } from '~/components/ui/image-upload';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { applyApiErrors } from '~/features/profile/apply-api-errors';
import { cn } from '~/lib/cn';
import { previewMarkdown } from './api';
import { LessonBody } from './parts';

const FormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(TRAINING_LIMITS.title, `Title must be at most ${TRAINING_LIMITS.title} characters`),
  minutes: z.string().regex(/^\d{1,3}$/, 'Minutes must be a whole number'),
  video_url: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https:\/\/[^/\s]+/i.test(v), 'Video link must be an https:// address'),
  body_markdown: z.string().max(TRAINING_LIMITS.body, `Lesson text must be at most ${TRAINING_LIMITS.body} characters`),
  attachments: z.array(
    z.object({
      kind: z.enum(['image', 'link']),
      url: z.string().trim().min(1, 'Add the address or upload the image'),
      label: z.string().trim().max(TRAINING_LIMITS.attachmentLabel),
    }),
  ),
});
type Form = z.infer<typeof FormSchema>;
const FIELDS = ['title', 'minutes', 'video_url', 'body_markdown'] as const;

type Wrap = { before: string; after?: string; line?: boolean; placeholder: string };
const TOOLS: readonly { label: string; icon: typeof Bold; wrap: Wrap }[] = [
  { label: 'Bold', icon: Bold, wrap: { before: '**', after: '**', placeholder: 'bold text' } },
  { label: 'Italic', icon: Italic, wrap: { before: '_', after: '_', placeholder: 'italic text' } },
  { label: 'Heading', icon: Heading2, wrap: { before: '## ', line: true, placeholder: 'Heading' } },
  { label: 'Bulleted list', icon: List, wrap: { before: '- ', line: true, placeholder: 'List item' } },
  { label: 'Numbered list', icon: ListOrdered, wrap: { before: '1. ', line: true, placeholder: 'List item' } },
  { label: 'Quote', icon: Quote, wrap: { before: '> ', line: true, placeholder: 'Quote' } },
  { label: 'Link', icon: Link2, wrap: { before: '[', after: '](https://)', placeholder: 'link text' } },
];

/** Adds or edits one lesson: its text in Markdown (with a toolbar and the server's preview), video and attachments. */
export function LessonDialog({
  open,
  onOpenChange,
  lesson,
  moduleTitle,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null adds a lesson. */
  lesson: AdminLessonDto | null;
  moduleTitle: string;
  onSave: (body: LessonCreateInput) => Promise<unknown>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={760} className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{lesson ? 'Edit lesson' : 'New lesson'}</DialogTitle>
          <DialogDescription>
            In {moduleTitle}. Learners see the text as formatted, cleaned of anything unsafe.
          </DialogDescription>
        </DialogHeader>
        {open ? <LessonForm lesson={lesson} onSave={onSave} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LessonForm({
  lesson,
  onSave,
  onCancel,
}: {
  lesson: AdminLessonDto | null;
  onSave: (body: LessonCreateInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      title: lesson?.title ?? '',
      minutes: String(lesson?.minutes ?? 5),
      video_url: lesson?.video_url ?? '',
      body_markdown: lesson?.body_markdown ?? '',
      attachments: lesson?.attachments ?? [],
    },
  });
  const attachments = useFieldArray({ control, name: 'attachments' });
  const body = register('body_markdown');

  const apply = (wrap: Wrap) => {
    const el = textRef.current;
    const text = getValues('body_markdown');
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const chosen = text.slice(start, end) || wrap.placeholder;
    let insert: string;
    if (wrap.line) {
      const lines = chosen.split('\n').map((l, i) => (wrap.before === '1. ' ? `${i + 1}. ${l}` : `${wrap.before}${l}`));
      const needsBreak = start > 0 && text[start - 1] !== '\n';
      insert = `${needsBreak ? '\n' : ''}${lines.join('\n')}`;
    } else {
      insert = `${wrap.before}${chosen}${wrap.after ?? ''}`;
    }
    setValue('body_markdown', text.slice(0, start) + insert + text.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      const selStart = wrap.line ? start : start + wrap.before.length;
      el?.setSelectionRange(selStart, wrap.line ? start + insert.length : selStart + chosen.length);
    });
  };

  const showPreview = async () => {
    setTab('preview');
    setPreview(null);
    try {
      setPreview(await previewMarkdown(getValues('body_markdown')));
    } catch (e) {
      setPreview({ error: e instanceof Error ? e.message : 'Could not render the preview.' });
    }
  };

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await onSave({
        title: v.title,
        minutes: Number(v.minutes),
        video_url: v.video_url || null,
        body_markdown: v.body_markdown,
        attachments: v.attachments,
      });
    } catch (e) {
      setFormError(applyApiErrors(e, FIELDS, setError));
    }
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField label="Title" id="lesson-title" error={errors.title?.message} required>
          <Input {...register('title')} maxLength={TRAINING_LIMITS.title} />
        </FormField>
        <FormField label="Minutes" id="lesson-minutes" error={errors.minutes?.message} hint="Estimated reading time">
          <Input type="number" inputMode="numeric" min={0} max={TRAINING_LIMITS.maxMinutes} {...register('minutes')} />
        </FormField>
      </div>

      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id="lesson-body-label" className="text-sm font-medium text-ink">
            Lesson text
          </span>
          <div
            role="tablist"
            aria-label="Lesson text"
            className="inline-flex rounded-md border border-line p-0.5 text-sm"
          >
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'write'}
              onClick={() => setTab('write')}
              className={cn('rounded px-3 py-1', tab === 'write' ? 'bg-brand text-white' : 'text-muted')}
            >
              Write
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'preview'}
              onClick={showPreview}
              className={cn('rounded px-3 py-1', tab === 'preview' ? 'bg-brand text-white' : 'text-muted')}
            >
              Preview
            </button>
          </div>
        </div>
        {tab === 'write' ? (
          <>
            <div
              role="toolbar"
              aria-label="Formatting"
              className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-line bg-slate-50 p-1"
            >
              {TOOLS.map((t) => (
                <Button
                  key={t.label}
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t.label}
                  title={t.label}
                  onClick={() => apply(t.wrap)}
                >
                  <t.icon aria-hidden />
                </Button>
              ))}
            </div>
            <Textarea
              {...body}
              ref={(el) => {
                body.ref(el);
                textRef.current = el;
              }}
              aria-labelledby="lesson-body-label"
              aria-describedby="lesson-body-hint"
              aria-invalid={errors.body_markdown ? true : undefined}
              rows={14}
              className="-mt-2 rounded-t-none font-mono text-sm"
            />
            <p id="lesson-body-hint" className="text-xs text-muted">
              Markdown: **bold**, _italic_, ## heading, - list, [link](https://...). Leave a blank line between
              paragraphs.
            </p>
            {errors.body_markdown ? <p className="text-sm text-danger">{errors.body_markdown.message}</p> : null}
          </>
        ) : (
          <div className="min-h-48 rounded-md border border-line p-4" aria-live="polite">
            {preview === null ? (
              <Spinner label="Rendering the preview" />
            ) : 'error' in preview ? (
              <p className="text-danger">{preview.error}</p>
            ) : preview.html ? (
              <LessonBody html={preview.html} />
            ) : (
              <p className="text-muted">Nothing written yet.</p>
            )}
          </div>
        )}
      </div>

      <FormField
        label="Video link"
        id="lesson-video"
        error={errors.video_url?.message}
        hint="A YouTube, Vimeo or any https:// address; learners get a link to it."
      >
        <Input type="url" placeholder="https://www.youtube.com/watch?v=..." {...register('video_url')} />
      </FormField>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">Attachments</legend>
        {attachments.fields.length === 0 ? <p className="text-sm text-muted">No attachments.</p> : null}
        {attachments.fields.map((f, i) => {
          const kind = watch(`attachments.${i}.kind`);
          const url = watch(`attachments.${i}.url`);
          const urlError = errors.attachments?.[i]?.url?.message;
          return (
            <div key={f.id} className="space-y-3 rounded-lg border border-line p-3">
              <div className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
                <FormField label="Kind" id={`att-${i}-kind`}>
                  <NativeSelect {...register(`attachments.${i}.kind`)}>
                    <option value="link">Link</option>
                    <option value="image">Image</option>
                  </NativeSelect>
                </FormField>
                <FormField
                  label="Label"
                  id={`att-${i}-label`}
                  hint={kind === 'image' ? 'Describes the image' : 'Link text'}
                >
                  <Input {...register(`attachments.${i}.label`)} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  onClick={() => attachments.remove(i)}
                >
                  <Trash2 aria-hidden /> Remove
                </Button>
              </div>
              {kind === 'image' ? (
                <ImageUpload
                  id={`att-${i}-image`}
                  label="Image"
                  purpose="training-image"
                  value={url || null}
                  error={urlError}
                  onChange={(v) => setValue(`attachments.${i}.url`, v ?? '', { shouldDirty: true })}
                />
              ) : (
                <FormField label="Address" id={`att-${i}-url`} error={urlError}>
                  <Input type="url" placeholder="https://" {...register(`attachments.${i}.url`)} />
                </FormField>
              )}
            </div>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => attachments.append({ kind: 'link', url: '', label: '' })}
          >
            <Plus aria-hidden /> Add link
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => attachments.append({ kind: 'image', url: '', label: '' })}
          >
            <ImagePlus aria-hidden /> Add image
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {lesson ? 'Save lesson' : 'Add lesson'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
