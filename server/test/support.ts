import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app';
import { connect, type Database } from '../db';
import { parseEnv, type Env } from '../env';

const TEMPLATE_DB = 'app_template';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export type TestDatabase = Database & { url: string; name: string };

/** A fresh database for one test file, cloned from the migrated template (20-60 ms). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const database = connect(url, 5);
  return {
    ...database,
    url,
    name,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await drop.end();
    },
  };
}

export const TEST_ENV_DEFAULTS: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  PUBLIC_URL: 'http://localhost:3000',
  CHAT_SECRET: 'chat-test-secret',
};

export type TestApp = { app: FastifyInstance; db: TestDatabase; env: Env };

/**
 * Builds the real app on a fresh database for this test file and closes both
 * after the file's tests. Pass env overrides to switch integrations on.
 */
export async function createTestApp(
  envOverrides: NodeJS.ProcessEnv = {},
  /** A folder holding a built SPA (index.html, assets/) to serve, as `npm start` does. */
  clientDir?: string,
): Promise<TestApp> {
  const db = await createTestDatabase();
  const env = parseEnv({ ...TEST_ENV_DEFAULTS, ...envOverrides });
  const app = await buildApp({ db: db.db, env, serveClient: clientDir !== undefined, clientDir, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  return { app, db, env };
}
