import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LessonAttachment, StoredQuiz } from '../../../domain/training/schema';
import { users } from './users';

/**
 * Training: courses of modules of lessons that the agency's staff write and
 * its agents work through. A module may end in a quiz (kept with the module,
 * correct answers included: only the server reads them). What a learner did
 * lives in the completion and attempt tables, one row per lesson done, per
 * quiz attempt and per course finished (the certificate).
 */
export const trainingCourses = pgTable(
  'training_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** all | onboarding | quoteagent: whose list the course appears in. */
    audience: text('audience').notNull().default('all'),
    required: boolean('required').notNull().default(false),
    /** A required course is due this many days after the agent joined (or it was published, if later). */
    dueDays: integer('due_days'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('training_courses_audience_known', sql`${t.audience} in ('all','onboarding','quoteagent')`),
    check('training_courses_due_days_range', sql`${t.dueDays} is null or (${t.dueDays} between 1 and 365)`),
    index('training_courses_list_idx').on(t.isPublished, t.position),
  ],
);

export const trainingModules = pgTable(
  'training_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    /** The quiz at the module's end, or null for none. */
    quiz: jsonb('quiz').$type<StoredQuiz>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_modules_course_idx').on(t.courseId, t.position)],
);

export const trainingLessons = pgTable(
  'training_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** What the author wrote (Markdown). */
    bodyMarkdown: text('body_markdown').notNull().default(''),
    /** The same rendered and sanitised on save: what learners are served. */
    bodyHtml: text('body_html').notNull().default(''),
    videoUrl: text('video_url'),
    attachments: jsonb('attachments').$type<LessonAttachment[]>().notNull().default([]),
    minutes: integer('minutes').notNull().default(5),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('training_lessons_minutes_range', sql`${t.minutes} between 0 and 600`),
    index('training_lessons_module_idx').on(t.moduleId, t.position),
    index('training_lessons_course_idx').on(t.courseId),
  ],
);

/** One row per lesson a learner marked done. */
export const trainingLessonCompletions = pgTable(
  'training_lesson_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => trainingLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('training_lesson_completions_course_idx').on(t.courseId, t.userId),
  ],
);

/** Every submitted quiz, marked on the server. */
export const trainingQuizAttempts = pgTable(
  'training_quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    /** Percent of questions answered right, 0-100. */
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    /** Question id -> chosen option ids. */
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('training_quiz_attempts_score_range', sql`${t.score} between 0 and 100`),
    index('training_quiz_attempts_user_idx').on(t.userId, t.moduleId, t.createdAt),
    index('training_quiz_attempts_course_idx').on(t.courseId, t.userId),
  ],
);

/** A finished course: its certificate, kept even if the course later grows. */
export const trainingCourseCompletions = pgTable(
  'training_course_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    /** Printed on the certificate, e.g. TRN-7F3A-91C2. */
    certificateCode: text('certificate_code').notNull().unique(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('training_course_completions_course_idx').on(t.courseId),
  ],
);
