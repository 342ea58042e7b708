import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ERROR_STATUS, type ApiErrorCode } from '@domain/errors';
import { JSON_MAX_DEPTH } from '@domain/limits';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { isUniqueViolation, pgErrorCode } from '../errors';
import { signAccessToken } from '../lib/jwt';
import { buildSignedInUser } from '../test/factories';
import { createTestDatabase, TEST_ENV_DEFAULTS } from '../test/support';

/*
 * One test per mapping: real PostgreSQL errors (through Drizzle, so wrapped in
 * DrizzleQueryError) and Fastify's and multipart's own errors, each answered
 * as { error: { code, message } } with the code's status and nothing of the
 * input, the SQL or its parameters.
 */

const database = await createTestDatabase();
const app = await buildApp({
  db: database.db,
  env: parseEnv({ ...TEST_ENV_DEFAULTS }),
  serveClient: false,
  logger: false,
});
const db = app.ctx.db;

/** A value a response must never repeat: it stands for a user's data in a failed query. */
const SECRET = 'secret-param-7f3a';

/** Each case runs real SQL that PostgreSQL refuses with one SQLSTATE, in a transaction that leaves nothing behind. */
const PG_CASES: Record<string, { sqlState: string; code: ApiErrorCode; run: () => Promise<unknown> }> = {
  unique: {
    sqlState: '23505',
    code: 'already_exists',
    run: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table u (k text primary key) on commit drop`);
        await tx.execute(sql`insert into u values (${SECRET}), (${SECRET})`);
      }),
  },
  'foreign key, missing row': {
    sqlState: '23503',
    code: 'reference_not_found',
    run: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table p (id int primary key) on commit drop`);
        await tx.execute(sql`create temp table c (pid int references p (id)) on commit drop`);
        await tx.execute(sql`insert into c values (${1})`);
      }),
  },
  'foreign key, still referenced': {
    sqlState: '23503',
    code: 'still_referenced',
    run: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table p (id int primary key) on commit drop`);
        await tx.execute(sql`create temp table c (pid int references p (id)) on commit drop`);
        await tx.execute(sql`insert into p values (1)`);
        await tx.execute(sql`insert into c values (1)`);
        await tx.execute(sql`delete from p`);
      }),
  },
  check: {
    sqlState: '23514',
    code: 'value_not_allowed',
    run: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table t (n int check (n >= 0)) on commit drop`);
        await tx.execute(sql`insert into t values (${-1})`);
      }),
  },
  'not null': {
    sqlState: '23502',
    code: 'value_required',
    run: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table t (n int not null) on commit drop`);
        await tx.execute(sql`insert into t values (null)`);
      }),
  },
  'out of range': {
    sqlState: '22003',
    code: 'number_out_of_range',
    run: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table t (n int) on commit drop`);
        await tx.execute(sql`insert into t values (${2 ** 31})`);
      }),
  },
  'string too long': {
    sqlState: '22001',
    code: 'text_too_long',
    run: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table t (s varchar(3)) on commit drop`);
        await tx.execute(sql`insert into t values (${SECRET})`);
      }),
  },
  'invalid byte sequence': {
    sqlState: '22021',
    code: 'invalid_text',
    run: () => db.execute(sql`select convert_from(${Buffer.from([0x66, 0xff])}::bytea, 'UTF8')`),
  },
  'NUL in jsonb': {
    sqlState: '22P05',
    code: 'invalid_text',
    run: () => db.execute(sql`select ${`{"k":"${SECRET}\\u0000"}`}::jsonb`),
  },
  'wrong format': {
    sqlState: '22P02',
    code: 'invalid_format',
    run: () => db.execute(sql`select ${SECRET}::uuid`),
  },
};

for (const [name, c] of Object.entries(PG_CASES)) {
  app.get(`/api/test/pg/${name.replace(/\W+/g, '-')}`, { config: { access: 'public' } }, async () => {
    await c.run();
    return { ok: true };
  });
}
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

function expectError(res: { statusCode: number; body: string }, code: ApiErrorCode) {
  expect(res.statusCode, res.body).toBe(API_ERROR_STATUS[code]);
  const body = JSON.parse(res.body) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  return body;
}

describe('pgErrorCode', () => {
  it('reads the SQLSTATE through the DrizzleQueryError that wraps the driver error', async () => {
    const err: unknown = await PG_CASES.unique?.run().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).constructor.name).toBe('DrizzleQueryError');
    expect(pgErrorCode(err)).toBe('23505');
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'u_pkey')).toBe(true);
    expect(isUniqueViolation(err, 'another_constraint')).toBe(false);
  });

  it('is undefined for errors that are not from PostgreSQL, even with a five-letter code', () => {
    expect(pgErrorCode(new Error('x'))).toBeUndefined();
    expect(pgErrorCode(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
    expect(pgErrorCode({ code: 'FST_ERR_BAD_URL' })).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
    const cycle: { cause?: unknown } = {};
    cycle.cause = cycle;
    expect(pgErrorCode(cycle)).toBeUndefined();
  });
});

describe('database errors become 4xx with stable codes', () => {
  for (const [name, c] of Object.entries(PG_CASES)) {
    it(`${c.sqlState} (${name}) -> ${API_ERROR_STATUS[c.code]} ${c.code}`, async () => {
      const err: unknown = await c.run().catch((e: unknown) => e);
      expect(pgErrorCode(err)).toBe(c.sqlState);
      const res = await app.inject({ method: 'GET', url: `/api/test/pg/${name.replace(/\W+/g, '-')}` });
      expectError(res, c.code);
      expect(res.body).not.toContain(SECRET);
      expect(res.body.toLowerCase()).not.toMatch(/insert|select|delete|failed query|params/);
    });
  }
});

const admin = await buildSignedInUser(app, { role: 'admin' });
const agent = await buildSignedInUser(app, { role: 'agent' });

describe("Fastify's and multipart's own errors, in our format, without echoing input", () => {
  const json = { ...admin.headers, 'content-type': 'application/json' };

  it('a path that is not valid URL encoding: 400 bad_url', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/quotes/%ZZevil', headers: admin.headers });
    expectError(res, 'bad_url');
    expect(res.body).not.toContain('evil');
  });

  it('a path parameter over the router limit: 414 url_too_long', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/quotes/evil${'a'.repeat(120)}`, headers: admin.headers });
    expectError(res, 'url_too_long');
    expect(res.body).not.toContain('evil');
  });

  it('a content type no route reads: 415 unsupported_media_type', async () => {
    for (const type of ['application/evil+xml', 'application/x-www-form-urlencoded', 'not a type evil']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { ...admin.headers, 'content-type': type },
        payload: 'a=b',
      });
      expectError(res, 'unsupported_media_type');
      expect(res.body).not.toContain('evil');
    }
  });

  it('a body over the limit: 413 payload_too_large', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: json,
      payload: `{"title":"${'x'.repeat(1024 * 1024)}"}`,
    });
    expectError(res, 'payload_too_large');
  });

  it('JSON that does not parse, an empty JSON body, or prototype poisoning: 400 invalid_json', async () => {
    for (const payload of ['{"title":"evil', '', '{"__proto__":{"evil":true}}']) {
      const res = await app.inject({ method: 'POST', url: '/api/tasks', headers: json, payload });
      expectError(res, 'invalid_json');
      expect(res.body).not.toContain('evil');
    }
  });

  it('a multipart body with no boundary, a wrong one or cut short: 400 invalid_multipart naming the file', async () => {
    const part = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="evil.png"\r\n\r\nabc\r\n--xyz--\r\n';
    for (const [type, payload] of [
      ['multipart/form-data', part],
      ['multipart/form-data; boundary=wrong', part],
      ['multipart/form-data; boundary=xyz', part.slice(0, 60)],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...admin.headers, 'content-type': type },
        payload,
      });
      const body = expectError(res, 'invalid_multipart') as { error: { fields?: Record<string, string> } };
      expect(Object.keys(body.error.fields ?? {})).toEqual(['file']);
      expect(res.body).not.toContain('evil');
    }
  });
});

describe('input no route could store or walk', () => {
  const json = { ...agent.headers, 'content-type': 'application/json' };

  it(`JSON nested deeper than ${JSON_MAX_DEPTH} levels: 400 json_too_deep, also 10,000 deep in a quote field`, async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const deep = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: json,
      payload: `{"title":"Deep","general_booking":${nested(10_000)}}`,
    });
    expectError(deep, 'json_too_deep');
    // At the limit it is an ordinary body (the quote field itself is level 1).
    const fits = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: json,
      payload: `{"title":"Deep","general_booking":${nested(JSON_MAX_DEPTH - 1)}}`,
    });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('NUL or a lone surrogate in a body field: 400 naming the field, nested fields by their path', async () => {
    const nul = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: agent.headers,
      payload: { title: 'a\u0000b' },
    });
    expect(expectError(nul, 'validation_failed')).toMatchObject({ error: { fields: { title: expect.any(String) } } });
    const nested = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: json,
      payload: '{"title":"x","itinerary_details":{"days":[{"day":1,"title":"\\ud800"}]}}',
    });
    expect(expectError(nested, 'validation_failed')).toMatchObject({
      error: { fields: { 'itinerary_details.days.0.title': expect.any(String) } },
    });
    const key = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: json,
      payload: '{"title":"x","general_booking":{"\\u0000evil":1}}',
    });
    const body = expectError(key, 'validation_failed');
    expect(body).toMatchObject({ error: { fields: { general_booking: expect.any(String) } } });
    expect(key.body).not.toContain('evil');
  });

  it('%00 in a path parameter or the q= query: 400 naming it', async () => {
    const path = await app.inject({ method: 'GET', url: '/api/public/quotes/%00' });
    expect(expectError(path, 'validation_failed')).toMatchObject({ error: { fields: { slug: expect.any(String) } } });
    const query = await app.inject({ method: 'GET', url: '/api/quotes?q=%00', headers: agent.headers });
    expect(expectError(query, 'validation_failed')).toMatchObject({ error: { fields: { q: expect.any(String) } } });
  });
});

describe('access tokens', () => {
  it('a correctly signed token whose sub or sid is not a UUID: 401', async () => {
    const expires = new Date(Date.now() + 3_600_000);
    // The live session's own id, so only the malformed claim can be what is refused.
    const payload = agent.session.accessToken.split('.')[1] ?? '';
    const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
    const control = await signAccessToken(app.jwtKey, { sub: agent.user.id, sid }, expires);
    const ok = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${control.token}` },
    });
    expect(ok.statusCode).toBe(200);
    for (const claims of [
      { sub: agent.user.id, sid: 'not-a-uuid' },
      { sub: 'x\u0000', sid },
    ]) {
      const { token } = await signAccessToken(app.jwtKey, claims, expires);
      const res = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
    }
  });
});
