// `npm run seed`: migrates and adds the demo accounts to an empty database
// (the embedded one in DATA_DIR, or DATABASE_URL). The app does this on its
// own first start; this is for a database created some other way.
import 'dotenv/config';
import { connect, migrateDatabase } from '../server/db';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { seedDemo } from '../server/db/seed';
import { demoAccountsBanner } from '../server/db/seed-banner';
import { parseEnv } from '../server/env';

async function main(): Promise<void> {
  const env = parseEnv();
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT });
  const url = env.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('No database');
  const database = connect(url, 2);
  try {
    await migrateDatabase(url);
    if (await seedDemo(database.db)) console.log(demoAccountsBanner());
    else console.log('The database already has users: demo accounts are only added to an empty database.');
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  // "in use by another running instance": the app holds DATA_DIR; it seeds on its own start.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
