import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { AppContext } from '../context';
import type { Job } from './define';

export type SendOptions = {
  /**
   * Makes a send idempotent: a second send with the same key is dropped while the
   * queue still holds the first (queued, running, failed, or finished within the
   * last 12 hours). Put what makes the work distinct in it, e.g. `article:<id>:<time>`.
   */
  singletonKey?: string;
  /** Not before this time (e.g. publish an article at its scheduled minute). */
  startAfter?: Date;
};

export type JobFailure = {
  id: string;
  name: string;
  failedAt: string;
  attempts: number;
  error: string;
};

export type QueueCounts = { name: string; queued: number; active: number; retrying: number; failed: number };

export type JobQueue = {
  /** Creates the queues; with `work`, also runs workers and schedules (the app process). */
  start(opts: { work: boolean }): Promise<void>;
  /** Queues a job; null when a singleton key already has one queued. */
  send(name: string, data: object, opts?: SendOptions): Promise<string | null>;
  /** Tests and admin actions: runs the job's handler now, in this process. */
  run(name: string, data: object): Promise<void>;
  /** Tests: works through what is queued for `name` and due now, one by one. */
  runQueued(name: string): Promise<{ completed: number; failed: number }>;
  /** What failed for good (retries used up), newest first, for the admin. */
  failures(limit?: number): Promise<JobFailure[]>;
  counts(): Promise<QueueCounts[]>;
  /** Queues a failed job again. False when there is no such failed job. */
  retry(id: string): Promise<boolean>;
  stop(): Promise<void>;
};

const SCHEMA = 'pgboss';
const TIMEZONE = 'Europe/London';
/** The advisory lock key under which one process at a time sets the queue up (migrations use 727274). */
const SETUP_LOCK = 727275;

/** The SQL that installs the queue's tables; the test template runs it once. */
export function queueInstallSql(): string {
  return PgBoss.getConstructionPlans(SCHEMA);
}

/** The job id a singleton key always gives, so the queue's primary key drops a repeat. */
function keyedId(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message.slice(0, 500);
  }
  return 'The job failed without a message.';
}

/**
 * The job queue (pg-boss 10 on the app's own PostgreSQL pool): jobs survive
 * restarts, several app processes share the work (SKIP LOCKED), a failure is
 * retried with a growing delay, and what failed for good is kept for the admin.
 */
export function createJobQueue(
  pool: pg.Pool,
  jobs: readonly Job[],
  ctx: () => AppContext,
  log: { error(obj: object, msg: string): void },
): JobQueue {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  let boss: PgBoss | undefined;
  /** This process's worker per queue, woken at once when it sends to its own queue. */
  const workers = new Map<string, string>();
  let starting: Promise<PgBoss> | undefined;

  function jobOf(name: string): Job {
    const job = byName.get(name);
    if (!job) throw new Error(`No job is registered as "${name}" (server/jobs/registry.ts).`);
    return job;
  }

  async function execute(job: Job, raw: unknown): Promise<void> {
    const data = job.data.parse(raw ?? {});
    await job.handler(data, ctx());
  }

  /**
   * Installing pg-boss's tables and creating queues (each a partition) is DDL:
   * two processes starting at once deadlock on it, so one sets up at a time
   * under a session advisory lock held on a connection of its own.
   */
  async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
      client.release();
    }
  }

  /** Tables, queues with their retry settings, and (for a working process) the schedules. */
  async function setUp(instance: PgBoss, work: boolean): Promise<void> {
    await instance.start();
    for (const job of jobs) {
      const options = {
        name: job.name,
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelaySeconds ?? 60,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      };
      if (await instance.getQueue(job.name)) await instance.updateQueue(job.name, options);
      else await instance.createQueue(job.name, options);
      if (!work) continue;
      if (job.schedule) await instance.schedule(job.name, job.schedule, {}, { tz: TIMEZONE });
      else await instance.unschedule(job.name).catch(() => undefined);
    }
  }

  async function boot(work: boolean): Promise<PgBoss> {
    const instance = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: SCHEMA,
      supervise: work,
      schedule: work,
      migrate: true,
    });
    instance.on('error', (err: unknown) => log.error({ err }, 'job queue'));
    await oneAtATime(() => setUp(instance, work));
    if (!work) return instance;
    for (const job of jobs) {
      const workerId = await instance.work(job.name, { batchSize: 10, pollingIntervalSeconds: 1 }, async (items) => {
        // One at a time, each completed or failed on its own (pg-boss completes the rest).
        for (const item of items) {
          try {
            await execute(job, item.data);
          } catch (err) {
            // The job's name and id only: its data may name a person.
            log.error({ err, job: job.name, id: item.id }, 'job failed');
            await instance.fail(job.name, item.id, { message: err instanceof Error ? err.message : String(err) });
          }
        }
      });
      workers.set(job.name, workerId);
    }
    return instance;
  }

  function started(): Promise<PgBoss> {
    if (boss) return Promise.resolve(boss);
    starting ??= boot(false).then((b) => (boss = b));
    return starting;
  }

  return {
    async start({ work }) {
      if (boss || starting) throw new Error('The job queue has already started.');
      starting = boot(work).then((b) => (boss = b));
      await starting;
    },

    async send(name, data, opts = {}) {
      const job = jobOf(name);
      const parsed = job.data.parse(data) as object;
      const b = await started();
      const id = await b.send(name, parsed, {
        ...(opts.singletonKey ? { id: keyedId(name, opts.singletonKey) } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      });
      const worker = workers.get(name);
      if (id && worker && !opts.startAfter) b.notifyWorker(worker);
      return id;
    },

    async run(name, data) {
      await execute(jobOf(name), data);
    },

    async runQueued(name) {
      const job = jobOf(name);
      const b = await started();
      let completed = 0;
      let failed = 0;
      for (;;) {
        const [item] = await b.fetch<object>(name);
        if (!item) break;
        try {
          await execute(job, item.data);
          await b.complete(name, item.id);
          completed += 1;
        } catch (err) {
          await b.fail(name, item.id, { message: err instanceof Error ? err.message : String(err) });
          failed += 1;
        }
      }
      return { completed, failed };
    },

    async failures(limit = 50) {
      await started();
      const { rows } = await pool.query<{
        id: string;
        name: string;
        completed_on: Date | null;
        retry_count: number;
        output: unknown;
      }>(
        `select id, name, completed_on, retry_count, output from ${SCHEMA}.job
         where state = 'failed' order by completed_on desc nulls last limit $1`,
        [limit],
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        failedAt: (r.completed_on ?? new Date()).toISOString(),
        attempts: r.retry_count + 1,
        error: errorMessage(r.output),
      }));
    },

    async counts() {
      await started();
      const { rows } = await pool.query<{ name: string; state: string; n: number }>(
        `select name, state, count(*)::int as n from ${SCHEMA}.job
         where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      return jobs.map((job) => {
        const of = (state: string) => rows.find((r) => r.name === job.name && r.state === state)?.n ?? 0;
        return {
          name: job.name,
          queued: of('created'),
          active: of('active'),
          retrying: of('retry'),
          failed: of('failed'),
        };
      });
    },

    async retry(id) {
      const b = await started();
      const { rows } = await pool.query<{ name: string }>(
        `select name from ${SCHEMA}.job where id = $1 and state = 'failed'`,
        [id],
      );
      const row = rows[0];
      if (!row) return false;
      await b.retry(row.name, id);
      return true;
    },

    async stop() {
      const b = boss ?? (await starting?.catch(() => undefined));
      boss = undefined;
      starting = undefined;
      workers.clear();
      // Our pool is the app's: pg-boss must not close it. Running jobs get 20 s to finish.
      await b?.stop({ close: false, graceful: true, timeout: 20_000, wait: true });
    },
  };
}
