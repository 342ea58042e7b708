import { courseProgress, dueDate, isForRole, nextStep } from '@domain/training/progress';
import type {
  AdminCourseDto,
  AdminCourseSummaryDto,
  AdminLessonDto,
  CertificateDto,
  LearnerCourseDetailDto,
  LearnerCourseDto,
  LearnerQuizDto,
  LessonViewDto,
  NextStepDto,
} from '@domain/training/responses';
import type { Role } from '@domain/roles';
import { audienceOf } from '../policies/training';
import {
  courseMinutes,
  outlineOf,
  type CourseRow,
  type FullModule,
  type LearnerRecord,
  type LessonRow,
  type ModuleRow,
} from '../routes/training/queries';

/** The learner the answer is for: their role decides whether "required" and a due date apply. */
export type Learner = { role: Role | null; joinedAt: Date };

/** A course is required of a learner only when it is meant for their role. */
function requiredOf(course: CourseRow, learner: Learner): boolean {
  return course.required && isForRole(audienceOf(course.audience), learner.role);
}

export function progressOf(course: CourseRow, modules: readonly FullModule[], record: LearnerRecord, learner: Learner) {
  const required = requiredOf(course, learner);
  const due = required ? dueDate(course, learner.joinedAt) : null;
  return courseProgress(outlineOf(modules), record, {
    completedAt: record.completion?.completedAt ?? null,
    dueAt: due,
    now: new Date(),
    started: record.started,
  });
}

export function nextOf(modules: readonly FullModule[], record: LearnerRecord): NextStepDto | null {
  return nextStep(outlineOf(modules), record);
}

export function presentLearnerCourse(
  course: CourseRow,
  modules: readonly FullModule[],
  record: LearnerRecord,
  learner: Learner,
): LearnerCourseDto {
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    audience: audienceOf(course.audience),
    required: requiredOf(course, learner),
    minutes: courseMinutes(modules),
    progress: progressOf(course, modules, record, learner),
    next: nextOf(modules, record),
  };
}

export function presentLearnerCourseDetail(
  course: CourseRow,
  modules: readonly FullModule[],
  record: LearnerRecord,
  learner: Learner,
): LearnerCourseDetailDto {
  return {
    ...presentLearnerCourse(course, modules, record, learner),
    certificate_code: record.completion?.certificateCode ?? null,
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      lessons: m.lessons.map((l) => ({
        id: l.id,
        title: l.title,
        minutes: l.minutes,
        done: record.doneLessons.has(l.id),
      })),
      quiz:
        m.quiz && m.quiz.questions.length > 0
          ? {
              questions: m.quiz.questions.length,
              pass_mark: m.quiz.pass_mark,
              best_score: record.bestScores.get(m.id) ?? null,
              passed: record.passedQuizzes.has(m.id),
            }
          : null,
    })),
  };
}

/** The steps of a course in order (each lesson, then its module's quiz), to find a lesson's neighbours. */
function steps(modules: readonly FullModule[]): NextStepDto[] {
  return modules.flatMap((m) => [
    ...m.lessons.map((l) => ({ kind: 'lesson' as const, id: l.id, title: l.title, module_title: m.title })),
    ...(m.quiz && m.quiz.questions.length > 0
      ? [{ kind: 'quiz' as const, id: m.id, title: `${m.title} quiz`, module_title: m.title }]
      : []),
  ]);
}

export function presentLessonView(
  lesson: LessonRow,
  course: CourseRow,
  modules: readonly FullModule[],
  record: LearnerRecord,
): LessonViewDto {
  const all = steps(modules);
  const at = all.findIndex((s) => s.kind === 'lesson' && s.id === lesson.id);
  const lessons = all.filter((s) => s.kind === 'lesson');
  const module = modules.find((m) => m.id === lesson.moduleId);
  return {
    id: lesson.id,
    course_id: course.id,
    course_title: course.title,
    module_id: lesson.moduleId,
    module_title: module?.title ?? '',
    title: lesson.title,
    body_html: lesson.bodyHtml,
    video_url: lesson.videoUrl,
    attachments: lesson.attachments,
    minutes: lesson.minutes,
    done: record.doneLessons.has(lesson.id),
    number: lessons.findIndex((s) => s.id === lesson.id) + 1,
    of: lessons.length,
    previous: at > 0 ? (all[at - 1] ?? null) : null,
    next: at >= 0 ? (all[at + 1] ?? null) : null,
  };
}

/** A quiz before the learner answers: the questions and choices, never which are correct. */
export function presentLearnerQuiz(module: ModuleRow, course: CourseRow, record: LearnerRecord): LearnerQuizDto {
  const quiz = module.quiz ?? { pass_mark: 100, questions: [] };
  return {
    module_id: module.id,
    module_title: module.title,
    course_id: course.id,
    course_title: course.title,
    pass_mark: quiz.pass_mark,
    questions: quiz.questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      multiple: q.options.filter((o) => o.correct).length > 1,
      options: q.options.map((o) => ({ id: o.id, text: o.text })),
    })),
    best_score: record.bestScores.get(module.id) ?? null,
    passed: record.passedQuizzes.has(module.id),
    attempts: record.attempts.get(module.id) ?? 0,
  };
}

export function presentCertificate(
  course: CourseRow,
  modules: readonly FullModule[],
  completion: { completedAt: Date; certificateCode: string },
  person: { firstName: string | null; lastName: string | null; email: string; agencyName: string | null },
): CertificateDto {
  const name = [person.firstName, person.lastName].filter((p) => p && p.trim()).join(' ') || person.email;
  return {
    course_id: course.id,
    course_title: course.title,
    learner_name: name,
    agency_name: person.agencyName,
    completed_at: completion.completedAt.toISOString(),
    certificate_code: completion.certificateCode,
    minutes: courseMinutes(modules),
  };
}

export function presentAdminCourseSummary(
  course: CourseRow,
  modules: readonly FullModule[],
  learnersCompleted: number,
): AdminCourseSummaryDto {
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    audience: audienceOf(course.audience),
    required: course.required,
    due_days: course.dueDays,
    is_published: course.isPublished,
    published_at: course.publishedAt?.toISOString() ?? null,
    modules: modules.length,
    lessons: modules.reduce((n, m) => n + m.lessons.length, 0),
    minutes: courseMinutes(modules),
    learners_completed: learnersCompleted,
    updated_at: course.updatedAt.toISOString(),
  };
}

export function presentAdminLesson(l: LessonRow): AdminLessonDto {
  return {
    id: l.id,
    module_id: l.moduleId,
    title: l.title,
    body_markdown: l.bodyMarkdown,
    body_html: l.bodyHtml,
    video_url: l.videoUrl,
    attachments: l.attachments,
    minutes: l.minutes,
    position: l.position,
  };
}

export function presentAdminCourse(
  course: CourseRow,
  modules: readonly FullModule[],
  learnersCompleted: number,
): AdminCourseDto {
  return {
    ...presentAdminCourseSummary(course, modules, learnersCompleted),
    outline: modules.map((m) => ({
      id: m.id,
      title: m.title,
      position: m.position,
      quiz: m.quiz,
      lessons: m.lessons.map(presentAdminLesson),
    })),
  };
}
