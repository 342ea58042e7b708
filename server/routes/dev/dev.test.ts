import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp({ NODE_ENV: 'development' });
const { app: production } = await createTestApp({ NODE_ENV: 'production', DEV_TOOLS: 'true' });

const outbox = (target = app, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  target.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

describe('GET /api/dev/outbox', () => {
  it('outside production answers a caller on this machine, over IPv4 and IPv6', async () => {
    expect((await outbox(app, '127.0.0.1')).statusCode).toBe(200);
    expect((await outbox(app, '::1')).statusCode).toBe(200);
  });

  it('never answers an anonymous remote caller, whatever headers it sends', async () => {
    const remote = await outbox(app, '203.0.113.9');
    expect(remote.statusCode).toBe(404);
    expect(JSON.stringify(remote.json())).not.toContain('token=');
    const spoofed = await outbox(app, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
    expect(spoofed.statusCode).toBe(404);
  });

  it('does not take a request a local proxy forwarded for loopback', async () => {
    expect((await outbox(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
  });

  it('answers a signed-in admin from anywhere, but not another role', async () => {
    const admin = await buildSignedInUser(app, { role: 'admin' });
    const agent = await buildSignedInUser(app, { role: 'agent' });
    expect((await outbox(app, '203.0.113.9', admin.headers)).statusCode).toBe(200);
    expect((await outbox(app, '203.0.113.9', agent.headers)).statusCode).toBe(404);
  });

  it('with DEV_TOOLS=true in production, a signed-in admin only: loopback alone is not enough', async () => {
    expect((await outbox(production, '127.0.0.1')).statusCode).toBe(404);
    const admin = await buildSignedInUser(production, { role: 'admin' });
    const res = await outbox(production, '203.0.113.9', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the reset-link takeover of issue 10 fails: a remote stranger cannot read the link', async () => {
    const admin = await buildSignedInUser(app, { role: 'admin' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      remoteAddress: '203.0.113.50',
      payload: { email: admin.user.email },
    });
    const res = await outbox(app, '203.0.113.50');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('reset-password?token=');
  });
});
