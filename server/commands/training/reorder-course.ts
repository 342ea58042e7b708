import { eq } from 'drizzle-orm';
import type { CourseOrderInput } from '@domain/training/schema';
import type { Db } from '../../db';
import { trainingLessons, trainingModules } from '../../db/schema';
import { validation } from '../../errors';
import { loadModules } from '../../routes/training/queries';

/**
 * Puts a course's modules and lessons in the order given, moving lessons
 * between modules where the order says so. The order must name every module
 * and lesson of the course exactly once, so a stale screen cannot lose one.
 */
export async function reorderCourse(db: Db, courseId: string, order: CourseOrderInput): Promise<void> {
  await db.transaction(async (tx) => {
    const modules = (await loadModules(tx, [courseId])).get(courseId) ?? [];
    const moduleIds = new Set(modules.map((m) => m.id));
    const lessonIds = new Set(modules.flatMap((m) => m.lessons.map((l) => l.id)));
    const sentModules = order.modules.map((m) => m.id);
    const sentLessons = order.modules.flatMap((m) => m.lessons);
    const same = (a: readonly string[], b: Set<string>) =>
      a.length === b.size && new Set(a).size === a.length && a.every((id) => b.has(id));
    if (!same(sentModules, moduleIds) || !same(sentLessons, lessonIds)) {
      throw validation(
        { modules: 'The order must list every module and lesson of the course once. Reload and try again.' },
        'The course changed while you were reordering it. Reload and try again.',
      );
    }
    const now = new Date();
    for (const [i, m] of order.modules.entries()) {
      await tx.update(trainingModules).set({ position: i, updatedAt: now }).where(eq(trainingModules.id, m.id));
      for (const [j, lessonId] of m.lessons.entries()) {
        await tx
          .update(trainingLessons)
          .set({ position: j, moduleId: m.id, updatedAt: now })
          .where(eq(trainingLessons.id, lessonId));
      }
    }
  });
}
