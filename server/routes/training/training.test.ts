import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCourseDto } from '@domain/training/responses';
import type { Role } from '@domain/roles';
import { trainingCourses, users } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app, db: database } = await createTestApp();
const db = database.db;

const admin = await buildSignedInUser(app, { role: 'admin' });
const manager = await buildSignedInUser(app, { role: 'manager' });

type Headers = Record<string, string>;

async function call(method: string, url: string, headers?: Headers, payload?: object) {
  return app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
}

async function ok<T>(method: string, url: string, headers: Headers, payload?: object, status = 200): Promise<T> {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

const QUIZ = {
  pass_mark: 50,
  questions: [
    {
      prompt: 'What does ATOL protect?',
      options: [
        { text: 'Flight-inclusive packages', correct: true },
        { text: 'Hotel-only bookings paid at the hotel', correct: false },
      ],
    },
    {
      prompt: 'Which are parts of a package under the PTRs?',
      options: [
        { text: 'Transport', correct: true },
        { text: 'Accommodation', correct: true },
        { text: 'Travel insurance', correct: false },
      ],
    },
  ],
};

/** A published course of one module with two lessons and a quiz, built through the API. */
async function buildCourse(opts: { title?: string; audience?: string; required?: boolean; due_days?: number } = {}) {
  let course = await ok<AdminCourseDto>(
    'POST',
    '/api/admin/training/courses',
    admin.headers,
    {
      title: opts.title ?? 'Welcome aboard',
      audience: opts.audience ?? 'all',
      required: opts.required ?? false,
      due_days: opts.due_days ?? null,
    },
    201,
  );
  course = await ok(
    'POST',
    `/api/admin/training/courses/${course.id}/modules`,
    admin.headers,
    { title: 'Basics' },
    201,
  );
  const moduleId = course.outline[0]!.id;
  for (const title of ['Hello', 'How quotes work']) {
    await ok(
      'POST',
      `/api/admin/training/modules/${moduleId}/lessons`,
      admin.headers,
      { title, body_markdown: `# ${title}\n\nRead **this**.`, minutes: 4 },
      201,
    );
  }
  course = await ok('PATCH', `/api/admin/training/modules/${moduleId}`, admin.headers, { quiz: QUIZ });
  course = await ok('POST', `/api/admin/training/courses/${course.id}/publish`, admin.headers, {});
  return course;
}

const learner = (role: Role = 'agent') => buildSignedInUser(app, { role });

describe('POST /api/admin/training/courses', () => {
  it('requires sign-in', async () => {
    expect((await call('POST', '/api/admin/training/courses', undefined, { title: 'x' })).statusCode).toBe(401);
  });
  it('is for admins and managers only', async () => {
    const agent = await learner('agent');
    expect((await call('POST', '/api/admin/training/courses', agent.headers, { title: 'x' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/training/courses', manager.headers, { title: 'By a manager' })).statusCode,
    ).toBe(201);
  });
  it('400 names the bad field', async () => {
    const res = await call('POST', '/api/admin/training/courses', admin.headers, {
      title: ' ',
      audience: 'everyone',
      due_days: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: 'Title is required',
      audience: 'Audience must be one of: all, onboarding, quoteagent',
      due_days: 'Due within must be at least 1 day',
    });
  });
  it('creates a draft course', async () => {
    const c = await ok<AdminCourseDto>('POST', '/api/admin/training/courses', admin.headers, { title: 'Cruise' }, 201);
    expect(c).toMatchObject({ title: 'Cruise', is_published: false, audience: 'all', required: false, outline: [] });
  });
});

describe('lessons, quizzes and publishing', () => {
  it('sanitises the lesson body rendered from Markdown', async () => {
    const c = await ok<AdminCourseDto>('POST', '/api/admin/training/courses', admin.headers, { title: 'Safe' }, 201);
    const withModule = await ok<AdminCourseDto>(
      'POST',
      `/api/admin/training/courses/${c.id}/modules`,
      admin.headers,
      { title: 'M' },
      201,
    );
    const after = await ok<AdminCourseDto>(
      'POST',
      `/api/admin/training/modules/${withModule.outline[0]!.id}/lessons`,
      admin.headers,
      {
        title: 'Hostile',
        body_markdown:
          '**Bold** <script>alert(1)</script><img src=x onerror=alert(1)> [bad](javascript:alert(1)) [ext](https://example.com)',
      },
      201,
    );
    const html = after.outline[0]!.lessons[0]!.body_html;
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('rel="noopener nofollow"');
  });

  it('400 names a lesson field: a video link must be https, an image attachment an upload or https', async () => {
    const c = await buildCourse({ title: 'Fields' });
    const res = await call('PATCH', `/api/admin/training/lessons/${c.outline[0]!.lessons[0]!.id}`, admin.headers, {
      video_url: 'http://youtube.com/watch?v=1',
      attachments: [{ kind: 'image', url: 'javascript:alert(1)', label: 'x' }],
      minutes: 1000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      video_url: 'Video link must be an https:// address',
      'attachments.0.url': 'Attachment image must be an image uploaded here or an https:// address',
      minutes: 'Minutes must be at most 600',
    });
  });

  it('400 when a quiz question has no correct answer', async () => {
    const c = await buildCourse({ title: 'Bad quiz' });
    const res = await call('PATCH', `/api/admin/training/modules/${c.outline[0]!.id}`, admin.headers, {
      quiz: { pass_mark: 80, questions: [{ prompt: 'Q', options: [{ text: 'a' }, { text: 'b' }] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ 'quiz.questions.0.options': 'Mark at least one correct answer' });
  });

  it('refuses to publish a course with no lessons', async () => {
    const c = await ok<AdminCourseDto>('POST', '/api/admin/training/courses', admin.headers, { title: 'Empty' }, 201);
    const res = await call('POST', `/api/admin/training/courses/${c.id}/publish`, admin.headers, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ course: 'Add at least one lesson before publishing' });
  });

  it('reorders modules and lessons, moving a lesson between modules; a stale order changes nothing', async () => {
    let c = await buildCourse({ title: 'Order' });
    c = await ok('POST', `/api/admin/training/courses/${c.id}/modules`, admin.headers, { title: 'Second' }, 201);
    const [first, second] = c.outline;
    const [a, b] = first!.lessons;
    c = await ok('PUT', `/api/admin/training/courses/${c.id}/order`, admin.headers, {
      modules: [
        { id: second!.id, lessons: [b!.id] },
        { id: first!.id, lessons: [a!.id] },
      ],
    });
    expect(c.outline.map((m) => [m.title, m.lessons.map((l) => l.title)])).toEqual([
      ['Second', ['How quotes work']],
      ['Basics', ['Hello']],
    ]);
    const stale = await call('PUT', `/api/admin/training/courses/${c.id}/order`, admin.headers, {
      modules: [{ id: first!.id, lessons: [a!.id, b!.id] }],
    });
    expect(stale.statusCode).toBe(400);
    expect(Object.keys(stale.json().error.fields)).toEqual(['modules']);
    const now = await ok<AdminCourseDto>('GET', `/api/admin/training/courses/${c.id}`, admin.headers);
    expect(now.outline.map((m) => m.title)).toEqual(['Second', 'Basics']);
  });

  it('another course id, or a malformed one, is not found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call('GET', `/api/admin/training/courses/${id}`, admin.headers)).statusCode).toBe(404);
      expect((await call('GET', `/api/training/courses/${id}`, admin.headers)).statusCode).toBe(404);
    }
  });
});

describe('taking a course', () => {
  it('lists the courses for my role, required ones first; drafts and other audiences stay hidden', async () => {
    await buildCourse({ title: 'Onboarding path', audience: 'onboarding', required: true, due_days: 14 });
    await buildCourse({ title: 'Quote agent course', audience: 'quoteagent' });
    await ok('POST', '/api/admin/training/courses', admin.headers, { title: 'Draft only' }, 201);
    const onboarding = await learner('onboarding');
    const agent = await learner('agent');
    const titles = async (h: Headers) =>
      (await ok<{ items: { title: string; required: boolean }[] }>('GET', '/api/training/courses', h)).items;
    const mine = await titles(onboarding.headers);
    expect(mine[0]).toMatchObject({ title: 'Onboarding path', required: true });
    expect(mine.map((c) => c.title)).not.toContain('Draft only');
    expect(mine.map((c) => c.title)).not.toContain('Quote agent course');
    expect((await titles(agent.headers)).map((c) => c.title)).not.toContain('Onboarding path');
  });

  it('a quote agent has no training (SPEC 6)', async () => {
    const qa = await learner('quoteagent');
    expect((await call('GET', '/api/training/courses', qa.headers)).statusCode).toBe(403);
  });

  it('a course not meant for me is not found, even by id', async () => {
    const c = await buildCourse({ title: 'Only onboarding', audience: 'onboarding' });
    const agent = await learner('agent');
    expect((await call('GET', `/api/training/courses/${c.id}`, agent.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/training/lessons/${c.outline[0]!.lessons[0]!.id}`, agent.headers)).statusCode).toBe(
      404,
    );
  });

  it('never sends the correct answers before the learner submits', async () => {
    const c = await buildCourse({ title: 'Secret answers' });
    const agent = await learner('agent');
    const res = await call('GET', `/api/training/modules/${c.outline[0]!.id}/quiz`, agent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('correct');
    expect(res.json().questions[1]).toMatchObject({ multiple: true });
  });

  it('marks lessons done, marks the quiz on the server, then issues a certificate; the admin sees the progress', async () => {
    const c = await buildCourse({ title: 'Full journey', required: true, due_days: 30 });
    const me = await learner('onboarding');
    const moduleId = c.outline[0]!.id;
    const [l1, l2] = c.outline[0]!.lessons;

    let detail = await ok<{ next: { kind: string; id: string }; progress: { percent: number } }>(
      'GET',
      `/api/training/courses/${c.id}`,
      me.headers,
    );
    expect(detail.next).toMatchObject({ kind: 'lesson', id: l1!.id });
    expect(detail.progress.percent).toBe(0);

    const lesson = await ok<{ body_html: string; next: { id: string } }>(
      'GET',
      `/api/training/lessons/${l1!.id}`,
      me.headers,
    );
    expect(lesson.body_html).toContain('<strong>this</strong>');
    expect(lesson.next).toMatchObject({ id: l2!.id });

    const done = await ok<{ next: { id: string }; progress: { lessons_done: number } }>(
      'PUT',
      `/api/training/lessons/${l1!.id}/done`,
      me.headers,
      {},
    );
    expect(done).toMatchObject({ next: { id: l2!.id }, progress: { lessons_done: 1 } });
    // Resume where I left off: the course now points at the second lesson.
    detail = await ok('GET', `/api/training/courses/${c.id}`, me.headers);
    expect(detail.next).toMatchObject({ id: l2!.id });
    await ok('PUT', `/api/training/lessons/${l2!.id}/done`, me.headers, {});

    expect((await call('GET', `/api/training/courses/${c.id}/certificate`, me.headers)).statusCode).toBe(404);

    const quiz = await ok<{ questions: { id: string; options: { id: string; text: string }[] }[] }>(
      'GET',
      `/api/training/modules/${moduleId}/quiz`,
      me.headers,
    );
    const pick = (q: number, texts: string[]) =>
      quiz.questions[q]!.options.filter((o) => texts.includes(o.text)).map((o) => o.id);
    const [q1, q2] = quiz.questions;

    const fail = await ok<{ score: number; passed: boolean; questions: { correct: boolean }[] }>(
      'POST',
      `/api/training/modules/${moduleId}/quiz`,
      me.headers,
      { answers: { [q1!.id]: pick(0, ['Hotel-only bookings paid at the hotel']), [q2!.id]: pick(1, ['Transport']) } },
    );
    expect(fail).toMatchObject({ score: 0, passed: false });
    expect(JSON.stringify(fail)).not.toContain('Flight-inclusive');

    const pass = await ok<{
      score: number;
      passed: boolean;
      next: null;
      progress: { percent: number; completed_at: string };
    }>('POST', `/api/training/modules/${moduleId}/quiz`, me.headers, {
      answers: { [q1!.id]: pick(0, ['Flight-inclusive packages']), [q2!.id]: pick(1, ['Transport', 'Accommodation']) },
    });
    expect(pass).toMatchObject({ score: 100, passed: true, next: null, progress: { percent: 100 } });
    expect(pass.progress.completed_at).toBeTruthy();

    const cert = await ok<{ course_title: string; learner_name: string; certificate_code: string }>(
      'GET',
      `/api/training/courses/${c.id}/certificate`,
      me.headers,
    );
    expect(cert).toMatchObject({ course_title: 'Full journey', learner_name: 'Test User' });
    expect(cert.certificate_code).toMatch(/^TRN-[0-9A-F]{4}-[0-9A-F]{4}$/);

    const progress = await ok<{ items: { user_id: string; status: string; percent: number }[] }>(
      'GET',
      `/api/admin/training/progress?course=${c.id}&pageSize=100`,
      manager.headers,
    );
    expect(progress.items.find((r) => r.user_id === me.user.id)).toMatchObject({ status: 'completed', percent: 100 });
  });

  it('an answer to a question the quiz no longer has is a conflict', async () => {
    const c = await buildCourse({ title: 'Changed quiz' });
    const me = await learner('agent');
    const res = await call('POST', `/api/training/modules/${c.outline[0]!.id}/quiz`, me.headers, {
      answers: { gone: ['x'] },
    });
    expect(res.statusCode).toBe(409);
  });

  it('400 names the bad field of a quiz answer', async () => {
    const c = await buildCourse({ title: 'Bad answers' });
    const me = await learner('agent');
    const res = await call('POST', `/api/training/modules/${c.outline[0]!.id}/quiz`, me.headers, { answers: 'all' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['answers']);
  });

  it('the dashboard card names my next lesson; an undone lesson goes back on the list', async () => {
    await buildCourse({ title: 'Card course', audience: 'onboarding', required: true });
    const me = await learner('onboarding');
    const card = await ok<{ course: { id: string; required: boolean }; next: { id: string } }>(
      'GET',
      '/api/training/next-lesson',
      me.headers,
    );
    // The first course of my list (my required onboarding path), at its first lesson.
    const list = await ok<{ items: { id: string; next: { id: string } }[] }>(
      'GET',
      '/api/training/courses',
      me.headers,
    );
    expect(card.course).toMatchObject({ id: list.items[0]!.id, required: true });
    const first = list.items[0]!.next.id;
    expect(card.next.id).toBe(first);
    const after = await ok<{ next: { id: string } }>('PUT', `/api/training/lessons/${first}/done`, me.headers, {});
    expect(after.next.id).not.toBe(first);
    const undone = await ok<{ done: boolean; next: { id: string } }>(
      'DELETE',
      `/api/training/lessons/${first}/done`,
      me.headers,
    );
    expect(undone).toMatchObject({ done: false, next: { id: first } });
    // Staff preview every course but get no card for courses not meant for them.
    const staff = await ok<{ course: null }>('GET', '/api/training/next-lesson', manager.headers);
    expect(staff.course).toBeNull();
  });
});

describe('GET /api/admin/training/progress', () => {
  it('requires sign-in and staff', async () => {
    expect((await call('GET', '/api/admin/training/progress')).statusCode).toBe(401);
    const agent = await learner('agent');
    expect((await call('GET', '/api/admin/training/progress', agent.headers)).statusCode).toBe(403);
  });

  it('400 names the bad field', async () => {
    const res = await call('GET', '/api/admin/training/progress?status=late&sort=random', admin.headers);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['sort', 'status']);
  });

  it('shows who is overdue on a required course, and exports the table as CSV', async () => {
    const c = await buildCourse({ title: 'Due course', audience: 'onboarding', required: true, due_days: 7 });
    const late = await buildSignedInUser(app, { role: 'onboarding', firstName: '=Lola', lastName: 'Late' });
    // Joined 30 days ago, and the course was published before then.
    const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await db.update(users).set({ createdAt: longAgo }).where(eq(users.id, late.user.id));
    await db
      .update(trainingCourses)
      .set({ publishedAt: new Date(longAgo.getTime() - 1000) })
      .where(eq(trainingCourses.id, c.id));

    const list = await ok<{ items: { user_id: string; status: string; name: string }[]; overdue_count: number }>(
      'GET',
      `/api/admin/training/progress?course=${c.id}&status=overdue`,
      admin.headers,
    );
    expect(list.items.map((r) => r.user_id)).toContain(late.user.id);
    expect(list.overdue_count).toBeGreaterThanOrEqual(1);
    expect(list.items.every((r) => r.status === 'overdue')).toBe(true);

    const csv = await call('GET', `/api/admin/training/progress/export?course=${c.id}&q=Lola`, admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Agent,Email,Role,Course,Required,Status,Progress %,Lessons done,Lessons,Due,Completed,Last activity',
    );
    expect(lines).toHaveLength(2);
    // A formula-looking name is neutralised, not run by a spreadsheet.
    expect(lines[1]?.startsWith("'=Lola Late,")).toBe(true);
    expect(lines[1]).toContain('Overdue');
  });
});

describe('DELETE /api/admin/training/courses/:id', () => {
  it('deletes the course and its learners’ progress with it', async () => {
    const c = await buildCourse({ title: 'To delete' });
    const me = await learner('agent');
    await ok('PUT', `/api/training/lessons/${c.outline[0]!.lessons[0]!.id}/done`, me.headers, {});
    const agent = await learner('agent');
    expect((await call('DELETE', `/api/admin/training/courses/${c.id}`, agent.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/training/courses/${c.id}`, admin.headers)).statusCode).toBe(204);
    expect((await call('GET', `/api/training/courses/${c.id}`, me.headers)).statusCode).toBe(404);
  });
});
