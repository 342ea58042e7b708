import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LearnerState, Outline } from '@domain/training/progress';
import type { Executor } from '../../db';
import {
  trainingCourseCompletions,
  trainingCourses,
  trainingLessonCompletions,
  trainingLessons,
  trainingModules,
  trainingQuizAttempts,
} from '../../db/schema';

/*
 * The training read model the routes, presenters and commands share: a
 * course's outline in order, and what one learner has done in some courses.
 */

export type CourseRow = typeof trainingCourses.$inferSelect;
export type ModuleRow = typeof trainingModules.$inferSelect;
export type LessonRow = typeof trainingLessons.$inferSelect;

export type FullModule = ModuleRow & { lessons: LessonRow[] };

/** Modules with their lessons, both in the author's order, for some courses. */
export async function loadModules(db: Executor, courseIds: readonly string[]): Promise<Map<string, FullModule[]>> {
  const byCourse = new Map<string, FullModule[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const ids = [...courseIds];
  const [modules, lessons] = await Promise.all([
    db
      .select()
      .from(trainingModules)
      .where(inArray(trainingModules.courseId, ids))
      .orderBy(asc(trainingModules.position), asc(trainingModules.createdAt)),
    db
      .select()
      .from(trainingLessons)
      .where(inArray(trainingLessons.courseId, ids))
      .orderBy(asc(trainingLessons.position), asc(trainingLessons.createdAt)),
  ]);
  const byModule = new Map<string, FullModule>();
  for (const m of modules) {
    const full = { ...m, lessons: [] };
    byModule.set(m.id, full);
    byCourse.get(m.courseId)?.push(full);
  }
  for (const l of lessons) byModule.get(l.moduleId)?.lessons.push(l);
  return byCourse;
}

/** The outline the progress rules read. */
export function outlineOf(modules: readonly FullModule[]): Outline {
  return modules.map((m) => ({
    id: m.id,
    title: m.title,
    hasQuiz: m.quiz !== null && m.quiz.questions.length > 0,
    lessons: m.lessons.map((l) => ({ id: l.id, title: l.title })),
  }));
}

export const courseMinutes = (modules: readonly FullModule[]) =>
  modules.reduce((n, m) => n + m.lessons.reduce((k, l) => k + l.minutes, 0), 0);

export type LearnerRecord = LearnerState & {
  started: boolean;
  completion: { completedAt: Date; certificateCode: string } | null;
  bestScores: Map<string, number>;
  attempts: Map<string, number>;
};

const emptyRecord = (): LearnerRecord => ({
  doneLessons: new Set(),
  passedQuizzes: new Set(),
  started: false,
  completion: null,
  bestScores: new Map(),
  attempts: new Map(),
});

/** What one learner has done in each of some courses. */
export async function loadLearner(
  db: Executor,
  userId: string,
  courseIds: readonly string[],
): Promise<Map<string, LearnerRecord>> {
  const records = new Map<string, LearnerRecord>(courseIds.map((id) => [id, emptyRecord()]));
  if (courseIds.length === 0) return records;
  const ids = [...courseIds];
  const [done, attempts, completions] = await Promise.all([
    db
      .select({ courseId: trainingLessonCompletions.courseId, lessonId: trainingLessonCompletions.lessonId })
      .from(trainingLessonCompletions)
      .where(and(eq(trainingLessonCompletions.userId, userId), inArray(trainingLessonCompletions.courseId, ids))),
    db
      .select({
        courseId: trainingQuizAttempts.courseId,
        moduleId: trainingQuizAttempts.moduleId,
        best: sql<number>`max(${trainingQuizAttempts.score})::int`,
        passed: sql<boolean>`bool_or(${trainingQuizAttempts.passed})`,
        n: sql<number>`count(*)::int`,
      })
      .from(trainingQuizAttempts)
      .where(and(eq(trainingQuizAttempts.userId, userId), inArray(trainingQuizAttempts.courseId, ids)))
      .groupBy(trainingQuizAttempts.courseId, trainingQuizAttempts.moduleId),
    db
      .select()
      .from(trainingCourseCompletions)
      .where(and(eq(trainingCourseCompletions.userId, userId), inArray(trainingCourseCompletions.courseId, ids))),
  ]);
  const record = (courseId: string) => {
    let r = records.get(courseId);
    if (!r) {
      r = emptyRecord();
      records.set(courseId, r);
    }
    return r;
  };
  for (const d of done) {
    const r = record(d.courseId);
    (r.doneLessons as Set<string>).add(d.lessonId);
    r.started = true;
  }
  for (const a of attempts) {
    const r = record(a.courseId);
    if (a.passed) (r.passedQuizzes as Set<string>).add(a.moduleId);
    r.bestScores.set(a.moduleId, a.best);
    r.attempts.set(a.moduleId, a.n);
    r.started = true;
  }
  for (const c of completions) {
    const r = record(c.courseId);
    r.completion = { completedAt: c.completedAt, certificateCode: c.certificateCode };
    r.started = true;
  }
  return records;
}

export async function findCourse(db: Executor, id: string | null): Promise<CourseRow | undefined> {
  if (!id) return undefined;
  const [row] = await db.select().from(trainingCourses).where(eq(trainingCourses.id, id));
  return row;
}

export async function findModule(
  db: Executor,
  id: string | null,
): Promise<{ module: ModuleRow; course: CourseRow } | undefined> {
  if (!id) return undefined;
  const [row] = await db
    .select({ module: trainingModules, course: trainingCourses })
    .from(trainingModules)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingModules.courseId))
    .where(eq(trainingModules.id, id));
  return row;
}

export async function findLesson(
  db: Executor,
  id: string | null,
): Promise<{ lesson: LessonRow; course: CourseRow } | undefined> {
  if (!id) return undefined;
  const [row] = await db
    .select({ lesson: trainingLessons, course: trainingCourses })
    .from(trainingLessons)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingLessons.courseId))
    .where(eq(trainingLessons.id, id));
  return row;
}
