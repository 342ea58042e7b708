import 'dotenv/config';
import { buildApp } from './app';
import { connect, migrateDatabase } from './db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed';
import { parseEnv } from './env';

/** Starts the database (embedded unless DATABASE_URL is set), migrates, seeds, listens. */
async function main(): Promise<void> {
  const env = parseEnv();
  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT });
    url = embedded.url;
  }
  const database = connect(url, 20);
  const stopAll = async () => {
    await database.close().catch(() => undefined);
    await embedded?.stop();
  };
  try {
    await migrateDatabase(url);
    if (env.SEED_DEMO && (await seedDemo(database.db))) {
      console.log(`\nDemo accounts created (password "${DEMO_PASSWORD}"):`);
      for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.role}${a.membershipStatus ? ` (${a.membershipStatus})` : ''}`);
      console.log('');
    }
  } catch (err) {
    await stopAll();
    throw err;
  }

  const app = await buildApp({ db: database.db, env });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining requests, then stopping the database`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    try {
      await app.close();
      await stopAll();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`Agent platform listening on ${address.replace('0.0.0.0', 'localhost')} (${embedded ? `embedded PostgreSQL, data in ${embedded.dataDir}` : 'DATABASE_URL'})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
