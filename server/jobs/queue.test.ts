import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../context';
import { createTestDatabase } from '../test/support';
import { defineJob } from './define';
import { createJobQueue, type JobQueue } from './queue';

const db = await createTestDatabase();
// These jobs read nothing from the app; a queue needs only the pool.
const ctx = {} as AppContext;

/** What the test jobs did, in order. */
const seen: string[] = [];
let failuresLeft = 0;

const JOBS = [
  defineJob({
    name: 'test-note',
    data: z.object({ note: z.string() }),
    handler: async ({ note }) => {
      seen.push(note);
    },
  }),
  defineJob({
    name: 'test-flaky',
    data: z.object({ note: z.string() }),
    retryLimit: 0,
    handler: async ({ note }) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error(`supplier did not answer for ${note}`);
      }
      seen.push(note);
    },
  }),
];

const queues: JobQueue[] = [];
function queue(): JobQueue {
  const q = createJobQueue(db.pool, JOBS, () => ctx, { error: () => undefined });
  queues.push(q);
  return q;
}
afterAll(async () => {
  for (const q of queues) await q.stop();
  await db.close();
});

/** Waits for a condition the workers bring about, checking every 50 ms, up to 15 s. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the workers');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the job queue', () => {
  it('runs what was sent, once, with its data; a singleton key queues it only once', async () => {
    seen.length = 0;
    const q = queue();
    await q.send('test-note', { note: 'a' });
    expect(await q.send('test-note', { note: 'b' }, { singletonKey: 'k' })).not.toBeNull();
    expect(await q.send('test-note', { note: 'c' }, { singletonKey: 'k' })).toBeNull();
    expect(await q.runQueued('test-note')).toEqual({ completed: 2, failed: 0 });
    expect(seen.sort()).toEqual(['a', 'b']);
    expect(await q.runQueued('test-note')).toEqual({ completed: 0, failed: 0 });
  });

  it('refuses data its job was not written for, and names no unknown job', async () => {
    const q = queue();
    await expect(q.send('test-note', { note: 42 })).rejects.toThrow();
    await expect(q.send('no-such-job', {})).rejects.toThrow(/No job is registered/);
  });

  it('waits for startAfter', async () => {
    seen.length = 0;
    const q = queue();
    await q.send('test-note', { note: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    expect(await q.runQueued('test-note')).toEqual({ completed: 0, failed: 0 });
    expect(seen).toEqual([]);
  });

  it('keeps a job that failed for good where the admin sees it, and runs it again on retry', async () => {
    seen.length = 0;
    failuresLeft = 1;
    const q = queue();
    await q.send('test-flaky', { note: 'booking 7' });
    expect(await q.runQueued('test-flaky')).toEqual({ completed: 0, failed: 1 });
    const [failure] = await q.failures();
    expect(failure).toMatchObject({ name: 'test-flaky', error: 'supplier did not answer for booking 7' });
    expect((await q.counts()).find((c) => c.name === 'test-flaky')?.failed).toBe(1);
    expect(await q.retry(failure!.id)).toBe(true);
    expect(await q.retry(failure!.id)).toBe(false);
    expect(await q.runQueued('test-flaky')).toEqual({ completed: 1, failed: 0 });
    expect(seen).toEqual(['booking 7']);
    expect(await q.failures()).toEqual([]);
  });

  it('workers in two processes share the queue: each job runs exactly once', async () => {
    seen.length = 0;
    const one = queue();
    const two = queue();
    await one.start({ work: true });
    await two.start({ work: true });
    const notes = Array.from({ length: 12 }, (_, i) => `job-${i}`);
    for (const note of notes) await one.send('test-note', { note });
    await until(() => seen.length >= notes.length);
    expect(seen.sort()).toEqual([...notes].sort());
    await one.stop();
    await two.stop();
  });
});
