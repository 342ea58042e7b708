import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@domain/branding';
import { profiles, uploads } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

const body = {
  primaryColor: '#7A1F5C',
  secondaryColor: '#F2C14E',
  fontFamily: 'Playfair Display',
  themeConfig: { ...DEFAULT_BRANDING.themeConfig, buttonStyle: 'pill', cardStyle: 'outlined' },
};

async function ownUpload(ownerId: string) {
  const key = `${randomUUID()}.png`;
  await db
    .insert(uploads)
    .values({ ownerId, key, purpose: 'brand-logo', contentType: 'image/png', size: 10, storage: 'local' });
  return `/uploads/${key}`;
}

describe('GET /api/me/branding', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/branding' })).statusCode).toBe(401);
  });

  it('gives the SPEC 3 defaults to an agent who never saved a branding', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const res = await app.inject({ method: 'GET', url: '/api/me/branding', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_BRANDING, logoUrl: null });
  });

  it('refuses a signed-in account without a profile (SPEC 6)', async () => {
    const { headers, user } = await buildSignedInUser(app, { role: 'agent' });
    await db.delete(profiles).where(eq(profiles.id, user.id));
    const res = await app.inject({ method: 'PUT', url: '/api/me/branding', headers, payload: body });
    expect(res.statusCode).toBe(403);
    expect((await db.select().from(profiles).where(eq(profiles.id, user.id))).length).toBe(0);
  });

  it('is refused to roles that cannot open the profile page', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'lead' });
    expect((await app.inject({ method: 'PUT', url: '/api/me/branding', headers, payload: body })).statusCode).toBe(403);
  });
});

describe('PUT /api/me/branding', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/me/branding', payload: body })).statusCode).toBe(401);
  });

  it('saves colours, font, theme and an uploaded logo, and reads them back', async () => {
    const { headers, user } = await buildSignedInUser(app, { role: 'agent' });
    const logoUrl = await ownUpload(user.id);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/me/branding',
      headers,
      payload: { ...body, primaryColor: '#7a1f5c', logoUrl },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...body, logoUrl });
    const again = await app.inject({ method: 'GET', url: '/api/me/branding', headers });
    expect(again.json().fontFamily).toBe('Playfair Display');
    expect(again.json().themeConfig.buttonStyle).toBe('pill');
    const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.brandPrimaryColor).toBe('#7A1F5C');
    expect(row?.brandLogoUrl).toBe(logoUrl);
  });

  it('keeps the logo when logoUrl is absent and removes it with null', async () => {
    const { headers, user } = await buildSignedInUser(app, { role: 'agent' });
    const logoUrl = await ownUpload(user.id);
    await app.inject({ method: 'PUT', url: '/api/me/branding', headers, payload: { ...body, logoUrl } });
    const kept = await app.inject({ method: 'PUT', url: '/api/me/branding', headers, payload: body });
    expect(kept.json().logoUrl).toBe(logoUrl);
    const removed = await app.inject({
      method: 'PUT',
      url: '/api/me/branding',
      headers,
      payload: { ...body, logoUrl: null },
    });
    expect(removed.json().logoUrl).toBeNull();
  });

  it.each([
    ['primaryColor', { primaryColor: 'blue' }, 'Invalid primary color format'],
    ['secondaryColor', { secondaryColor: '#12' }, 'Invalid secondary color format'],
    ['fontFamily', { fontFamily: 'Comic Sans' }, 'Invalid font family'],
    ['primaryColor', { primaryColor: '#808080' }, 'Primary color must allow readable text (contrast 4.5:1)'],
    ['secondaryColor', { secondaryColor: '#E0457B' }, 'Secondary color must allow readable text (contrast 4.5:1)'],
  ])('400 names %s', async (field, change, message) => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const res = await app.inject({ method: 'PUT', url: '/api/me/branding', headers, payload: { ...body, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('400 names a theme option outside its values', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/me/branding',
      headers,
      payload: { ...body, themeConfig: { ...body.themeConfig, shadowIntensity: 'extreme' } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['themeConfig.shadowIntensity']);
  });

  it("refuses a logo that is not this agent's upload", async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const other = await buildSignedInUser(app, { role: 'agent' });
    for (const logoUrl of ['https://evil.example/logo.png', '/uploads/../etc/passwd', await ownUpload(other.user.id)]) {
      const res = await app.inject({ method: 'PUT', url: '/api/me/branding', headers, payload: { ...body, logoUrl } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.logoUrl).toBe('Logo must be an image uploaded here');
    }
  });
});
