import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { createJobQueue } from '../../jobs/queue';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app, db } = await createTestApp();
const admin = await buildSignedInUser(app, { role: 'admin' });
const manager = await buildSignedInUser(app, { role: 'manager' });

/** A job that always fails, queued on this database as another process would. */
const failing = defineJob({
  name: 'test-always-fails',
  data: z.object({}),
  retryLimit: 0,
  handler: async () => {
    throw new Error('The mail server refused the connection');
  },
});

describe('GET /api/admin/jobs and retry', () => {
  it('shows the admin a job that failed for good, and runs it again on Retry', async () => {
    const other = createJobQueue(db.pool, [failing], () => app.ctx, { error: () => undefined });
    await other.send(failing.name, {});
    await other.runQueued(failing.name);

    const res = await app.inject({ method: 'GET', url: '/api/admin/jobs', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [failure] = res.json().failures;
    expect(failure).toMatchObject({
      name: 'test-always-fails',
      attempts: 1,
      error: 'The mail server refused the connection',
    });
    expect(Object.keys(failure).sort()).toEqual(['attempts', 'error', 'failedAt', 'id', 'name']);

    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failure.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/admin/jobs', headers: admin.headers });
    expect(after.json().failures).toEqual([]);
    // Queued again: it runs (and here fails) once more.
    expect(await other.runQueued(failing.name)).toEqual({ completed: 0, failed: 1 });
    await other.stop();
  });

  it('a job that is not failed, or not a job at all, is not found', async () => {
    for (const id of ['3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'not-an-id']) {
      const res = await app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/jobs', headers: manager.headers })).statusCode).toBe(
      403,
    );
  });
});
