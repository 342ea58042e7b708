import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Award, CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { QuizResultDto } from '@domain/training/responses';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { toast } from '~/components/ui/use-toast';
import { usePageTitle } from '~/features/shell/page-title';
import { cn } from '~/lib/cn';
import { getQuiz, submitQuiz, trainingKeys } from './api';
import { BackToTraining } from './course-page';
import { stepPath } from './parts';

/** /dashboard/training/:courseId/quiz/:moduleId: answer a module's quiz; the server marks it. */
export default function QuizPage() {
  const { courseId = '', moduleId = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery({ queryKey: trainingKeys.quiz(moduleId), queryFn: ({ signal }) => getQuiz(moduleId, signal) });
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<QuizResultDto | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  usePageTitle(query.data ? `${query.data.module_title} quiz` : null);

  const submit = useMutation({
    mutationFn: () => submitQuiz(moduleId, answers),
    onSuccess: async (res) => {
      setResult(res);
      await client.invalidateQueries({ queryKey: trainingKeys.all });
      document.getElementById('quiz-result')?.focus();
    },
    onError: (e) => toast({ title: 'Could not send your answers', description: e.message, variant: 'destructive' }),
  });

  const back = <BackToTraining to={`/dashboard/training/${courseId}`} label="Course outline" />;
  if (query.isPending) return <ListSkeleton label="Loading the quiz" count={3} lines={3} />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError title="Could not load this quiz" message={query.error.message} onRetry={() => query.refetch()} />
      </div>
    );
  }
  const quiz = query.data;
  const wrong = new Set(result?.questions.filter((q) => !q.correct).map((q) => q.id));

  const choose = (questionId: string, optionId: string, multiple: boolean, checked: boolean) => {
    setResult(null);
    setMissing((m) => m.filter((id) => id !== questionId));
    setAnswers((prev) => {
      const now = prev[questionId] ?? [];
      const next = multiple ? (checked ? [...now, optionId] : now.filter((id) => id !== optionId)) : [optionId];
      return { ...prev, [questionId]: next };
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const unanswered = quiz.questions.filter((q) => (answers[q.id] ?? []).length === 0).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      document.getElementById(`question-${unanswered[0]}`)?.focus();
      return;
    }
    submit.mutate();
  };

  const retry = () => {
    setResult(null);
    setAnswers({});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {back}
      <div className="space-y-1 text-sm text-muted">
        <p>{quiz.course_title}</p>
        <p>
          {quiz.questions.length} {quiz.questions.length === 1 ? 'question' : 'questions'} · pass mark {quiz.pass_mark}%
          {quiz.best_score !== null ? ` · your best so far ${quiz.best_score}%` : ''}
        </p>
      </div>
      {quiz.passed && !result ? (
        <Alert variant="success" title="You have passed this quiz">
          You can take it again to practise; your pass stays.
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {quiz.questions.map((q, i) => (
          <fieldset
            key={q.id}
            id={`question-${q.id}`}
            tabIndex={-1}
            aria-describedby={missing.includes(q.id) ? `question-${q.id}-missing` : undefined}
            className={cn(
              'rounded-xl border bg-surface p-5 shadow-sm focus:outline-none',
              missing.includes(q.id) || wrong.has(q.id) ? 'border-danger' : 'border-line',
            )}
          >
            <legend className="sr-only">Question {i + 1}</legend>
            <p className="font-medium text-ink">
              <span className="text-muted">{i + 1}.</span> {q.prompt}
            </p>
            <p className="mt-1 text-sm text-muted">{q.multiple ? 'Choose all that apply.' : 'Choose one.'}</p>
            <div className="mt-3 space-y-2">
              {q.options.map((o) => {
                const checked = (answers[q.id] ?? []).includes(o.id);
                return (
                  <label
                    key={o.id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition',
                      checked ? 'border-brand bg-brand-soft' : 'border-line hover:bg-slate-50',
                    )}
                  >
                    <input
                      type={q.multiple ? 'checkbox' : 'radio'}
                      name={`q-${q.id}`}
                      value={o.id}
                      checked={checked}
                      onChange={(e) => choose(q.id, o.id, q.multiple, e.target.checked)}
                      className="mt-0.5 size-4 accent-[var(--color-brand)]"
                    />
                    <span className="text-ink">{o.text}</span>
                  </label>
                );
              })}
            </div>
            {missing.includes(q.id) ? (
              <p id={`question-${q.id}-missing`} className="mt-2 text-sm font-medium text-danger">
                Choose an answer
              </p>
            ) : null}
            {result ? (
              <p
                className={cn(
                  'mt-2 inline-flex items-center gap-1 text-sm font-medium',
                  wrong.has(q.id) ? 'text-danger' : 'text-green-700',
                )}
              >
                {wrong.has(q.id) ? (
                  <XCircle aria-hidden className="size-4" />
                ) : (
                  <CheckCircle2 aria-hidden className="size-4" />
                )}
                {wrong.has(q.id) ? 'Not quite' : 'Correct'}
              </p>
            ) : null}
          </fieldset>
        ))}

        <div id="quiz-result" tabIndex={-1} aria-live="polite" className="focus:outline-none">
          {result ? <QuizResult result={result} courseId={courseId} onRetry={retry} /> : null}
        </div>

        {!result ? (
          <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto">
            {submit.isPending ? 'Marking...' : 'Submit answers'}
          </Button>
        ) : null}
      </form>
    </div>
  );
}

function QuizResult({ result, courseId, onRetry }: { result: QuizResultDto; courseId: string; onRetry: () => void }) {
  const done = result.progress.completed_at !== null;
  return (
    <Alert
      variant={result.passed ? 'success' : 'destructive'}
      title={result.passed ? `Passed: ${result.score}%` : `Not passed: ${result.score}%`}
    >
      <p>
        You answered {result.correct} of {result.total} correctly; the pass mark is {result.pass_mark}%.
        {result.passed ? '' : ' Have another look at the lessons, then try again.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!result.passed ? (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        ) : null}
        {result.passed && done ? (
          <Button asChild size="sm">
            <Link to={`/dashboard/training/${courseId}/certificate`}>
              <Award aria-hidden /> View your certificate
            </Link>
          </Button>
        ) : null}
        {result.passed && !done && result.next ? (
          <Button asChild size="sm">
            <Link to={stepPath(courseId, result.next)}>
              Next: {result.next.title} <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
