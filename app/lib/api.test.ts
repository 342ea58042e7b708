import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, noContent, queryString, request } from './api';

const Thing = z.object({ id: z.string(), count: z.number() });

function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 204 ? null : text, { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request', () => {
  it('returns an answer that matches its contract, without undeclared fields', async () => {
    answer(200, { id: 'a', count: 2, secret: 'x' });
    await expect(request(Thing, '/api/thing', { auth: false })).resolves.toEqual({ id: 'a', count: 2 });
  });

  it('turns an answer that breaks its contract into an ApiError the page can show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(200, { id: 'a', count: 'two' });
    const failure = request(Thing, '/api/thing', { auth: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'The server sent an answer this page could not read. Please try again.',
    });
  });

  it("carries the server's error code and field messages", async () => {
    answer(400, { error: { code: 'validation_failed', message: 'Check the form.', fields: { title: 'Required' } } });
    await expect(request(Thing, '/api/thing', { auth: false })).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { title: 'Required' },
    });
  });

  it('accepts no content only where the contract says so', async () => {
    answer(204, undefined);
    await expect(request(noContent, '/api/thing', { method: 'DELETE', auth: false })).resolves.toBeUndefined();
  });
});

describe('queryString', () => {
  it('leaves out empty values', () => {
    expect(queryString({ q: 'rome', status: '', page: 2, agent: undefined })).toBe('?q=rome&page=2');
    expect(queryString({ q: '' })).toBe('');
  });
});
