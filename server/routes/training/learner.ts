import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isRole } from '@domain/roles';
import { isForRole } from '@domain/training/progress';
import {
  CertificateSchema,
  LearnerCourseDetailSchema,
  LearnerCourseListSchema,
  LearnerQuizSchema,
  LessonDoneResponseSchema,
  LessonViewSchema,
  NextLessonCardSchema,
  QuizResultSchema,
} from '@domain/training/responses';
import { QuizSubmitSchema } from '@domain/training/schema';
import { markLesson } from '../../commands/training/mark-lesson';
import { submitQuiz } from '../../commands/training/submit-quiz';
import type { Executor } from '../../db';
import { profiles, trainingCourses } from '../../db/schema';
import { notFound } from '../../errors';
import type { Viewer } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { trainingPolicy } from '../../policies/training';
import {
  nextOf,
  presentCertificate,
  presentLearnerCourse,
  presentLearnerCourseDetail,
  presentLearnerQuiz,
  presentLessonView,
  progressOf,
  type Learner,
} from '../../presenters/training';
import { findCourse, findLesson, findModule, loadLearner, loadModules, type CourseRow } from './queries';
import { IdParams } from './schema';

const learnerOf = (viewer: Viewer): Learner => ({
  role: viewer.profile && isRole(viewer.profile.role) ? viewer.profile.role : null,
  joinedAt: viewer.user.createdAt,
});

/** Everything about one course the learner may open; 404 when they may not. */
async function openCourse(db: Executor, viewer: Viewer, course: CourseRow | undefined) {
  const record = course ? (await loadLearner(db, viewer.user.id, [course.id])).get(course.id) : undefined;
  const row = course && record ? { ...course, started: record.started } : undefined;
  authorize(viewer, 'training-course.learn', row);
  if (!course || !record) throw notFound();
  const modules = (await loadModules(db, [course.id])).get(course.id) ?? [];
  return { course, record, modules };
}

/** The courses a learner sees, in the order they should take them: their required ones first. */
async function myCourses(db: Executor, viewer: Viewer) {
  const courses = await db
    .select()
    .from(trainingCourses)
    .where(eq(trainingCourses.isPublished, true))
    .orderBy(asc(trainingCourses.position), asc(trainingCourses.title));
  const ids = courses.map((c) => c.id);
  const [records, modules] = await Promise.all([loadLearner(db, viewer.user.id, ids), loadModules(db, ids)]);
  const learner = learnerOf(viewer);
  const items = courses.flatMap((c) => {
    const record = records.get(c.id);
    if (!record) return [];
    if (!trainingPolicy.learn(viewer, { ...c, started: record.started })) return [];
    return [presentLearnerCourse(c, modules.get(c.id) ?? [], record, learner)];
  });
  const rank = (c: (typeof items)[number]) => (c.required ? 0 : 2) + (c.audience === 'onboarding' ? 0 : 1);
  return items
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map((x) => x.c);
}

/** /dashboard/training: the learner's courses, lessons, quizzes and certificates. */
const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/training/courses',
    { config: { access: 'training.learn' }, schema: { response: { 200: LearnerCourseListSchema } } },
    async (req) => ({ items: await myCourses(db, viewerOf(req)) }),
  );

  app.get(
    '/api/training/next-lesson',
    { config: { access: 'training.learn' }, schema: { response: { 200: NextLessonCardSchema } } },
    async (req) => {
      const viewer = viewerOf(req);
      const { role } = learnerOf(viewer);
      const courses = await myCourses(db, viewer);
      // The first course of the learner's order that still has a step to take: one meant for
      // their role or already begun (staff previewing every course get no card for them).
      const course = courses.find(
        (c) =>
          c.next !== null && c.progress.completed_at === null && (isForRole(c.audience, role) || c.progress.started),
      );
      if (!course) return { course: null, next: null, progress: null };
      return {
        course: { id: course.id, title: course.title, required: course.required },
        next: course.next,
        progress: course.progress,
      };
    },
  );

  app.get(
    '/api/training/courses/:id',
    {
      config: { access: 'training.learn' },
      schema: { params: IdParams, response: { 200: LearnerCourseDetailSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const { course, record, modules } = await openCourse(db, viewer, await findCourse(db, req.params.id));
      return presentLearnerCourseDetail(course, modules, record, learnerOf(viewer));
    },
  );

  app.get(
    '/api/training/courses/:id/certificate',
    { config: { access: 'training.learn' }, schema: { params: IdParams, response: { 200: CertificateSchema } } },
    async (req) => {
      const viewer = viewerOf(req);
      const { course, record, modules } = await openCourse(db, viewer, await findCourse(db, req.params.id));
      if (!record.completion) throw notFound('You have not finished this course yet.');
      const [person] = await db
        .select({
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: profiles.email,
          agencyName: profiles.agencyName,
        })
        .from(profiles)
        .where(eq(profiles.id, viewer.user.id));
      return presentCertificate(
        course,
        modules,
        record.completion,
        person ?? { ...EMPTY_PERSON, email: viewer.user.email },
      );
    },
  );

  app.get(
    '/api/training/lessons/:id',
    { config: { access: 'training.learn' }, schema: { params: IdParams, response: { 200: LessonViewSchema } } },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findLesson(db, req.params.id);
      const { course, record, modules } = await openCourse(db, viewer, found?.course);
      if (!found) throw notFound();
      return presentLessonView(found.lesson, course, modules, record);
    },
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/training/lessons/:id/done',
      config: { access: 'training.learn' },
      schema: { params: IdParams, response: { 200: LessonDoneResponseSchema } },
      handler: async (req) => {
        const viewer = viewerOf(req);
        const found = await findLesson(db, req.params.id);
        await openCourse(db, viewer, found?.course);
        if (!found) throw notFound();
        const done = method === 'PUT';
        await markLesson(db, { userId: viewer.user.id, lessonId: found.lesson.id, courseId: found.course.id, done });
        const after = await openCourse(db, viewer, found.course);
        return {
          done,
          progress: progressOf(after.course, after.modules, after.record, learnerOf(viewer)),
          next: nextOf(after.modules, after.record),
        };
      },
    });
  }

  app.get(
    '/api/training/modules/:id/quiz',
    { config: { access: 'training.learn' }, schema: { params: IdParams, response: { 200: LearnerQuizSchema } } },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findModule(db, req.params.id);
      const { course, record } = await openCourse(db, viewer, found?.course);
      if (!found?.module.quiz || found.module.quiz.questions.length === 0) throw notFound('This module has no quiz.');
      return presentLearnerQuiz(found.module, course, record);
    },
  );

  app.post(
    '/api/training/modules/:id/quiz',
    {
      config: { access: 'training.learn' },
      schema: { params: IdParams, body: QuizSubmitSchema, response: { 200: QuizResultSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findModule(db, req.params.id);
      await openCourse(db, viewer, found?.course);
      if (!found?.module.quiz || found.module.quiz.questions.length === 0) throw notFound('This module has no quiz.');
      const mark = await submitQuiz(db, {
        userId: viewer.user.id,
        moduleId: found.module.id,
        courseId: found.course.id,
        quiz: found.module.quiz,
        answers: req.body.answers,
      });
      const after = await openCourse(db, viewer, found.course);
      return {
        ...mark,
        pass_mark: found.module.quiz.pass_mark,
        progress: progressOf(after.course, after.modules, after.record, learnerOf(viewer)),
        next: nextOf(after.modules, after.record),
      };
    },
  );
};

const EMPTY_PERSON = { firstName: null, lastName: null, agencyName: null };

export default learnerRoutes;
