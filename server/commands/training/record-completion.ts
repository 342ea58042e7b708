import { randomBytes } from 'node:crypto';
import { isComplete } from '@domain/training/progress';
import type { Executor } from '../../db';
import { trainingCourseCompletions } from '../../db/schema';
import { loadLearner, loadModules, outlineOf } from '../../routes/training/queries';

/** A certificate number people can read out: TRN- and two groups of four. */
export function certificateCode(): string {
  const hex = randomBytes(4).toString('hex').toUpperCase();
  return `TRN-${hex.slice(0, 4)}-${hex.slice(4)}`;
}

/**
 * Issues the course's certificate once every lesson is done and every quiz
 * passed. A certificate once earned stays, even if the course later grows or
 * a lesson is marked not done. Returns whether the course is complete.
 */
export async function recordCompletionIfDone(tx: Executor, userId: string, courseId: string): Promise<boolean> {
  const modules = (await loadModules(tx, [courseId])).get(courseId) ?? [];
  const record = (await loadLearner(tx, userId, [courseId])).get(courseId);
  if (!record) return false;
  if (record.completion) return true;
  if (!isComplete(outlineOf(modules), record)) return false;
  await tx
    .insert(trainingCourseCompletions)
    .values({ userId, courseId, certificateCode: certificateCode() })
    .onConflictDoNothing({ target: [trainingCourseCompletions.userId, trainingCourseCompletions.courseId] });
  return true;
}
