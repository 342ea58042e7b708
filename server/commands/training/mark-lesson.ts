import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { trainingLessonCompletions } from '../../db/schema';
import { recordCompletionIfDone } from './record-completion';

/**
 * Marks a lesson done (or not done) for a learner, and issues the course's
 * certificate when that was the last step. Marking twice changes nothing.
 */
export async function markLesson(
  db: Db,
  input: { userId: string; lessonId: string; courseId: string; done: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.done) {
      await tx
        .insert(trainingLessonCompletions)
        .values({ userId: input.userId, lessonId: input.lessonId, courseId: input.courseId })
        .onConflictDoNothing();
      await recordCompletionIfDone(tx, input.userId, input.courseId);
    } else {
      await tx
        .delete(trainingLessonCompletions)
        .where(
          and(
            eq(trainingLessonCompletions.userId, input.userId),
            eq(trainingLessonCompletions.lessonId, input.lessonId),
          ),
        );
    }
  });
}
