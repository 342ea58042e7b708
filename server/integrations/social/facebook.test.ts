import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createFacebookPublisher } from './facebook';

type Seen = { url: string; body: URLSearchParams };
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { id: '123_456' } };

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    seen.push({ url: req.url ?? '', body: new URLSearchParams(raw) });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const { port } = server.address() as AddressInfo;

const publisher = createFacebookPublisher({
  pageId: '123',
  pageToken: 'page-token',
  graphUrl: `http://127.0.0.1:${port}/v23.0`,
});
const input = {
  postId: 'p1',
  quote: { id: 'q1', title: 'Santorini', slug: 'santorini', heroImage: null },
  headline: '7 nights in Santorini',
  text: 'Sunsets included.',
  story: '',
  link: 'https://agents.example/quotes/santorini',
};

describe('Facebook page publisher', () => {
  it('posts the message and link to the page feed with the page token', async () => {
    answer = { status: 200, body: { id: '123_456' } };
    const res = await publisher.publish(input);
    expect(res).toEqual({ postId: '123_456', postUrl: 'https://www.facebook.com/123_456' });
    const last = seen.at(-1);
    expect(last?.url).toBe('/v23.0/123/feed');
    expect(last?.body.get('message')).toBe('7 nights in Santorini\n\nSunsets included.');
    expect(last?.body.get('link')).toBe(input.link);
    expect(last?.body.get('access_token')).toBe('page-token');
  });

  it("throws Facebook's own message when it refuses", async () => {
    answer = { status: 400, body: { error: { message: 'Invalid OAuth access token.' } } };
    await expect(publisher.publish(input)).rejects.toThrow('Facebook refused the post: Invalid OAuth access token.');
  });
});
