import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

// Issue 18: pictures come from this app's uploads (or its own pictures) or an absolute https address.
const { app } = await createTestApp();
const db = app.ctx.db;
const agent = await buildSignedInUser(app, { role: 'agent' });
const EVIL = '//evil.example/x.png';
const MESSAGE = (label: string) => `${label} must be an image uploaded here or an https:// address`;

describe('quote picture fields', () => {
  it('400 names a protocol-relative hero, gallery, day or supplier picture', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hero_image: EVIL }, 'hero_image', MESSAGE('Hero image')],
      [{ image_urls: ['https://img.example.com/a.jpg', EVIL] }, 'image_urls.1', MESSAGE('Gallery image')],
      [{ supplier_logo_url: 'http://plain.example/logo.png' }, 'supplier_logo_url', MESSAGE('Supplier logo')],
      [
        { itinerary_details: { days: [{ day: 1, title: 'Arrive', image_url: EVIL }] } },
        'itinerary_details.days.0.image_url',
        MESSAGE('Day image'),
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: agent.headers,
        payload: { title: 'Pictures', ...extra },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
  });

  it('keeps an upload of this app, a demo picture and an https address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: agent.headers,
      payload: {
        title: 'Good pictures',
        hero_image: `/uploads/${randomUUID()}.jpg`,
        image_urls: ['/images/demo/santorini.jpg', 'https://img.example.com/pool.webp'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().image_urls).toEqual(['/images/demo/santorini.jpg', 'https://img.example.com/pool.webp']);
  });

  it('never makes a stored protocol-relative picture the page preview image (og:image)', async () => {
    const slug = `old-${randomUUID().slice(0, 8)}`;
    await db.insert(quotes).values({
      agentId: agent.user.id,
      slug,
      title: 'Stored before the rule',
      label: 'HTP Test',
      isPublished: true,
      heroImage: EVIL,
      data: {},
    });
    const res = await app.inject({ method: 'GET', url: `/quotes/${slug}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/og:image" content="[^"]*evil\.example/);
  });
});

describe('agent page photo and branding logo', () => {
  it('400 names a protocol-relative photo or logo', async () => {
    const photo = await app.inject({
      method: 'PUT',
      url: '/api/agent-page',
      headers: agent.headers,
      payload: {
        agentBrand: `pics-${randomUUID().slice(0, 6)}`,
        displayName: 'Pics',
        photoUrl: EVIL,
        contact: {},
      },
    });
    expect(photo.statusCode).toBe(400);
    expect(Object.keys(photo.json().error.fields)).toEqual(['photoUrl']);

    const logo = await app.inject({
      method: 'PUT',
      url: '/api/me/branding',
      headers: agent.headers,
      payload: {
        primaryColor: '#7A1F5C',
        secondaryColor: '#F2C14E',
        fontFamily: 'Inter',
        themeConfig: {},
        logoUrl: EVIL,
      },
    });
    expect(logo.statusCode).toBe(400);
    expect(logo.json().error.fields).toHaveProperty('logoUrl');
  });
});
