import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp({
  CHAT_WIDGET_ID: 'widget-123',
  BRAND_NAME: 'Seaside Travel',
  BRAND_PREFIX: 'SST',
});
const { app: production } = await createTestApp({ NODE_ENV: 'production', CHAT_SECRET: '' });

describe('GET /api/config', () => {
  it('tells the SPA the brand and which integrations are live, without secrets', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      brand: { name: 'Seaside Travel', prefix: 'SST' },
      chatWidgetId: 'widget-123',
      devTools: true,
      mail: 'outbox',
      feedbackTracker: 'database',
      commission: { agentShareBp: 7000 },
    });
    expect(res.body).not.toContain('chat-test-secret');
  });
});

describe('GET /api/chat/hash', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/chat/hash' })).statusCode).toBe(401);
  });

  it('answers the HMAC-SHA256 of the e-mail with CHAT_SECRET', async () => {
    const me = await buildSignedInUser(app, { role: 'customer' });
    const res = await app.inject({ method: 'GET', url: '/api/chat/hash', headers: me.headers });
    expect(res.json()).toEqual({
      hash: createHmac('sha256', 'chat-test-secret').update(me.user.email).digest('hex'),
    });
  });

  it('answers 404 not_configured without CHAT_SECRET', async () => {
    const me = await buildSignedInUser(production);
    const res = await production.inject({
      method: 'GET',
      url: '/api/chat/hash',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_configured');
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists mail newest first outside production', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Ann',
        lastName: 'One',
        phoneNumber: '0770090001',
        email: 'ann@example.test',
        password: 'password-1',
      },
    });
    await app.ctx.mailer.idle();
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Bob',
        lastName: 'Two',
        phoneNumber: '0770090002',
        email: 'bob@example.test',
        password: 'password-2',
      },
    });
    await app.ctx.mailer.idle();
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json();
    expect(first.to).toBe('bob@example.test');
    expect(second.to).toBe('ann@example.test');
    expect(Object.keys(first).sort()).toEqual(['createdAt', 'html', 'id', 'subject', 'text', 'to']);
  });

  it('is absent in production', async () => {
    const res = await production.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/api/config' })).json().devTools).toBe(false);
  });
});
