import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementSignatures, agreementVersions } from '../../db/schema';
import { sha256Hex } from '../../db/seed-agreements';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

async function sign(headers: Record<string, string>, over: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/agreements/sign',
    headers: { ...headers, 'user-agent': 'ContractTest/2.0' },
    payload: { version: 1, fullName: 'Amelia Hughes', accepted: true, ...over },
  });
}

describe('GET /api/agreements/current', () => {
  it('is public: the host agreement in force, as Markdown with its fingerprint', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/agreements/current' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ version: 1, title: 'Homeworking Agent Agreement' });
    expect(body.body).toContain('Harbour Travel Partners');
    for (const topic of [
      'Commission',
      'ATOL',
      'ABTA',
      'Client Money',
      'trust',
      'Data protection',
      'Term and termination',
    ]) {
      expect(body.body).toContain(topic);
    }
    expect(body.body).not.toContain('{{agency}}');
    expect(body.sha256).toBe(sha256Hex(body.body));
  });
});

describe('POST /api/agreements/sign and the signed copies', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/agreements/mine' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/agreements/sign', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('400 names the missing name and tick, and stores nothing', async () => {
    const { user, headers } = await buildSignedInUser(app, { role: 'agent', membershipStatus: 'Current' });
    const res = await sign(headers, { fullName: ' ', accepted: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      fullName: 'Please type your full name',
      accepted: 'Please tick the box to accept the agreement',
    });
    const rows = await db.select().from(agreementSignatures).where(eq(agreementSignatures.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('a member signs, sees it in their list, and reopens the exact text with the audit trail', async () => {
    const { user, headers } = await buildSignedInUser(app, { role: 'agent', membershipStatus: 'Current' });
    const before = (await app.inject({ method: 'GET', url: '/api/agreements/mine', headers })).json();
    expect(before).toMatchObject({ items: [], signedCurrent: false, currentVersion: 1 });

    const res = await sign(headers);
    expect(res.statusCode).toBe(201);
    const signature = res.json();
    expect(signature).toMatchObject({ version: 1, fullName: 'Amelia Hughes', email: user.email });
    expect(signature.userAgent).toBe('ContractTest/2.0');

    const mine = (await app.inject({ method: 'GET', url: '/api/agreements/mine', headers })).json();
    expect(mine.signedCurrent).toBe(true);
    expect(mine.items.map((s: { id: string }) => s.id)).toEqual([signature.id]);

    const copy = await app.inject({ method: 'GET', url: `/api/agreements/signatures/${signature.id}`, headers });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().signature.textSha256).toBe(sha256Hex(copy.json().agreement.body));
  });

  it("another member's signature is not found; an admin may open it", async () => {
    const owner = await buildSignedInUser(app, { role: 'agent', membershipStatus: 'Current' });
    const signature = (await sign(owner.headers)).json();
    const other = await buildSignedInUser(app, { role: 'agent', membershipStatus: 'Current' });
    const denied = await app.inject({
      method: 'GET',
      url: `/api/agreements/signatures/${signature.id}`,
      headers: other.headers,
    });
    expect(denied.statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/api/agreements/signatures/nope', headers: other.headers });
    expect(missing.statusCode).toBe(404);
    const admin = await buildSignedInUser(app, { role: 'admin' });
    const seen = await app.inject({
      method: 'GET',
      url: `/api/agreements/signatures/${signature.id}`,
      headers: admin.headers,
    });
    expect(seen.statusCode).toBe(200);
  });

  it('a new version replaces the one in force; the old signature keeps its own text', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent', membershipStatus: 'Current' });
    const first = (await sign(headers)).json();
    const body = '# Homeworking Agent Agreement\n\nVersion two: commission is paid fortnightly.';
    await db
      .insert(agreementVersions)
      .values({ version: 2, title: 'Homeworking Agent Agreement', body, bodySha256: sha256Hex(body) });
    const mine = (await app.inject({ method: 'GET', url: '/api/agreements/mine', headers })).json();
    expect(mine).toMatchObject({ signedCurrent: false, currentVersion: 2 });
    const stale = await sign(headers, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await sign(headers, { version: 2 })).statusCode).toBe(201);
    const old = await app.inject({ method: 'GET', url: `/api/agreements/signatures/${first.id}`, headers });
    expect(old.json().agreement.version).toBe(1);
    expect(old.json().agreement.body).not.toContain('Version two');
    await db.delete(agreementSignatures).where(eq(agreementSignatures.versionId, (await latestId()) ?? ''));
    await db.delete(agreementVersions).where(eq(agreementVersions.version, 2));
  });
});

async function latestId() {
  const [row] = await db.select().from(agreementVersions).where(eq(agreementVersions.version, 2));
  return row?.id;
}
