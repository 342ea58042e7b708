import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatLongDate } from '@domain/formats';
import { isRole, ROLE_LABEL } from '@domain/roles';
import { courseProgress, dueDate, isForRole, PROGRESS_STATUS_LABEL, progressStatus } from '@domain/training/progress';
import type { ProgressRowDto } from '@domain/training/responses';
import type { Executor } from '../../db';
import {
  profiles,
  trainingCourseCompletions,
  trainingCourses,
  trainingLessonCompletions,
  trainingQuizAttempts,
  users,
} from '../../db/schema';
import type { CsvCell } from '../../lib/csv';
import { escapeLike } from '../../lib/list';
import { audienceOf } from '../../policies/training';
import { loadModules, outlineOf } from './queries';
import type { ProgressExportQuery } from './schema';

/** The roles whose progress staff follow: the people courses are written for. */
const LEARNER_ROLES = ['agent', 'onboarding', 'quoteagent'] as const;

type Filters = z.output<typeof ProgressExportQuery>;

type PairState = {
  lessons: Set<string>;
  quizzes: Set<string>;
  completedAt: Date | null;
  lastActivity: Date | null;
};

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Every agent's standing in every published course meant for them (or one
 * they have begun), filtered and sorted as the staff's table asks. An agency
 * has hundreds of agents and a handful of courses, so the rows are built in
 * memory from four reads rather than one query per agent.
 */
export async function progressRows(db: Executor, f: Filters): Promise<{ rows: ProgressRowDto[]; overdue: number }> {
  if (f.course === null) return { rows: [], overdue: 0 };
  const courses = await db
    .select()
    .from(trainingCourses)
    .where(and(eq(trainingCourses.isPublished, true), f.course ? eq(trainingCourses.id, f.course) : undefined))
    .orderBy(asc(trainingCourses.position), asc(trainingCourses.title));
  if (courses.length === 0) return { rows: [], overdue: 0 };
  const courseIds = courses.map((c) => c.id);
  const pattern = f.q ? `%${escapeLike(f.q)}%` : null;

  const [people, lessons, quizzes, completions, modules] = await Promise.all([
    db
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
        role: profiles.role,
        joinedAt: users.createdAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(
        and(
          or(
            inArray(profiles.role, [...LEARNER_ROLES]),
            sql`exists (select 1 from ${trainingLessonCompletions} where ${trainingLessonCompletions.userId} = ${profiles.id})`,
          ),
          pattern
            ? or(
                ilike(profiles.firstName, pattern),
                ilike(profiles.lastName, pattern),
                ilike(profiles.email, pattern),
                ilike(sql`coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')`, pattern),
              )
            : undefined,
        ),
      ),
    db
      .select({
        userId: trainingLessonCompletions.userId,
        courseId: trainingLessonCompletions.courseId,
        lessonId: trainingLessonCompletions.lessonId,
        at: trainingLessonCompletions.completedAt,
      })
      .from(trainingLessonCompletions)
      .where(inArray(trainingLessonCompletions.courseId, courseIds)),
    db
      .select({
        userId: trainingQuizAttempts.userId,
        courseId: trainingQuizAttempts.courseId,
        moduleId: trainingQuizAttempts.moduleId,
        passed: trainingQuizAttempts.passed,
        at: trainingQuizAttempts.createdAt,
      })
      .from(trainingQuizAttempts)
      .where(inArray(trainingQuizAttempts.courseId, courseIds)),
    db.select().from(trainingCourseCompletions).where(inArray(trainingCourseCompletions.courseId, courseIds)),
    loadModules(db, courseIds),
  ]);

  const pairs = new Map<string, PairState>();
  const pair = (userId: string, courseId: string) => {
    const key = `${userId}:${courseId}`;
    let p = pairs.get(key);
    if (!p) {
      p = { lessons: new Set(), quizzes: new Set(), completedAt: null, lastActivity: null };
      pairs.set(key, p);
    }
    return p;
  };
  for (const l of lessons) {
    const p = pair(l.userId, l.courseId);
    p.lessons.add(l.lessonId);
    p.lastActivity = later(p.lastActivity, l.at);
  }
  for (const q of quizzes) {
    const p = pair(q.userId, q.courseId);
    if (q.passed) p.quizzes.add(q.moduleId);
    p.lastActivity = later(p.lastActivity, q.at);
  }
  for (const c of completions) {
    const p = pair(c.userId, c.courseId);
    p.completedAt = c.completedAt;
    p.lastActivity = later(p.lastActivity, c.completedAt);
  }

  const now = new Date();
  const all: ProgressRowDto[] = [];
  for (const course of courses) {
    const outline = outlineOf(modules.get(course.id) ?? []);
    const audience = audienceOf(course.audience);
    for (const person of people) {
      const role = isRole(person.role) ? person.role : null;
      const state = pairs.get(`${person.id}:${course.id}`);
      const meant = isForRole(audience, role);
      if (!meant && !state) continue;
      const required = course.required && meant;
      const progress = courseProgress(
        outline,
        { doneLessons: state?.lessons ?? new Set(), passedQuizzes: state?.quizzes ?? new Set() },
        {
          completedAt: state?.completedAt ?? null,
          dueAt: required ? dueDate(course, person.joinedAt) : null,
          now,
          started: state !== undefined,
        },
      );
      all.push({
        id: `${person.id}:${course.id}`,
        user_id: person.id,
        name: [person.firstName, person.lastName].filter((p) => p && p.trim()).join(' ') || person.email,
        email: person.email,
        role: role ? ROLE_LABEL[role] : person.role,
        course_id: course.id,
        course_title: course.title,
        required,
        status: progressStatus(progress),
        percent: progress.percent,
        lessons_done: progress.lessons_done,
        lessons_total: progress.lessons_total,
        due_at: progress.due_at,
        completed_at: progress.completed_at,
        last_activity_at: state?.lastActivity?.toISOString() ?? null,
      });
    }
  }

  const overdue = all.filter((r) => r.status === 'overdue').length;
  const rows = f.status === 'all' ? all : all.filter((r) => r.status === f.status);
  rows.sort(COMPARE[f.sort]);
  return { rows, overdue };
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });
/** Nulls after every date, whichever way the dates run. */
const byDate = (a: string | null, b: string | null, dir: 1 | -1) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -dir : dir;

const COMPARE: Record<Filters['sort'], (a: ProgressRowDto, b: ProgressRowDto) => number> = {
  // Overdue first, then the soonest due, then everyone else by name.
  due: (a, b) =>
    Number(b.status === 'overdue') - Number(a.status === 'overdue') ||
    byDate(a.completed_at ? null : a.due_at, b.completed_at ? null : b.due_at, 1) ||
    byText(a.name, b.name) ||
    byText(a.course_title, b.course_title),
  name: (a, b) => byText(a.name, b.name) || byText(a.course_title, b.course_title),
  course: (a, b) => byText(a.course_title, b.course_title) || byText(a.name, b.name),
  percent_desc: (a, b) => b.percent - a.percent || byText(a.name, b.name),
  activity_desc: (a, b) => byDate(a.last_activity_at, b.last_activity_at, -1) || byText(a.name, b.name),
};

export const PROGRESS_CSV_HEADER = [
  'Agent',
  'Email',
  'Role',
  'Course',
  'Required',
  'Status',
  'Progress %',
  'Lessons done',
  'Lessons',
  'Due',
  'Completed',
  'Last activity',
] as const;

const day = (iso: string | null) => (iso ? formatLongDate(iso) : '');

export function progressCsvRow(r: ProgressRowDto): CsvCell[] {
  return [
    r.name,
    r.email,
    r.role,
    r.course_title,
    r.required ? 'Yes' : 'No',
    PROGRESS_STATUS_LABEL[r.status],
    r.percent,
    r.lessons_done,
    r.lessons_total,
    day(r.due_at),
    day(r.completed_at),
    day(r.last_activity_at),
  ];
}
