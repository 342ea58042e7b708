import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support';

// A stand-in build of the web app, so the test does not depend on `npm run build`.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><title>Agent platform</title><div id="root"></div>',
);
fs.writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.info(1)');

const { app } = await createTestApp({}, clientDir);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('the web app behind the API', () => {
  it('answers a page address with the app for a browser, curl (*/*) or no Accept at all', async () => {
    for (const accept of ['text/html,application/xhtml+xml', '*/*', undefined]) {
      for (const url of ['/', '/dashboard/quotes', '/login?redirect=%2Fdashboard']) {
        const res = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} with ${accept ?? 'no Accept'}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
      }
    }
    const head = await app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(head.statusCode).toBe(200);
  });

  it('serves built files with a long cache, and a missing file is a 404, not the app', async () => {
    const file = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('keeps unknown API paths and JSON requests as JSON 404s', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    const json = await app.inject({ method: 'GET', url: '/somewhere', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });
});
