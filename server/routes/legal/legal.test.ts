import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@domain/formats';
import { LEGAL_PAGES } from '@domain/legal';
import { legalPages } from '../../db/schema';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp({ AGENCY_ATOL_NUMBER: '11223', AGENCY_ABTA_NUMBER: 'P9988' });

describe('the legal pages', () => {
  it('each reads completely without a script, with its title, description, canonical and date', async () => {
    for (const page of LEGAL_PAGES) {
      const res = await app.inject({ method: 'GET', url: `/${page.slug}`, headers: { accept: 'text/html' } });
      expect(res.statusCode, page.slug).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      expect(html).toContain(`<title>${page.title.replace(/'/g, '&#39;')} | `);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/${page.slug}">`);
      expect(html).toContain(`<h1>${page.title}</h1>`);
      expect(html).toMatch(/Version 1 · last updated/);
      expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
      // Only one h1: the text's own heading is the page title.
      expect(html.match(/<h1/g)?.length).toBe(1);
      expect(html).not.toContain('{{');
    }
  });

  it('quotes the agency’s ATOL and ABTA numbers from configuration', async () => {
    const res = await app.inject({ method: 'GET', url: '/atol-protection' });
    expect(res.body).toContain('ATOL number <strong>11223</strong>');
    expect(res.body).toContain('ABTA (P9988)');
    const conditions = await app.inject({ method: 'GET', url: '/booking-conditions' });
    expect(conditions.body).toContain('P9988');
  });

  it('renders tables as tables', async () => {
    const res = await app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(res.body).toContain('<table>');
    expect(res.body).toContain('<td>Name, contact details, address</td>');
  });

  it('serves the admin’s edited version, cleaned, with its version and date', async () => {
    await app.ctx.db.insert(legalPages).values({
      slug: 'cookies-policy',
      title: 'Cookies policy',
      body: '# Cookies policy\n\nWe now use **no** analytics.<script>alert(1)</script> [x](javascript:alert(1))',
      version: 2,
      updatedAt: new Date('2027-01-15T10:00:00Z'),
    });
    const res = await app.inject({ method: 'GET', url: '/cookies-policy' });
    expect(res.body).toContain('We now use <strong>no</strong> analytics.');
    expect(res.body).toContain('Version 2 · last updated');
    expect(res.body).toContain(formatLongDate('2027-01-15T10:00:00Z'));
    expect(res.body).not.toContain('alert(1)</script>');
    expect(res.body).not.toContain('javascript:');
  });

  it('answers 304 to a browser that has the page', async () => {
    const first = await app.inject({ method: 'GET', url: '/terms-of-service' });
    const again = await app.inject({
      method: 'GET',
      url: '/terms-of-service',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
