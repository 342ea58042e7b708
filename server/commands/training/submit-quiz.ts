import { markQuiz, type QuizMark } from '@domain/training/progress';
import type { StoredQuiz } from '@domain/training/schema';
import type { Db } from '../../db';
import { trainingQuizAttempts } from '../../db/schema';
import { conflict } from '../../errors';
import { recordCompletionIfDone } from './record-completion';

/**
 * Marks a learner's quiz answers on the server and records the attempt; a
 * pass that finishes the course issues its certificate. Answers naming a
 * question the quiz no longer has are refused (the author changed it).
 */
export async function submitQuiz(
  db: Db,
  input: { userId: string; moduleId: string; courseId: string; quiz: StoredQuiz; answers: Record<string, string[]> },
): Promise<QuizMark> {
  const mark = markQuiz(input.quiz, input.answers);
  if (!mark) throw conflict('This quiz has changed since you opened it. Reload it and answer again.');
  await db.transaction(async (tx) => {
    await tx.insert(trainingQuizAttempts).values({
      userId: input.userId,
      moduleId: input.moduleId,
      courseId: input.courseId,
      score: mark.score,
      passed: mark.passed,
      answers: input.answers,
    });
    if (mark.passed) await recordCompletionIfDone(tx, input.userId, input.courseId);
  });
  return mark;
}
