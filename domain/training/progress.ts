import type { Role } from '../roles';
import type { CourseProgressDto, NextStepDto, ProgressStatus } from './responses';
import type { CourseAudience, StoredQuiz } from './schema';

/*
 * The rules of taking a course, pure so the server and the tests share them:
 * who a course is for, when a required one is due, how a quiz is marked,
 * how far a learner has got and what they do next.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The roles whose training list a course appears in (staff see every published course). */
export function audienceRoles(audience: CourseAudience): readonly Role[] {
  if (audience === 'onboarding') return ['onboarding'];
  if (audience === 'quoteagent') return ['quoteagent'];
  return ['agent', 'onboarding'];
}

/** Whether a course is meant for this role (what "required" and "overdue" apply to). */
export function isForRole(audience: CourseAudience, role: Role | null | undefined): boolean {
  return !!role && audienceRoles(audience).includes(role);
}

/**
 * When a required course is due: its number of days after the agent joined,
 * counted from publication instead when the course came later (nobody is
 * overdue on a course the day it appears). Null when it has no due rule.
 */
export function dueDate(
  course: { required: boolean; dueDays: number | null; publishedAt: Date | null },
  joinedAt: Date,
): Date | null {
  if (!course.required || course.dueDays === null) return null;
  const from = course.publishedAt && course.publishedAt > joinedAt ? course.publishedAt : joinedAt;
  return new Date(from.getTime() + course.dueDays * DAY_MS);
}

export type QuizMark = {
  score: number;
  passed: boolean;
  correct: number;
  total: number;
  questions: { id: string; correct: boolean }[];
};

/**
 * Marks a learner's answers: a question is right when exactly its correct
 * options were chosen. Null when the answers name a question the quiz does
 * not have (it changed while they answered).
 */
export function markQuiz(quiz: StoredQuiz, answers: Record<string, string[]>): QuizMark | null {
  const known = new Set(quiz.questions.map((q) => q.id));
  if (Object.keys(answers).some((id) => !known.has(id))) return null;
  const questions = quiz.questions.map((q) => {
    const chosen = new Set(answers[q.id] ?? []);
    const right = q.options.filter((o) => o.correct).map((o) => o.id);
    const correct = chosen.size === right.length && right.every((id) => chosen.has(id));
    return { id: q.id, correct };
  });
  const correct = questions.filter((q) => q.correct).length;
  const total = questions.length;
  const score = total === 0 ? 0 : Math.round((correct / total) * 100);
  return { score, passed: score >= quiz.pass_mark, correct, total, questions };
}

/** A course's shape as the progress rules need it, modules and lessons in order. */
export type Outline = readonly {
  id: string;
  title: string;
  hasQuiz: boolean;
  lessons: readonly { id: string; title: string }[];
}[];

export type LearnerState = {
  doneLessons: ReadonlySet<string>;
  /** Modules whose quiz the learner has passed. */
  passedQuizzes: ReadonlySet<string>;
};

/** The first lesson not done, or the quiz of a module whose lessons are done; null when all is done. */
export function nextStep(outline: Outline, state: LearnerState): NextStepDto | null {
  for (const m of outline) {
    const lesson = m.lessons.find((l) => !state.doneLessons.has(l.id));
    if (lesson) return { kind: 'lesson', id: lesson.id, title: lesson.title, module_title: m.title };
    if (m.hasQuiz && !state.passedQuizzes.has(m.id)) {
      return { kind: 'quiz', id: m.id, title: `${m.title} quiz`, module_title: m.title };
    }
  }
  return null;
}

/** Every lesson done and every quiz passed, in a course that has at least one lesson. */
export function isComplete(outline: Outline, state: LearnerState): boolean {
  const lessons = outline.reduce((n, m) => n + m.lessons.length, 0);
  return lessons > 0 && nextStep(outline, state) === null;
}

/** How far a learner has got: lessons done and quizzes passed out of all of them. */
export function courseProgress(
  outline: Outline,
  state: LearnerState,
  extra: { completedAt: Date | null; dueAt: Date | null; now: Date; started: boolean },
): CourseProgressDto {
  const lessonIds = outline.flatMap((m) => m.lessons.map((l) => l.id));
  const quizIds = outline.filter((m) => m.hasQuiz).map((m) => m.id);
  const lessonsDone = lessonIds.filter((id) => state.doneLessons.has(id)).length;
  const quizzesPassed = quizIds.filter((id) => state.passedQuizzes.has(id)).length;
  const steps = lessonIds.length + quizIds.length;
  const completed = extra.completedAt !== null;
  const percent = completed ? 100 : steps === 0 ? 0 : Math.floor(((lessonsDone + quizzesPassed) / steps) * 100);
  return {
    lessons_total: lessonIds.length,
    lessons_done: lessonsDone,
    quizzes_total: quizIds.length,
    quizzes_passed: quizzesPassed,
    percent,
    started: extra.started,
    completed_at: extra.completedAt?.toISOString() ?? null,
    due_at: extra.dueAt?.toISOString() ?? null,
    overdue: !completed && extra.dueAt !== null && extra.now.getTime() > extra.dueAt.getTime(),
  };
}

/** One word for a learner's standing in a course, for the staff's progress table. */
export function progressStatus(p: Pick<CourseProgressDto, 'completed_at' | 'overdue' | 'started'>): ProgressStatus {
  if (p.completed_at) return 'completed';
  if (p.overdue) return 'overdue';
  return p.started ? 'in_progress' : 'not_started';
}

export const PROGRESS_STATUS_LABEL: Record<ProgressStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
  overdue: 'Overdue',
};

/** Moves one item of a list up or down by one place; the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(index, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** A video address's provider, for its link's wording. */
export function videoProvider(url: string): 'YouTube' | 'Vimeo' | null {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    if (host === 'youtube.com' || host === 'youtu.be' || host.endsWith('.youtube.com')) return 'YouTube';
    if (host === 'vimeo.com' || host.endsWith('.vimeo.com')) return 'Vimeo';
    return null;
  } catch {
    return null;
  }
}
