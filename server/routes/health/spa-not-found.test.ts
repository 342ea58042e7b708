import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support';

// A stand-in build of the web app, so the test does not depend on `npm run build`.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-404-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><title>Agent platform</title><div id="root"></div>',
);

const { app } = await createTestApp({}, clientDir);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('unknown page addresses (issue 18: no soft 404)', () => {
  it('answers an unknown public or dashboard address 404 with the app, which shows its not-found page', async () => {
    for (const url of [
      '/no-such-page',
      '/pricing-2019',
      '/dashboard/no-such-page',
      '/dashboard/quotes/a/b',
      '/quotes/some-slug/preview/extra',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await page('/no-such-page', 'HEAD')).statusCode).toBe(404);
  });

  it('answers the pages the app has 200, parameters, case and a trailing slash included', async () => {
    for (const url of [
      '/',
      '/login',
      '/Login/',
      '/reset-password?token=abc',
      '/dashboard',
      '/dashboard/quotes/create-booking',
      '/dashboard/quotes/santorini-sunset-escape',
      '/dashboard/quotes/edit/0b0e7a4e-6b1e-4d8e-9a55-0c1f3f8f2a11',
      '/quotes/santorini-sunset-escape/preview',
      '/admin/users',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});
