import type { AdminModuleDto } from '@domain/training/responses';
import type { CourseOrderInput } from '@domain/training/schema';

/*
 * The course outline's order as plain data, and the moves the editor offers
 * by keyboard (up/down buttons, Alt+arrow keys) and by dragging. Pure, so the
 * moves are tested without a browser.
 */

export type Order = { id: string; lessons: string[] }[];

export function orderOf(outline: readonly AdminModuleDto[]): Order {
  return outline.map((m) => ({ id: m.id, lessons: m.lessons.map((l) => l.id) }));
}

export function toBody(order: Order): CourseOrderInput {
  return { modules: order.map((m) => ({ id: m.id, lessons: [...m.lessons] })) };
}

/** Moves a module one place up or down; null when it is already at that end. */
export function moveModule(order: Order, index: number, delta: -1 | 1): Order | null {
  const to = index + delta;
  if (index < 0 || index >= order.length || to < 0 || to >= order.length) return null;
  const next = order.map((m) => ({ ...m, lessons: [...m.lessons] }));
  const [moved] = next.splice(index, 1);
  if (!moved) return null;
  next.splice(to, 0, moved);
  return next;
}

/**
 * Moves a lesson one place up or down; past the top or bottom of its module
 * it goes to the end of the module before or the start of the one after.
 * Null when it is already first or last in the course.
 */
export function moveLesson(order: Order, moduleIndex: number, lessonIndex: number, delta: -1 | 1): Order | null {
  const next = order.map((m) => ({ ...m, lessons: [...m.lessons] }));
  const module = next[moduleIndex];
  const lesson = module?.lessons[lessonIndex];
  if (!module || lesson === undefined) return null;
  const to = lessonIndex + delta;
  if (to >= 0 && to < module.lessons.length) {
    module.lessons.splice(lessonIndex, 1);
    module.lessons.splice(to, 0, lesson);
    return next;
  }
  const neighbour = next[moduleIndex + delta];
  if (!neighbour) return null;
  module.lessons.splice(lessonIndex, 1);
  if (delta < 0) neighbour.lessons.push(lesson);
  else neighbour.lessons.unshift(lesson);
  return next;
}

/** Drops a dragged lesson before another lesson, or at the end of a module when `beforeLessonId` is null. */
export function dropLesson(
  order: Order,
  lessonId: string,
  targetModuleId: string,
  beforeLessonId: string | null,
): Order {
  if (lessonId === beforeLessonId) return order;
  const next = order.map((m) => ({ ...m, lessons: m.lessons.filter((id) => id !== lessonId) }));
  const target = next.find((m) => m.id === targetModuleId);
  if (!target) return order;
  const at = beforeLessonId === null ? -1 : target.lessons.indexOf(beforeLessonId);
  if (at < 0) target.lessons.push(lessonId);
  else target.lessons.splice(at, 0, lessonId);
  return next;
}

/** Drops a dragged module before another one. */
export function dropModule(order: Order, moduleId: string, beforeModuleId: string): Order {
  if (moduleId === beforeModuleId) return order;
  const moved = order.find((m) => m.id === moduleId);
  if (!moved) return order;
  const rest = order.filter((m) => m.id !== moduleId);
  const at = rest.findIndex((m) => m.id === beforeModuleId);
  if (at < 0) return order;
  rest.splice(at, 0, moved);
  return rest;
}

export function sameOrder(a: Order, b: Order): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
