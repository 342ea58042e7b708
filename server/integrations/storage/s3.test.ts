import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3';

// A stand-in S3-compatible server: keeps PUT bodies by path, serves them on GET, 404 otherwise.
const objects = new Map<string, { body: Buffer; type: string }>();
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const key = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
      res.writeHead(200, { etag: '"1"' }).end();
    } else if (req.method === 'GET' && objects.has(key)) {
      const o = objects.get(key);
      res.writeHead(200, { 'content-type': o?.type ?? '', 'content-length': o?.body.length ?? 0 }).end(o?.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
    }
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storage = createS3Storage({
  bucket: 'photos',
  region: 'eu-west-2',
  endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  prefix: 'uploads/',
});
const KEY = '0b6c9e0e-4a8f-4f5e-9d1a-2b3c4d5e6f70.png';

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

describe('S3 storage', () => {
  it('puts, gets and deletes an object under the bucket and prefix (path style)', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put(KEY, bytes, 'image/png');
    expect(objects.get(`/photos/uploads/${KEY}`)).toMatchObject({ type: 'image/png' });
    const file = await storage.get(KEY);
    expect(file?.contentType).toBe('image/png');
    expect(file ? (await read(file.body)).equals(bytes) : false).toBe(true);
    expect(storage.url(KEY)).toBe(`/uploads/${KEY}`);
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
  });

  it('refuses a key it did not make', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid storage key');
  });
});
