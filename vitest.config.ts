import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@server': path.resolve(import.meta.dirname, 'server'),
  '@domain': path.resolve(import.meta.dirname, 'domain'),
  '~': path.resolve(import.meta.dirname, 'app'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers than this only queue on argon2 and Postgres.
          maxWorkers: 2,
        },
      },
    ],
  },
});
