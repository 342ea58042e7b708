import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../db';
import { queueInstallSql } from '../jobs/queue';
import { removeAbandonedDataDir, startEmbeddedPostgres } from '../db/embedded-postgres';

export const TEMPLATE_DB = 'app_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const TEST_DIR_PREFIX = 'ap-test-pg-';

/** A killed test run leaves its server running: stop those and remove their folders. */
async function removeAbandonedTestServers(): Promise<void> {
  const minute = Date.now() - 60_000;
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const dir = path.join(os.tmpdir(), entry);
    // Young folders may belong to a run that is still claiming its folder.
    if (entry.startsWith(TEST_DIR_PREFIX) && fs.statSync(dir).ctimeMs < minute) await removeAbandonedDataDir(dir);
  }
}

/**
 * One PostgreSQL server per test run: the embedded one in a temporary folder,
 * or the server named by DATABASE_URL (CI's second pass). A migrated template
 * database is made once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    await removeAbandonedTestServers();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), TEST_DIR_PREFIX));
    const server = await startEmbeddedPostgres({
      dataDir,
      database: 'postgres',
      log: () => undefined,
      // Durability is not under test here; speed is.
      settings: { max_connections: '400', fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    adminUrl = server.url;
    stop = server.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  await migrateDatabase(withDatabase(adminUrl, TEMPLATE_DB));
  // The job queue's tables, so each test file's clone has them without installing them again.
  const template = new pg.Client({ connectionString: withDatabase(adminUrl, TEMPLATE_DB) });
  await template.connect();
  await template.query(queueInstallSql());
  await template.end();
  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    await stop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
