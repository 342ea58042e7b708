import {
  AdminCourseListSchema,
  AdminCourseSchema,
  CertificateSchema,
  LearnerCourseDetailSchema,
  LearnerCourseListSchema,
  LearnerQuizSchema,
  LessonDoneResponseSchema,
  LessonViewSchema,
  MarkdownPreviewResponseSchema,
  NextLessonCardSchema,
  ProgressListSchema,
  QuizResultSchema,
} from '@domain/training/responses';
import type {
  CourseCreateInput,
  CourseOrderInput,
  CourseUpdateInput,
  LessonCreateInput,
  LessonUpdateInput,
  ModuleUpdateInput,
} from '@domain/training/schema';
import { ApiError, noContent, queryString, request } from '~/lib/api';
import { getSession, refreshSession } from '~/lib/session';

/** Query keys of the training area; every write invalidates `trainingKeys.all`. */
export const trainingKeys = {
  all: ['training'] as const,
  courses: () => ['training', 'courses'] as const,
  course: (id: string) => ['training', 'course', id] as const,
  lesson: (id: string) => ['training', 'lesson', id] as const,
  quiz: (moduleId: string) => ['training', 'quiz', moduleId] as const,
  certificate: (id: string) => ['training', 'certificate', id] as const,
  nextLesson: () => ['training', 'next-lesson'] as const,
  adminCourses: (params: object) => ['training', 'admin', 'courses', params] as const,
  adminCourse: (id: string) => ['training', 'admin', 'course', id] as const,
  progress: (params: object) => ['training', 'admin', 'progress', params] as const,
};

const enc = encodeURIComponent;

// ---- learners --------------------------------------------------------------------

export const listMyCourses = (signal?: AbortSignal) =>
  request(LearnerCourseListSchema, '/api/training/courses', { signal });

export const getMyCourse = (id: string, signal?: AbortSignal) =>
  request(LearnerCourseDetailSchema, `/api/training/courses/${enc(id)}`, { signal });

export const getLesson = (id: string, signal?: AbortSignal) =>
  request(LessonViewSchema, `/api/training/lessons/${enc(id)}`, { signal });

export const setLessonDone = (id: string, done: boolean) =>
  request(LessonDoneResponseSchema, `/api/training/lessons/${enc(id)}/done`, {
    method: done ? 'PUT' : 'DELETE',
    ...(done ? { body: {} } : {}),
  });

export const getQuiz = (moduleId: string, signal?: AbortSignal) =>
  request(LearnerQuizSchema, `/api/training/modules/${enc(moduleId)}/quiz`, { signal });

export const submitQuiz = (moduleId: string, answers: Record<string, string[]>) =>
  request(QuizResultSchema, `/api/training/modules/${enc(moduleId)}/quiz`, { method: 'POST', body: { answers } });

export const getCertificate = (courseId: string, signal?: AbortSignal) =>
  request(CertificateSchema, `/api/training/courses/${enc(courseId)}/certificate`, { signal });

export const getNextLesson = (signal?: AbortSignal) =>
  request(NextLessonCardSchema, '/api/training/next-lesson', { signal });

// ---- staff -----------------------------------------------------------------------

export type AdminCourseParams = { q?: string; status?: string; audience?: string; sort?: string; page?: number };

export const listAdminCourses = (params: AdminCourseParams, signal?: AbortSignal) =>
  request(AdminCourseListSchema, `/api/admin/training/courses${queryString(params)}`, { signal });

export const createCourse = (body: CourseCreateInput) =>
  request(AdminCourseSchema, '/api/admin/training/courses', { method: 'POST', body });

export const getAdminCourse = (id: string, signal?: AbortSignal) =>
  request(AdminCourseSchema, `/api/admin/training/courses/${enc(id)}`, { signal });

export const updateCourse = (id: string, body: CourseUpdateInput) =>
  request(AdminCourseSchema, `/api/admin/training/courses/${enc(id)}`, { method: 'PATCH', body });

export const deleteCourse = (id: string) =>
  request(noContent, `/api/admin/training/courses/${enc(id)}`, { method: 'DELETE' });

export const setCoursePublished = (id: string, published: boolean) =>
  request(AdminCourseSchema, `/api/admin/training/courses/${enc(id)}/${published ? 'publish' : 'unpublish'}`, {
    method: 'POST',
    body: {},
  });

export const reorderCourse = (id: string, body: CourseOrderInput) =>
  request(AdminCourseSchema, `/api/admin/training/courses/${enc(id)}/order`, { method: 'PUT', body });

export const addModule = (courseId: string, title: string) =>
  request(AdminCourseSchema, `/api/admin/training/courses/${enc(courseId)}/modules`, {
    method: 'POST',
    body: { title },
  });

export const updateModule = (id: string, body: ModuleUpdateInput) =>
  request(AdminCourseSchema, `/api/admin/training/modules/${enc(id)}`, { method: 'PATCH', body });

export const deleteModule = (id: string) =>
  request(AdminCourseSchema, `/api/admin/training/modules/${enc(id)}`, { method: 'DELETE' });

export const addLesson = (moduleId: string, body: LessonCreateInput) =>
  request(AdminCourseSchema, `/api/admin/training/modules/${enc(moduleId)}/lessons`, { method: 'POST', body });

export const updateLesson = (id: string, body: LessonUpdateInput) =>
  request(AdminCourseSchema, `/api/admin/training/lessons/${enc(id)}`, { method: 'PATCH', body });

export const deleteLesson = (id: string) =>
  request(AdminCourseSchema, `/api/admin/training/lessons/${enc(id)}`, { method: 'DELETE' });

export const previewMarkdown = (body_markdown: string) =>
  request(MarkdownPreviewResponseSchema, '/api/admin/training/preview', { method: 'POST', body: { body_markdown } });

export type ProgressParams = { q?: string; status?: string; course?: string; sort?: string; page?: number };

export const listProgress = (params: ProgressParams, signal?: AbortSignal) =>
  request(ProgressListSchema, `/api/admin/training/progress${queryString(params)}`, { signal });

/** Downloads the progress table (as filtered) as a CSV file. */
export async function downloadProgressCsv(params: Omit<ProgressParams, 'page'>): Promise<void> {
  const path = `/api/admin/training/progress/export${queryString(params)}`;
  const get = (token: string | null) => fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const token = getSession()?.accessToken ?? null;
  let res = await get(token);
  if (res.status === 401 && token) {
    const renewed = await refreshSession({ force: true });
    if (renewed) res = await get(renewed.accessToken);
  }
  if (!res.ok) throw new ApiError(res.status, `http_${res.status}`, 'Could not export the progress. Please try again.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `training-progress-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
