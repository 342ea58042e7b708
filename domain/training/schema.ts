import { z } from 'zod';
import { imageUrlMessage, isAllowedImageUrl } from '../image-url';

/*
 * What staff send to build courses and learners send to take them (issue 15,
 * Training). The admin's forms and the API parse the same schemas, so a 400
 * names the same field and message the form shows.
 */

export const TRAINING_LIMITS = {
  title: 160,
  summary: 2_000,
  body: 50_000,
  url: 2_000,
  attachmentLabel: 120,
  attachments: 20,
  maxMinutes: 600,
  maxDueDays: 365,
  questions: 30,
  prompt: 500,
  options: 8,
  optionText: 300,
  modules: 50,
  lessonsPerModule: 100,
  /** Question and option ids the server hands out (and accepts back). */
  idLength: 40,
} as const;

export const COURSE_AUDIENCES = ['all', 'onboarding', 'quoteagent'] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];

export const AUDIENCE_LABEL: Record<CourseAudience, string> = {
  all: 'All agents',
  onboarding: 'Onboarding agents only',
  quoteagent: 'Quote agents',
};

/** An image from the uploads or a link, shown under a lesson. */
export type LessonAttachment = { kind: 'image' | 'link'; url: string; label: string };

/** A module's quiz as stored: the correct answers stay on the server. */
export type StoredQuiz = {
  pass_mark: number;
  questions: { id: string; prompt: string; options: { id: string; text: string; correct: boolean }[] }[];
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/** An absolute http(s) address with a host and no credentials. */
export function isWebAddress(value: string, httpsOnly = false): boolean {
  try {
    const url = new URL(value);
    const okScheme = url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
    return okScheme && url.hostname !== '' && url.username === '' && url.password === '' && /^https?:\/\//i.test(value);
  } catch {
    return false;
  }
}

const VideoUrl = text('Video link', TRAINING_LIMITS.url)
  .refine((v) => v === '' || isWebAddress(v, true), 'Video link must be an https:// address')
  .transform((v) => (v === '' ? null : v));

export const AttachmentSchema = z
  .object({
    kind: z.enum(['image', 'link'], { error: 'Attachment kind must be image or link' }),
    url: required('Attachment address', TRAINING_LIMITS.url),
    label: text('Attachment label', TRAINING_LIMITS.attachmentLabel).default(''),
  })
  .superRefine((a, ctx) => {
    const ok = a.kind === 'image' ? isAllowedImageUrl(a.url) : isWebAddress(a.url);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message:
          a.kind === 'image' ? imageUrlMessage('Attachment image') : 'Attachment link must be an http(s):// address',
      });
    }
  });

export const CourseCreateSchema = z.object({
  title: required('Title', TRAINING_LIMITS.title),
  summary: text('Summary', TRAINING_LIMITS.summary).default(''),
  audience: z.enum(COURSE_AUDIENCES, { error: 'Audience must be one of: all, onboarding, quoteagent' }).default('all'),
  required: z.boolean({ error: 'Required must be true or false' }).default(false),
  due_days: z
    .number({ error: 'Due within must be a number of days' })
    .int('Due within must be a whole number of days')
    .min(1, 'Due within must be at least 1 day')
    .max(TRAINING_LIMITS.maxDueDays, `Due within must be at most ${TRAINING_LIMITS.maxDueDays} days`)
    .nullable()
    .default(null),
});
export type CourseCreateInput = z.input<typeof CourseCreateSchema>;

export const CourseUpdateSchema = CourseCreateSchema.partial();
export type CourseUpdateInput = z.input<typeof CourseUpdateSchema>;

export const ModuleCreateSchema = z.object({ title: required('Title', TRAINING_LIMITS.title) });
export type ModuleCreateInput = z.input<typeof ModuleCreateSchema>;

const QuestionSchema = z
  .object({
    prompt: required('Question', TRAINING_LIMITS.prompt),
    options: z
      .array(
        z.object({
          text: required('Answer', TRAINING_LIMITS.optionText),
          correct: z.boolean({ error: 'Correct must be true or false' }).default(false),
        }),
        { error: 'Answers must be a list' },
      )
      .min(2, 'A question needs at least 2 answers')
      .max(TRAINING_LIMITS.options, `A question may have at most ${TRAINING_LIMITS.options} answers`),
  })
  .refine((q) => q.options.some((o) => o.correct), {
    path: ['options'],
    message: 'Mark at least one correct answer',
  });

export const QuizInputSchema = z.object({
  pass_mark: z
    .number({ error: 'Pass mark must be a number' })
    .int('Pass mark must be a whole percentage')
    .min(1, 'Pass mark must be at least 1%')
    .max(100, 'Pass mark must be at most 100%'),
  questions: z
    .array(QuestionSchema, { error: 'Questions must be a list' })
    .min(1, 'A quiz needs at least one question')
    .max(TRAINING_LIMITS.questions, `A quiz may have at most ${TRAINING_LIMITS.questions} questions`),
});
export type QuizInput = z.input<typeof QuizInputSchema>;

export const ModuleUpdateSchema = z.object({
  title: required('Title', TRAINING_LIMITS.title).optional(),
  /** null removes the quiz. */
  quiz: QuizInputSchema.nullable().optional(),
});
export type ModuleUpdateInput = z.input<typeof ModuleUpdateSchema>;

export const LessonCreateSchema = z.object({
  title: required('Title', TRAINING_LIMITS.title),
  body_markdown: text('Lesson text', TRAINING_LIMITS.body).default(''),
  video_url: VideoUrl.nullable().default(null),
  attachments: z
    .array(AttachmentSchema, { error: 'Attachments must be a list' })
    .max(TRAINING_LIMITS.attachments, `A lesson may have at most ${TRAINING_LIMITS.attachments} attachments`)
    .default([]),
  minutes: z
    .number({ error: 'Minutes must be a number' })
    .int('Minutes must be a whole number')
    .min(0, 'Minutes cannot be negative')
    .max(TRAINING_LIMITS.maxMinutes, `Minutes must be at most ${TRAINING_LIMITS.maxMinutes}`)
    .default(5),
});
export type LessonCreateInput = z.input<typeof LessonCreateSchema>;

export const LessonUpdateSchema = LessonCreateSchema.partial();
export type LessonUpdateInput = z.input<typeof LessonUpdateSchema>;

const Id = z.string({ error: 'Each id must be text' }).max(64, 'Each id must be at most 64 characters');

/** The course's whole outline in its new order: modules, each with its lessons (a lesson may change module). */
export const CourseOrderSchema = z.object({
  modules: z
    .array(
      z.object({
        id: Id,
        lessons: z
          .array(Id, { error: 'Lessons must be a list' })
          .max(
            TRAINING_LIMITS.lessonsPerModule,
            `A module may have at most ${TRAINING_LIMITS.lessonsPerModule} lessons`,
          ),
      }),
      { error: 'Modules must be a list' },
    )
    .max(TRAINING_LIMITS.modules, `A course may have at most ${TRAINING_LIMITS.modules} modules`),
});
export type CourseOrderInput = z.input<typeof CourseOrderSchema>;

/** A learner's answers: question id -> the option ids they chose. */
export const QuizSubmitSchema = z.object({
  answers: z
    .record(
      z.string().max(TRAINING_LIMITS.idLength, 'Question ids are at most 40 characters'),
      z
        .array(z.string().max(TRAINING_LIMITS.idLength, 'Answer ids are at most 40 characters'), {
          error: 'Each answer must be a list of choices',
        })
        .max(TRAINING_LIMITS.options, `At most ${TRAINING_LIMITS.options} choices per question`),
      { error: 'Answers must be an object of question ids' },
    )
    .refine((a) => Object.keys(a).length <= TRAINING_LIMITS.questions, 'Too many answers'),
});
export type QuizSubmitInput = z.input<typeof QuizSubmitSchema>;

export const MarkdownPreviewSchema = z.object({
  body_markdown: text('Lesson text', TRAINING_LIMITS.body),
});

/** The staff's course list: its orders and filters (API query and page URL alike). */
export const COURSE_SORTS = ['position', 'title', 'updated_desc'] as const;
export const COURSE_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export const AUDIENCE_FILTERS = ['any', ...COURSE_AUDIENCES] as const;

/** The staff's progress table: its orders and filters. */
export const PROGRESS_SORTS = ['due', 'name', 'course', 'percent_desc', 'activity_desc'] as const;
export const PROGRESS_STATUS_FILTERS = ['all', 'overdue', 'not_started', 'in_progress', 'completed'] as const;
