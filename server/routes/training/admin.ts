import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeLike } from '../../lib/list';
import {
  AdminCourseListSchema,
  AdminCourseSchema,
  MarkdownPreviewResponseSchema,
  ProgressListSchema,
} from '@domain/training/responses';
import {
  CourseCreateSchema,
  CourseOrderSchema,
  CourseUpdateSchema,
  LessonCreateSchema,
  LessonUpdateSchema,
  MarkdownPreviewSchema,
  ModuleCreateSchema,
  ModuleUpdateSchema,
} from '@domain/training/schema';
import { renderLessonMarkdown, storeQuiz } from '../../commands/training/render-lesson';
import { reorderCourse } from '../../commands/training/reorder-course';
import type { Executor } from '../../db';
import { trainingCourseCompletions, trainingCourses, trainingLessons, trainingModules } from '../../db/schema';
import { notFound, validation } from '../../errors';
import { toCsv } from '../../lib/csv';
import { viewerOf } from '../../plugins/auth';
import { presentAdminCourse, presentAdminCourseSummary } from '../../presenters/training';
import { progressRows, PROGRESS_CSV_HEADER, progressCsvRow } from './progress';
import { findCourse, findLesson, findModule, loadModules } from './queries';
import { CourseListQuery, IdParams, ProgressExportQuery, ProgressQuery } from './schema';

const COURSE_ORDER = {
  position: [asc(trainingCourses.position), asc(trainingCourses.title), asc(trainingCourses.id)],
  title: [asc(trainingCourses.title), asc(trainingCourses.id)],
  updated_desc: [desc(trainingCourses.updatedAt), desc(trainingCourses.id)],
} as const;

async function completedCounts(db: Executor, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: trainingCourseCompletions.courseId, n: count() })
    .from(trainingCourseCompletions)
    .where(sql`${trainingCourseCompletions.courseId} in ${courseIds}`)
    .groupBy(trainingCourseCompletions.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

/** The editor's whole course, as every write in it answers. */
async function fullCourse(db: Executor, id: string) {
  const course = await findCourse(db, id);
  if (!course) throw notFound();
  const modules = (await loadModules(db, [id])).get(id) ?? [];
  const done = (await completedCounts(db, [id])).get(id) ?? 0;
  return presentAdminCourse(course, modules, done);
}

const touch = (db: Executor, courseId: string) =>
  db.update(trainingCourses).set({ updatedAt: new Date() }).where(eq(trainingCourses.id, courseId));

/** The place after the last module of a course. */
async function nextModulePosition(db: Executor, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${trainingModules.position}), -1)::int + 1` })
    .from(trainingModules)
    .where(eq(trainingModules.courseId, courseId));
  return row?.n ?? 0;
}

/** The place after the last lesson of a module. */
async function nextLessonPosition(db: Executor, moduleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${trainingLessons.position}), -1)::int + 1` })
    .from(trainingLessons)
    .where(eq(trainingLessons.moduleId, moduleId));
  return row?.n ?? 0;
}

/** /dashboard/admin/training: staff build courses, and see and export everyone's progress. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const siteOrigin = app.ctx.env.PUBLIC_URL;
  const render = (markdown: string) => renderLessonMarkdown(markdown, siteOrigin);

  app.get(
    '/api/admin/training/courses',
    {
      config: { access: 'training.manage' },
      schema: { querystring: CourseListQuery, response: { 200: AdminCourseListSchema } },
    },
    async (req) => {
      const { q, status, audience, sort, page, pageSize } = req.query;
      const where = and(
        q ? ilike(trainingCourses.title, `%${escapeLike(q)}%`) : undefined,
        status === 'all' ? undefined : eq(trainingCourses.isPublished, status === 'published'),
        audience === 'any' ? undefined : eq(trainingCourses.audience, audience),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(trainingCourses)
          .where(where)
          .orderBy(...COURSE_ORDER[sort])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(trainingCourses).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const [modules, done] = await Promise.all([loadModules(db, ids), completedCounts(db, ids)]);
      return {
        items: rows.map((c) => presentAdminCourseSummary(c, modules.get(c.id) ?? [], done.get(c.id) ?? 0)),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
  );

  app.post(
    '/api/admin/training/courses',
    {
      config: { access: 'training.manage' },
      schema: { body: CourseCreateSchema, response: { 201: AdminCourseSchema } },
    },
    async (req, reply) => {
      const b = req.body;
      const [pos] = await db
        .select({ n: sql<number>`coalesce(max(${trainingCourses.position}), -1)::int + 1` })
        .from(trainingCourses);
      const [row] = await db
        .insert(trainingCourses)
        .values({
          title: b.title,
          summary: b.summary,
          audience: b.audience,
          required: b.required,
          dueDays: b.due_days,
          position: pos?.n ?? 0,
          createdBy: viewerOf(req).user.id,
        })
        .returning();
      if (!row) throw new Error('insert returned no course');
      return reply.status(201).send(presentAdminCourse(row, [], 0));
    },
  );

  app.get(
    '/api/admin/training/courses/:id',
    { config: { access: 'training.manage' }, schema: { params: IdParams, response: { 200: AdminCourseSchema } } },
    async (req) => {
      if (!req.params.id) throw notFound();
      return fullCourse(db, req.params.id);
    },
  );

  app.patch(
    '/api/admin/training/courses/:id',
    {
      config: { access: 'training.manage' },
      schema: { params: IdParams, body: CourseUpdateSchema, response: { 200: AdminCourseSchema } },
    },
    async (req) => {
      const course = await findCourse(db, req.params.id);
      if (!course) throw notFound();
      const b = req.body;
      await db
        .update(trainingCourses)
        .set({
          ...(b.title !== undefined ? { title: b.title } : {}),
          ...(b.summary !== undefined ? { summary: b.summary } : {}),
          ...(b.audience !== undefined ? { audience: b.audience } : {}),
          ...(b.required !== undefined ? { required: b.required } : {}),
          ...(b.due_days !== undefined ? { dueDays: b.due_days } : {}),
          updatedAt: new Date(),
        })
        .where(eq(trainingCourses.id, course.id));
      return fullCourse(db, course.id);
    },
  );

  app.delete(
    '/api/admin/training/courses/:id',
    { config: { access: 'training.manage' }, schema: { params: IdParams } },
    async (req, reply) => {
      const course = await findCourse(db, req.params.id);
      if (!course) throw notFound();
      await db.delete(trainingCourses).where(eq(trainingCourses.id, course.id));
      return reply.status(204).send();
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/api/admin/training/courses/:id/${action}`,
      { config: { access: 'training.manage' }, schema: { params: IdParams, response: { 200: AdminCourseSchema } } },
      async (req) => {
        const course = await findCourse(db, req.params.id);
        if (!course) throw notFound();
        if (action === 'publish') {
          const [lessons] = await db
            .select({ n: count() })
            .from(trainingLessons)
            .where(eq(trainingLessons.courseId, course.id));
          if (!lessons?.n) {
            throw validation(
              { course: 'Add at least one lesson before publishing' },
              'Add at least one lesson before publishing.',
            );
          }
        }
        const now = new Date();
        await db
          .update(trainingCourses)
          .set(
            action === 'publish'
              ? { isPublished: true, publishedAt: course.publishedAt ?? now, updatedAt: now }
              : { isPublished: false, updatedAt: now },
          )
          .where(eq(trainingCourses.id, course.id));
        return fullCourse(db, course.id);
      },
    );
  }

  app.put(
    '/api/admin/training/courses/:id/order',
    {
      config: { access: 'training.manage' },
      schema: { params: IdParams, body: CourseOrderSchema, response: { 200: AdminCourseSchema } },
    },
    async (req) => {
      const course = await findCourse(db, req.params.id);
      if (!course) throw notFound();
      await reorderCourse(db, course.id, req.body);
      await touch(db, course.id);
      return fullCourse(db, course.id);
    },
  );

  app.post(
    '/api/admin/training/courses/:id/modules',
    {
      config: { access: 'training.manage' },
      schema: { params: IdParams, body: ModuleCreateSchema, response: { 201: AdminCourseSchema } },
    },
    async (req, reply) => {
      const course = await findCourse(db, req.params.id);
      if (!course) throw notFound();
      const position = await nextModulePosition(db, course.id);
      await db.insert(trainingModules).values({ courseId: course.id, title: req.body.title, position });
      await touch(db, course.id);
      return reply.status(201).send(await fullCourse(db, course.id));
    },
  );

  app.patch(
    '/api/admin/training/modules/:id',
    {
      config: { access: 'training.manage' },
      schema: { params: IdParams, body: ModuleUpdateSchema, response: { 200: AdminCourseSchema } },
    },
    async (req) => {
      const found = await findModule(db, req.params.id);
      if (!found) throw notFound();
      const b = req.body;
      await db
        .update(trainingModules)
        .set({
          ...(b.title !== undefined ? { title: b.title } : {}),
          ...(b.quiz !== undefined ? { quiz: b.quiz === null ? null : storeQuiz(b.quiz) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(trainingModules.id, found.module.id));
      await touch(db, found.course.id);
      return fullCourse(db, found.course.id);
    },
  );

  app.delete(
    '/api/admin/training/modules/:id',
    { config: { access: 'training.manage' }, schema: { params: IdParams, response: { 200: AdminCourseSchema } } },
    async (req) => {
      const found = await findModule(db, req.params.id);
      if (!found) throw notFound();
      await db.delete(trainingModules).where(eq(trainingModules.id, found.module.id));
      await touch(db, found.course.id);
      return fullCourse(db, found.course.id);
    },
  );

  app.post(
    '/api/admin/training/modules/:id/lessons',
    {
      config: { access: 'training.manage' },
      schema: { params: IdParams, body: LessonCreateSchema, response: { 201: AdminCourseSchema } },
    },
    async (req, reply) => {
      const found = await findModule(db, req.params.id);
      if (!found) throw notFound();
      const b = req.body;
      const position = await nextLessonPosition(db, found.module.id);
      await db.insert(trainingLessons).values({
        courseId: found.course.id,
        moduleId: found.module.id,
        title: b.title,
        bodyMarkdown: b.body_markdown,
        bodyHtml: render(b.body_markdown),
        videoUrl: b.video_url,
        attachments: b.attachments,
        minutes: b.minutes,
        position,
      });
      await touch(db, found.course.id);
      return reply.status(201).send(await fullCourse(db, found.course.id));
    },
  );

  app.patch(
    '/api/admin/training/lessons/:id',
    {
      config: { access: 'training.manage' },
      schema: { params: IdParams, body: LessonUpdateSchema, response: { 200: AdminCourseSchema } },
    },
    async (req) => {
      const found = await findLesson(db, req.params.id);
      if (!found) throw notFound();
      const b = req.body;
      await db
        .update(trainingLessons)
        .set({
          ...(b.title !== undefined ? { title: b.title } : {}),
          ...(b.body_markdown !== undefined
            ? { bodyMarkdown: b.body_markdown, bodyHtml: render(b.body_markdown) }
            : {}),
          ...(b.video_url !== undefined ? { videoUrl: b.video_url } : {}),
          ...(b.attachments !== undefined ? { attachments: b.attachments } : {}),
          ...(b.minutes !== undefined ? { minutes: b.minutes } : {}),
          updatedAt: new Date(),
        })
        .where(eq(trainingLessons.id, found.lesson.id));
      await touch(db, found.course.id);
      return fullCourse(db, found.course.id);
    },
  );

  app.delete(
    '/api/admin/training/lessons/:id',
    { config: { access: 'training.manage' }, schema: { params: IdParams, response: { 200: AdminCourseSchema } } },
    async (req) => {
      const found = await findLesson(db, req.params.id);
      if (!found) throw notFound();
      await db.delete(trainingLessons).where(eq(trainingLessons.id, found.lesson.id));
      await touch(db, found.course.id);
      return fullCourse(db, found.course.id);
    },
  );

  app.post(
    '/api/admin/training/preview',
    {
      config: { access: 'training.manage' },
      schema: { body: MarkdownPreviewSchema, response: { 200: MarkdownPreviewResponseSchema } },
    },
    async (req) => ({ html: render(req.body.body_markdown) }),
  );

  app.get(
    '/api/admin/training/progress',
    {
      config: { access: 'training.manage' },
      schema: { querystring: ProgressQuery, response: { 200: ProgressListSchema } },
    },
    async (req) => {
      const { page, pageSize } = req.query;
      const { rows, overdue } = await progressRows(db, req.query);
      const start = (page - 1) * pageSize;
      return { items: rows.slice(start, start + pageSize), total: rows.length, page, pageSize, overdue_count: overdue };
    },
  );

  app.get(
    '/api/admin/training/progress/export',
    { config: { access: 'training.manage' }, schema: { querystring: ProgressExportQuery } },
    async (req, reply) => {
      const { rows } = await progressRows(db, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="training-progress.csv"')
        .header('cache-control', 'no-store')
        .send(toCsv(PROGRESS_CSV_HEADER, rows.map(progressCsvRow)));
    },
  );
};

export default adminRoutes;
