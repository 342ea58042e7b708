import 'dotenv/config';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { connect, migrateDatabase, type Database } from './db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { seedDemo } from './db/seed';
import { demoAccountsBanner } from './db/seed-banner';
import { parseEnv } from './env';
import { startBanner } from './lib/start-banner';

/** What is running so far; shutdown stops whatever of it exists, in reverse order. */
type Running = { embedded?: Promise<EmbeddedPostgres>; database?: Database; app?: FastifyInstance };

const running: Running = {};
let shuttingDown: Promise<void> | undefined;

/** Drains requests, closes the pool, stops the embedded server. Safe to call twice. */
function shutdown(reason: string, code: number): Promise<void> {
  shuttingDown ??= (async () => {
    if (running.app) running.app.log.info(`${reason}: draining requests, then stopping the database`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 40_000);
    try {
      await running.app?.close();
      await running.database?.close().catch(() => undefined);
      // A server still starting is waited for, then stopped: it must not outlive us.
      const embedded = await running.embedded?.catch(() => undefined);
      await embedded?.stop();
    } finally {
      clearTimeout(force);
      process.exit(code);
    }
  })();
  return shuttingDown;
}

/** The URL without its password, for messages. */
function redacted(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unparsable URL';
  }
}

/** Starts the database (embedded unless DATABASE_URL is set), migrates, seeds, listens. */
async function main(): Promise<void> {
  // Listen for signals before anything starts, so a Ctrl-C during start-up
  // still stops the embedded server (it runs in its own process group).
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));

  const env = parseEnv();
  let url = env.DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  if (!url) {
    running.embedded = startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT });
    embedded = await running.embedded;
    url = embedded.url;
  }
  if (shuttingDown) return;
  running.database = connect(url, 20);
  await migrateDatabase(url).catch((err: unknown) => {
    throw embedded
      ? err
      : new Error(
          `Could not use the database at DATABASE_URL (${redacted(url)}): ${err instanceof Error ? err.message : String(err)}`,
        );
  });
  if (env.SEED_DEMO && (await seedDemo(running.database.db))) console.log(demoAccountsBanner());
  if (shuttingDown) return;

  running.app = await buildApp({ db: running.database.db, env });
  // Workers and schedules run in every app process; the queue shares the work out.
  await running.app.ctx.jobs.start({ work: true });
  const address = await running.app.listen({ port: env.PORT, host: env.HOST });
  const database = embedded ? `embedded PostgreSQL, data in ${embedded.dataDir}` : 'DATABASE_URL';
  console.log(
    startBanner({ address, host: env.HOST, nodeEnv: env.NODE_ENV, devTools: running.app.ctx.devTools, database }),
  );
}

main().catch(async (err: unknown) => {
  // A clear line for the person starting the app, not a stack trace.
  console.error(err instanceof Error ? err.message : err);
  await shutdown('start-up failed', 1);
});
