import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AUDIENCE_LABEL, COURSE_AUDIENCES, TRAINING_LIMITS, type CourseCreateInput } from '@domain/training/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { applyApiErrors } from '~/features/profile/apply-api-errors';

const FormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(TRAINING_LIMITS.title, `Title must be at most ${TRAINING_LIMITS.title} characters`),
    summary: z
      .string()
      .trim()
      .max(TRAINING_LIMITS.summary, `Summary must be at most ${TRAINING_LIMITS.summary} characters`),
    audience: z.enum(COURSE_AUDIENCES),
    required: z.boolean(),
    due_days: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.due_days === '') return;
    const n = Number(v.due_days);
    if (!Number.isInteger(n) || n < 1 || n > TRAINING_LIMITS.maxDueDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['due_days'],
        message: `Due within must be a whole number of days from 1 to ${TRAINING_LIMITS.maxDueDays}`,
      });
    }
  });
type Form = z.infer<typeof FormSchema>;
const FIELDS = ['title', 'summary', 'audience', 'required', 'due_days'] as const;

export type CourseFormValues = {
  title: string;
  summary: string;
  audience: (typeof COURSE_AUDIENCES)[number];
  required: boolean;
  due_days: number | null;
};

/** A course's settings: title, summary, who it is for, required or optional and its due rule. */
export function CourseForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial?: CourseFormValues;
  submitLabel: string;
  onSubmit: (body: CourseCreateInput) => Promise<unknown>;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<Form>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      title: initial?.title ?? '',
      summary: initial?.summary ?? '',
      audience: initial?.audience ?? 'all',
      required: initial?.required ?? false,
      due_days: initial?.due_days != null ? String(initial.due_days) : '',
    },
  });
  const required = watch('required');

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await onSubmit({
        title: v.title,
        summary: v.summary,
        audience: v.audience,
        required: v.required,
        due_days: v.required && v.due_days !== '' ? Number(v.due_days) : null,
      });
      reset(v);
    } catch (e) {
      setFormError(applyApiErrors(e, FIELDS, setError));
    }
  });

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <FormField label="Title" id={id('title')} error={errors.title?.message} required>
        <Input {...register('title')} maxLength={TRAINING_LIMITS.title} />
      </FormField>
      <FormField
        label="Summary"
        id={id('summary')}
        error={errors.summary?.message}
        hint="One or two sentences shown on the course card."
      >
        <Textarea rows={3} {...register('summary')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Audience"
          id={id('audience')}
          error={errors.audience?.message}
          hint="Staff see every published course."
        >
          <NativeSelect {...register('audience')}>
            {COURSE_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {AUDIENCE_LABEL[a]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Due within (days of joining)"
          id={id('due_days')}
          error={errors.due_days?.message}
          hint={required ? 'Leave empty for no deadline.' : 'Only required courses have a deadline.'}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={TRAINING_LIMITS.maxDueDays}
            disabled={!required}
            {...register('due_days')}
          />
        </FormField>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-[var(--color-brand)]" {...register('required')} />
        <span>
          <span className="font-medium text-ink">Required</span>
          <span className="block text-muted">
            Agents in the audience must complete it; it shows first in their list.
          </span>
        </span>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting || (initial !== undefined && !isDirty)}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
