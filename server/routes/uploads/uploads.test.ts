import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_PURPOSES } from '@domain/limits';
import { uploads } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
const { app } = await createTestApp({ DATA_DIR: dataDir });

/** A real 2x3 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8AARAwQCoQBAOe0Cv0UXHfjAAAAAElFTkSuQmCC',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart/form-data body as a browser would send it. */
function form(parts: Part[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      p.type ? `Content-Type: ${p.type}\r\n` : ''
    }\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const imageForm = (file: Buffer, filename = 'photo.png', type = 'image/png', purpose = 'quote-image') =>
  form([
    { name: 'purpose', value: purpose },
    { name: 'file', value: file, filename, type },
  ]);

async function upload(headers: Record<string, string>, body: ReturnType<typeof form>) {
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/uploads', () => {
  it('requires sign-in', async () => {
    const res = await upload({}, imageForm(PNG));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a role outside the dashboard (a lead)', async () => {
    const lead = await buildSignedInUser(app, { role: 'lead' });
    const res = await upload(lead.headers, imageForm(PNG));
    expect(res.statusCode).toBe(403);
  });

  it('refuses a text file renamed to .jpg, naming the file field', async () => {
    const agent = await buildSignedInUser(app);
    const res = await upload(
      agent.headers,
      imageForm(Buffer.from('just some notes, not a photo\n'), 'holiday.jpg', 'image/jpeg'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ file: 'File must be a JPEG, PNG, WebP or GIF image' });
  });

  it('refuses an SVG even when it claims to be an image', async () => {
    const agent = await buildSignedInUser(app);
    const res = await upload(agent.headers, imageForm(SVG, 'logo.svg', 'image/svg+xml'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toBe('File must be a JPEG, PNG, WebP or GIF image');
  });

  it('refuses a file over 5 MB and stores nothing', async () => {
    const agent = await buildSignedInUser(app);
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await upload(agent.headers, imageForm(big));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toBe('File must be 5 MB or smaller');
    const rows = await app.ctx.db.select().from(uploads).where(eq(uploads.ownerId, agent.user.id));
    expect(rows).toEqual([]);
  });

  it('names the missing file and a bad purpose', async () => {
    const agent = await buildSignedInUser(app);
    const res = await upload(agent.headers, form([{ name: 'purpose', value: 'wallpaper' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      file: 'Choose an image to upload',
      purpose: `Purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}`,
    });
  });

  it('answers a JSON body with a field message, not a crash', async () => {
    const agent = await buildSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: agent.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.file).toMatch(/multipart/);
  });

  it('accepts a PNG (purpose after the file too) and serves it back byte for byte', async () => {
    const agent = await buildSignedInUser(app);
    const res = await upload(
      agent.headers,
      form([
        { name: 'file', value: PNG, filename: 'renamed.gif', type: 'image/gif' },
        { name: 'purpose', value: 'brand-logo' },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ contentType: 'image/png', size: PNG.length, width: 2, height: 3 });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const [row] = await app.ctx.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({ ownerId: agent.user.id, purpose: 'brand-logo', storage: 'local' });

    const served = await app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('GET /uploads/:key', () => {
  it('is not found for an unknown key or a path trick', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/uploads/00000000-0000-4000-8000-000000000000.png',
    });
    expect(unknown.statusCode).toBe(404);
    const trick = await app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fpackage.json' });
    expect(trick.statusCode).toBe(404);
  });
});
