import { z } from 'zod';
import { listResponseSchema } from '../list';
import { COURSE_AUDIENCES } from './schema';

/*
 * Every training answer's shape. The server declares them as response
 * schemas (no undeclared field leaks: a learner's quiz never carries the
 * correct answers) and the SPA checks its answers against them.
 */

const Audience = z.enum(COURSE_AUDIENCES);
const Iso = z.string();

export const AttachmentDtoSchema = z.object({
  kind: z.enum(['image', 'link']),
  url: z.string(),
  label: z.string(),
});

/** Where a learner stands in a course. */
export const CourseProgressSchema = z.object({
  lessons_total: z.number().int(),
  lessons_done: z.number().int(),
  quizzes_total: z.number().int(),
  quizzes_passed: z.number().int(),
  percent: z.number().int(),
  started: z.boolean(),
  completed_at: Iso.nullable(),
  due_at: Iso.nullable(),
  overdue: z.boolean(),
});
export type CourseProgressDto = z.infer<typeof CourseProgressSchema>;

/** The next thing to do in a course: a lesson, or the quiz that ends a module. */
export const NextStepSchema = z.object({
  kind: z.enum(['lesson', 'quiz']),
  id: z.string(),
  title: z.string(),
  module_title: z.string(),
});
export type NextStepDto = z.infer<typeof NextStepSchema>;

export const LearnerCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  audience: Audience,
  required: z.boolean(),
  minutes: z.number().int(),
  progress: CourseProgressSchema,
  next: NextStepSchema.nullable(),
});
export type LearnerCourseDto = z.infer<typeof LearnerCourseSchema>;

export const LearnerCourseListSchema = z.object({ items: z.array(LearnerCourseSchema) });

export const OutlineLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  done: z.boolean(),
});

export const OutlineModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(OutlineLessonSchema),
  quiz: z
    .object({
      questions: z.number().int(),
      pass_mark: z.number().int(),
      best_score: z.number().int().nullable(),
      passed: z.boolean(),
    })
    .nullable(),
});

export const LearnerCourseDetailSchema = LearnerCourseSchema.extend({
  modules: z.array(OutlineModuleSchema),
  certificate_code: z.string().nullable(),
});
export type LearnerCourseDetailDto = z.infer<typeof LearnerCourseDetailSchema>;

export const LessonViewSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  module_id: z.string(),
  module_title: z.string(),
  title: z.string(),
  body_html: z.string(),
  video_url: z.string().nullable(),
  attachments: z.array(AttachmentDtoSchema),
  minutes: z.number().int(),
  done: z.boolean(),
  /** Position in the course, 1-based, and the course's lesson count. */
  number: z.number().int(),
  of: z.number().int(),
  previous: NextStepSchema.nullable(),
  next: NextStepSchema.nullable(),
});
export type LessonViewDto = z.infer<typeof LessonViewSchema>;

export const LessonDoneResponseSchema = z.object({
  done: z.boolean(),
  progress: CourseProgressSchema,
  next: NextStepSchema.nullable(),
});
export type LessonDoneResponse = z.infer<typeof LessonDoneResponseSchema>;

/** A quiz as a learner sees it before answering: no correct answers. */
export const LearnerQuizSchema = z.object({
  module_id: z.string(),
  module_title: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  pass_mark: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      multiple: z.boolean(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
  best_score: z.number().int().nullable(),
  passed: z.boolean(),
  attempts: z.number().int(),
});
export type LearnerQuizDto = z.infer<typeof LearnerQuizSchema>;

export const QuizResultSchema = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  pass_mark: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Which questions were answered right (not what the right answers were). */
  questions: z.array(z.object({ id: z.string(), correct: z.boolean() })),
  progress: CourseProgressSchema,
  next: NextStepSchema.nullable(),
});
export type QuizResultDto = z.infer<typeof QuizResultSchema>;

export const CertificateSchema = z.object({
  course_id: z.string(),
  course_title: z.string(),
  learner_name: z.string(),
  agency_name: z.string().nullable(),
  completed_at: Iso,
  certificate_code: z.string(),
  minutes: z.number().int(),
});
export type CertificateDto = z.infer<typeof CertificateSchema>;

export const NextLessonCardSchema = z.object({
  course: z.object({ id: z.string(), title: z.string(), required: z.boolean() }).nullable(),
  next: NextStepSchema.nullable(),
  progress: CourseProgressSchema.nullable(),
});
export type NextLessonCardDto = z.infer<typeof NextLessonCardSchema>;

// ---- staff -----------------------------------------------------------------------

export const AdminCourseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  audience: Audience,
  required: z.boolean(),
  due_days: z.number().int().nullable(),
  is_published: z.boolean(),
  published_at: Iso.nullable(),
  modules: z.number().int(),
  lessons: z.number().int(),
  minutes: z.number().int(),
  learners_completed: z.number().int(),
  updated_at: Iso,
});
export type AdminCourseSummaryDto = z.infer<typeof AdminCourseSummarySchema>;

export const AdminCourseListSchema = listResponseSchema(AdminCourseSummarySchema);

export const AdminLessonSchema = z.object({
  id: z.string(),
  module_id: z.string(),
  title: z.string(),
  body_markdown: z.string(),
  body_html: z.string(),
  video_url: z.string().nullable(),
  attachments: z.array(AttachmentDtoSchema),
  minutes: z.number().int(),
  position: z.number().int(),
});
export type AdminLessonDto = z.infer<typeof AdminLessonSchema>;

export const AdminQuizSchema = z.object({
  pass_mark: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string(), correct: z.boolean() })),
    }),
  ),
});

export const AdminModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  quiz: AdminQuizSchema.nullable(),
  lessons: z.array(AdminLessonSchema),
});
export type AdminModuleDto = z.infer<typeof AdminModuleSchema>;

export const AdminCourseSchema = AdminCourseSummarySchema.extend({ outline: z.array(AdminModuleSchema) });
export type AdminCourseDto = z.infer<typeof AdminCourseSchema>;

export const ProgressStatusSchema = z.enum(['not_started', 'in_progress', 'completed', 'overdue']);
export type ProgressStatus = z.infer<typeof ProgressStatusSchema>;

export const ProgressRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  required: z.boolean(),
  status: ProgressStatusSchema,
  percent: z.number().int(),
  lessons_done: z.number().int(),
  lessons_total: z.number().int(),
  due_at: Iso.nullable(),
  completed_at: Iso.nullable(),
  last_activity_at: Iso.nullable(),
});
export type ProgressRowDto = z.infer<typeof ProgressRowSchema>;

export const ProgressListSchema = listResponseSchema(ProgressRowSchema).extend({
  overdue_count: z.number().int(),
});

export const MarkdownPreviewResponseSchema = z.object({ html: z.string() });
