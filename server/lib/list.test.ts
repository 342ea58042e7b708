import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '@domain/list';
import { buildSignedInUser } from '../test/factories';
import { createTestApp } from '../test/support';
import { escapeLike } from './list';

const { app } = await createTestApp();
const db = app.ctx.db;

const agent = await buildSignedInUser(app, { role: 'agent' });
const other = await buildSignedInUser(app, { role: 'agent' });
const admin = await buildSignedInUser(app, { role: 'admin' });

type Page = { items: { id: string; title: string }[]; total: number; page: number; pageSize: number };

async function get(url: string, headers = agent.headers) {
  return app.inject({ method: 'GET', url, headers });
}

/** Every list built on the kit, with the query that keeps it otherwise unfiltered. */
const LISTS = ['/api/quotes', '/api/tasks?status=all', '/api/live-bookings', '/api/posted-deals'];

describe('list query parameters', () => {
  it('every list answers the same 400 naming the bad parameter', async () => {
    const cases: [string, string, string][] = [
      ['page', '0', 'Page must be at least 1'],
      ['page', 'two', 'Page must be a number'],
      ['page', '1.5', 'Page must be a whole number'],
      ['page', String(LIST_LIMITS.maxPage + 1), `Page must be at most ${LIST_LIMITS.maxPage}`],
    ];
    for (const list of LISTS) {
      for (const [name, value, message] of cases) {
        const res = await get(`${list}${list.includes('?') ? '&' : '?'}${name}=${value}`, admin.headers);
        expect(res.statusCode, `${list} ${name}=${value}`).toBe(400);
        expect(res.json().error.fields, `${list} ${name}=${value}`).toEqual({ [name]: message });
      }
    }
    for (const list of ['/api/quotes', '/api/tasks', '/api/live-bookings']) {
      const res = await get(`${list}?pageSize=${LIST_LIMITS.maxPageSize + 1}`);
      expect(res.json().error.fields).toEqual({ pageSize: `Page size must be at most ${LIST_LIMITS.maxPageSize}` });
    }
    for (const list of ['/api/quotes', '/api/live-bookings', '/api/posted-deals']) {
      const res = await get(`${list}?q=${'x'.repeat(LIST_LIMITS.maxSearch + 1)}`, admin.headers);
      expect(res.json().error.fields).toEqual({ q: `Search must be at most ${LIST_LIMITS.maxSearch} characters` });
    }
    const sort = await get('/api/quotes?sort=sideways');
    expect(sort.json().error.fields.sort).toMatch(/^Sort must be one of: updated_desc, /);
  });

  it('a search for LIKE wildcards matches those characters only', async () => {
    for (const title of ['50% off Crete', '500 off Rhodes', 'a_b Corfu', 'axb Kos']) {
      await app.inject({ method: 'POST', url: '/api/quotes', headers: other.headers, payload: { title } });
    }
    const titles = async (q: string) =>
      ((await get(`/api/quotes?q=${encodeURIComponent(q)}`, other.headers)).json() as Page).items.map((i) => i.title);
    expect(await titles('50%')).toEqual(['50% off Crete']);
    expect(await titles('a_b')).toEqual(['a_b Corfu']);
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });
});

describe('row ids in paths', () => {
  it('a malformed id answers the same 404 as a missing row, on every route that takes one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string][] = [
      ['GET', '/api/quotes/:id'],
      ['PATCH', '/api/tasks/:id'],
      ['DELETE', '/api/tasks/:id'],
      ['GET', '/api/feedback/:id'],
      ['POST', '/api/live-bookings/:id/cancel'],
      ['GET', '/api/quotes/:id/social-post'],
      ['POST', '/api/admin/social-posts/:id/approve'],
    ];
    for (const [method, route] of routes) {
      const call = (id: string) =>
        app.inject({
          method,
          url: route.replace(':id', id),
          headers: admin.headers,
          ...(method === 'PATCH' ? { payload: { title: 'x' } } : {}),
        });
      const [bad, unknown] = [await call('not-a-uuid'), await call(missing)];
      expect(bad.statusCode, `${method} ${route}`).toBe(404);
      expect(bad.json(), `${method} ${route}`).toEqual(unknown.json());
    }
  });
});

describe('a list longer than the count bound', () => {
  const extra = 50;
  beforeAll(async () => {
    // Straight into the table: ten thousand requests would test the routes' speed, not the bound.
    await db.execute(sql`
      insert into tasks (user_id, title, status, created_at)
      select ${agent.user.id}, 'Bulk task ' || n, 'open', now() - n * interval '1 minute'
      from generate_series(1, ${LIST_LIMITS.maxTotal + extra}) as n`);
  });

  it('counts up to the bound and reads every page within it', async () => {
    const first = (await get('/api/tasks?pageSize=100')).json() as Page;
    expect(first.total).toBe(LIST_LIMITS.maxTotal);
    expect(first.items[0]?.title).toBe('Bulk task 1');
    const lastPage = LIST_LIMITS.maxTotal / 100;
    const last = (await get(`/api/tasks?pageSize=100&page=${lastPage}`)).json() as Page;
    expect(last.items).toHaveLength(100);
    expect(last.items.at(-1)?.title).toBe(`Bulk task ${LIST_LIMITS.maxTotal}`);
    const past = (await get(`/api/tasks?pageSize=100&page=${lastPage + 1}`)).json() as Page;
    expect(past).toEqual({ items: [], total: LIST_LIMITS.maxTotal, page: lastPage + 1, pageSize: 100 });
  });

  it('counts exactly below the bound, with the same scope and filters as the rows', async () => {
    expect(((await get('/api/tasks?status=done')).json() as Page).total).toBe(0);
    expect(((await get('/api/tasks?status=all', other.headers)).json() as Page).total).toBe(0);
    expect(((await get('/api/tasks?status=all', admin.headers)).json() as Page).total).toBe(LIST_LIMITS.maxTotal);
  });
});
