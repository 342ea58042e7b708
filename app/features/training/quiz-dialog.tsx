import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminModuleDto } from '@domain/training/responses';
import { QuizInputSchema, TRAINING_LIMITS, type QuizInput } from '@domain/training/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';

type Form = z.input<typeof QuizInputSchema>;
type Out = z.output<typeof QuizInputSchema>;

const blankQuestion = () => ({
  prompt: '',
  options: [
    { text: '', correct: true },
    { text: '', correct: false },
  ],
});

/** Writes the quiz at a module's end: questions, their answers (one or more correct) and the pass mark. */
export function QuizDialog({
  module,
  open,
  onOpenChange,
  onSave,
}: {
  module: AdminModuleDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (quiz: QuizInput | null) => Promise<unknown>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={720} className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{module.quiz ? 'Edit quiz' : 'Add a quiz'}</DialogTitle>
          <DialogDescription>
            Learners take it after the lessons of {module.title}. Their answers are marked on the server; they never see
            the correct answers before they submit.
          </DialogDescription>
        </DialogHeader>
        {open ? <QuizForm module={module} onSave={onSave} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function QuizForm({
  module,
  onSave,
  onCancel,
}: {
  module: AdminModuleDto;
  onSave: (quiz: QuizInput | null) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, Out>({
    resolver: zodResolver(QuizInputSchema),
    defaultValues: module.quiz
      ? {
          pass_mark: module.quiz.pass_mark,
          questions: module.quiz.questions.map((q) => ({
            prompt: q.prompt,
            options: q.options.map((o) => ({ text: o.text, correct: o.correct })),
          })),
        }
      : { pass_mark: 80, questions: [blankQuestion()] },
  });
  const questions = useFieldArray({ control, name: 'questions' });

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await onSave(v);
    } catch (e) {
      setFormError(e instanceof ApiError ? e.message : 'Could not save the quiz. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <FormField label="Pass mark (%)" id="quiz-pass-mark" error={errors.pass_mark?.message} className="max-w-40">
        <Input type="number" min={1} max={100} {...register('pass_mark', { valueAsNumber: true })} />
      </FormField>
      {errors.questions?.message ? <p className="text-sm text-danger">{errors.questions.message}</p> : null}
      <ol className="space-y-4">
        {questions.fields.map((f, i) => (
          <li key={f.id} className="space-y-3 rounded-lg border border-line p-4">
            <div className="flex items-end gap-2">
              <FormField
                label={`Question ${i + 1}`}
                id={`quiz-q-${i}`}
                error={errors.questions?.[i]?.prompt?.message}
                className="flex-1"
              >
                <Input {...register(`questions.${i}.prompt`)} maxLength={TRAINING_LIMITS.prompt} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-danger"
                onClick={() => questions.remove(i)}
                disabled={questions.fields.length === 1}
                aria-label={`Remove question ${i + 1}`}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            <Options
              control={control}
              register={register}
              index={i}
              error={errors.questions?.[i]?.options?.message ?? errors.questions?.[i]?.options?.root?.message}
            />
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => questions.append(blankQuestion())}
        disabled={questions.fields.length >= TRAINING_LIMITS.questions}
      >
        <Plus aria-hidden /> Add question
      </Button>
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          Save quiz
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {module.quiz ? (
          <Button
            type="button"
            variant="ghost"
            className="ml-auto text-danger"
            onClick={async () => {
              try {
                await onSave(null);
              } catch (e) {
                setFormError(e instanceof ApiError ? e.message : 'Could not remove the quiz.');
              }
            }}
          >
            <Trash2 aria-hidden /> Remove quiz
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Options({
  control,
  register,
  index,
  error,
}: {
  control: Control<Form, unknown, Out>;
  register: UseFormRegister<Form>;
  index: number;
  error?: string;
}) {
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm text-muted">Answers (tick every correct one)</legend>
      {options.fields.map((o, j) => (
        <div key={o.id} className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-[var(--color-brand)]"
            aria-label={`Answer ${j + 1} is correct`}
            {...register(`questions.${index}.options.${j}.correct`)}
          />
          <Input
            aria-label={`Answer ${j + 1}`}
            placeholder={`Answer ${j + 1}`}
            maxLength={TRAINING_LIMITS.optionText}
            {...register(`questions.${index}.options.${j}.text`)}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove answer ${j + 1}`}
            onClick={() => options.remove(j)}
            disabled={options.fields.length <= 2}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      {error ? <p className="text-sm text-danger">{error}</p> : null}
      <Button
        type="button"
        variant="link"
        size="sm"
        onClick={() => options.append({ text: '', correct: false })}
        disabled={options.fields.length >= TRAINING_LIMITS.options}
      >
        <Plus aria-hidden /> Add answer
      </Button>
    </fieldset>
  );
}
