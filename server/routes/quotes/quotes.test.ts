import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

const me = await buildSignedInUser(app, { role: 'agent', firstName: 'Sam', lastName: 'Smith' });
const other = await buildSignedInUser(app, { role: 'agent' });
const admin = await buildSignedInUser(app, { role: 'admin' });

async function create(headers: Record<string, string>, payload: object) {
  const res = await app.inject({ method: 'POST', url: '/api/quotes', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; slug: string } & Record<string, unknown>>();
}

describe('POST /api/quotes', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/quotes', payload: { title: 'X' } })).statusCode).toBe(401);
  });

  it('400 names the bad field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: me.headers,
      payload: { title: 'T', star_rating: 9 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ star_rating: 'Star rating must be at most 5' });
    const noTitle = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: me.headers,
      payload: { title: '  ' },
    });
    expect(noTitle.json().error.fields.title).toBe('Title is required');
  });

  it('creates a quote with a readable, unguessable slug, the label, recomputed prices and the balance due default', async () => {
    const payload = {
      title: 'Santorini Sunset Escape',
      destination: 'Santorini',
      departure_date: '2026-09-10',
      hotel_name: 'Canaves Oia',
      original_supplier_price: 250000,
      supplier_discount: 10000,
      agent_discount: 5000,
      extras: [{ title: 'Boat trip', price: 9000 }],
      adults: 2,
      final_price_total: 1, // a client value for a computed field is ignored
    };
    const a = await create(me.headers, payload);
    const b = await create(me.headers, payload);
    // The readable words, then 50 random bits (issue 10): two quotes of one title differ only there.
    expect(a.slug).toMatch(/^santorini-sunset-escape-[a-km-np-z2-9]{10}$/);
    expect(b.slug).toMatch(/^santorini-sunset-escape-[a-km-np-z2-9]{10}$/);
    expect(b.slug).not.toBe(a.slug);
    expect(a.label).toBe('HTP Sam Smith');
    expect(a.kind).toBe('standard');
    expect(a.quote_status).toBe('draft');
    expect(a.is_published).toBe(false);
    expect(a.final_price_total).toBe(244000);
    expect(a.final_price_per_person).toBe(122000);
    expect(a.balance_due_date).toBe('2026-07-02');
    expect(a.public_url).toBe(`http://localhost:3000/quotes/${a.slug}`);
    expect(a.agent_branding_info).toMatchObject({
      display_name: 'Sam Smith',
      agency_name: 'Test Travel',
    });
    expect(a.protection).toMatchObject({ kind: 'single_service' });
  });

  it('enforces the allow-list: unknown keys and email dropped (nested too), server-set fields ignored', async () => {
    const q = await create(me.headers, {
      title: 'Allow-list',
      email: 'leak@example.test',
      is_admin: true,
      id: '11111111-1111-4111-8111-111111111111',
      agent_id: other.user.id,
      slug: 'chosen-by-client',
      label: 'Fake label',
      agent_branding_info: { display_name: 'Someone else' },
      facebook_post_status: 'posted',
      car_hire: { included: true, company: 'Hertz', email: 'x@y.z', secret: 's' },
      passengers: [{ name: 'Ann', type: 'adult', age: 40, email: 'ann@x.co' }],
      general_booking: { ref: 'R1', email: 'g@x.co' },
      kind: 'itinerary',
    });
    expect(q.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(q.agent_id).toBe(me.user.id);
    expect(q.slug).toMatch(/^allow-list-[a-km-np-z2-9]{10}$/);
    expect(q.label).toBe('HTP Sam Smith');
    expect(q.kind).toBe('itinerary');
    expect(q.facebook_post_status).toBe('none');
    expect(q.car_hire).toEqual({ included: true, company: 'Hertz' });
    expect(q.passengers).toEqual([{ name: 'Ann', type: 'adult', age: 40 }]);
    expect(q.general_booking).toEqual({ ref: 'R1' });
    const [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(JSON.stringify(row)).not.toContain('@x.co');
    expect(JSON.stringify(row)).not.toContain('leak@example.test');
    expect(JSON.stringify(row)).not.toContain('is_admin');
  });
});

describe('GET /api/quotes/:id and /api/quotes/by-slug/:slug', () => {
  it('requires sign-in', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/quotes/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(401);
  });

  it("answers 404 for another agent's quote and for unknown ids; admin reads any", async () => {
    const q = await create(me.headers, { title: 'Mine only' });
    for (const url of [`/api/quotes/${q.id}`, `/api/quotes/by-slug/${q.slug}`]) {
      expect((await app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url, headers: me.headers })).json().title).toBe('Mine only');
      expect((await app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/quotes/not-a-uuid', headers: me.headers })).statusCode).toBe(
      404,
    );
  });
});

describe('PATCH /api/quotes/:id', () => {
  it('requires sign-in', async () => {
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/quotes/00000000-0000-4000-8000-000000000000',
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });

  it('merges fields, clears with null, drops email, recomputes prices', async () => {
    const q = await create(me.headers, {
      title: 'Patch me',
      hotel_name: 'H',
      original_supplier_price: 100000,
      adults: 2,
    });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/quotes/${q.id}`,
      headers: me.headers,
      payload: {
        hotel_name: null,
        agent_discount: 10000,
        email: 'x@y.z',
        extras: [{ title: 'Spa', price: 500, email: 'e@e.e' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Patch me');
    expect(body.hotel_name).toBeNull();
    expect(body.extras).toEqual([{ title: 'Spa', price: 500 }]);
    expect(body.final_price_total).toBe(90500);
    expect(body.slug).toBe(q.slug);
  });

  it('400 names the bad field; 404 for another agent', async () => {
    const q = await create(me.headers, { title: 'Guarded' });
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/quotes/${q.id}`,
      headers: me.headers,
      payload: { departure_date: '10/09/2026' },
    });
    expect(bad.json().error.fields.departure_date).toBe('Departure date must be a date (YYYY-MM-DD)');
    const theirs = await app.inject({
      method: 'PATCH',
      url: `/api/quotes/${q.id}`,
      headers: other.headers,
      payload: { title: 'Hijack' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('PUT /api/quotes/:id (upsert)', () => {
  it('creates with the given id, then updates it', async () => {
    const id = 'a1b2c3d4-0000-4000-8000-00000000abcd';
    const first = await app.inject({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      headers: me.headers,
      payload: { title: 'Autosaved', email: 'a@b.co' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().id).toBe(id);
    const second = await app.inject({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      headers: me.headers,
      payload: { title: 'Autosaved again', destination: 'Rome' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id,
      title: 'Autosaved again',
      destination: 'Rome',
      slug: expect.stringMatching(/^autosaved-[a-km-np-z2-9]{10}$/),
    });
    const theirs = await app.inject({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      headers: other.headers,
      payload: { title: 'Mine now' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('400 names the id when it is not a UUID', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/quotes/nope',
      headers: me.headers,
      payload: { title: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.id).toBe('Quote id must be a UUID');
  });
});

describe('GET /api/quotes (list)', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/quotes' })).statusCode).toBe(401);
  });

  it('lists only my quotes, searches, filters, sorts and pages', async () => {
    const lister = await buildSignedInUser(app, { role: 'agent' });
    const names = ['Alpine Lodge', 'Bali Retreat', 'Cairo Nile Cruise'];
    for (const [i, title] of names.entries())
      await create(lister.headers, {
        title,
        destination: i === 1 ? 'Indonesia' : 'Elsewhere',
        hotel_name: i === 2 ? 'Nile Palace' : null,
        original_supplier_price: (i + 1) * 1000,
      });
    await create(other.headers, { title: 'Bali for someone else' });
    const get = async (qs: string) =>
      (await app.inject({ method: 'GET', url: `/api/quotes${qs}`, headers: lister.headers })).json();
    expect((await get('')).total).toBe(3);
    expect((await get('?q=indonesia')).items.map((i: { title: string }) => i.title)).toEqual(['Bali Retreat']);
    expect((await get('?q=palace')).items.map((i: { title: string }) => i.title)).toEqual(['Cairo Nile Cruise']);
    expect((await get('?sort=title_asc')).items.map((i: { title: string }) => i.title)).toEqual(names);
    expect((await get('?sort=price_desc')).items[0].title).toBe('Cairo Nile Cruise');
    const page2 = await get('?sort=title_asc&page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((i: { title: string }) => i.title)).toEqual(['Cairo Nile Cruise']);
    const first = (await get('?sort=title_asc')).items[0];
    await app.inject({
      method: 'POST',
      url: `/api/quotes/${first.id}/publish`,
      headers: lister.headers,
    });
    expect((await get('?published=true')).items.map((i: { title: string }) => i.title)).toEqual(['Alpine Lodge']);
    expect((await get('?status=sent')).total).toBe(1);
    expect((await get('?published=false')).total).toBe(2);
  });

  it('400 names a bad filter', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/quotes?status=lost',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['status']);
  });

  it('admin lists everyone', async () => {
    const mine = (await app.inject({ method: 'GET', url: '/api/quotes?pageSize=100', headers: me.headers })).json()
      .total;
    const all = (await app.inject({ method: 'GET', url: '/api/quotes?pageSize=100', headers: admin.headers })).json()
      .total;
    expect(all).toBeGreaterThan(mine);
  });
});

describe('publish, unpublish, duplicate, delete', () => {
  it('publish sends a draft, unpublish hides it; another agent gets 404', async () => {
    const q = await create(me.headers, { title: 'Publish me' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/quotes/${q.id}/publish`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    const pub = (await app.inject({ method: 'POST', url: `/api/quotes/${q.id}/publish`, headers: me.headers })).json();
    expect(pub).toMatchObject({ is_published: true, quote_status: 'sent' });
    expect(pub.published_at).toBeTruthy();
    const unpub = (
      await app.inject({
        method: 'POST',
        url: `/api/quotes/${q.id}/unpublish`,
        headers: me.headers,
      })
    ).json();
    expect(unpub).toMatchObject({ is_published: false, quote_status: 'sent' });
  });

  it('duplicate makes an unpublished draft "Copy of ..." with a new slug', async () => {
    const q = await create(me.headers, {
      title: 'Original',
      hotel_name: 'Hotel O',
      is_published: true,
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/quotes/${q.id}/duplicate`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Copy of Original',
      slug: expect.stringMatching(/^copy-of-original-[a-km-np-z2-9]{10}$/),
      hotel_name: 'Hotel O',
      is_published: false,
      quote_status: 'draft',
      view_count: 0,
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/quotes/${q.id}/duplicate`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('delete answers 204 and the quote is gone; not for another agent', async () => {
    const q = await create(me.headers, { title: 'Delete me' });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/quotes/${q.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/quotes/${q.id}`, headers: me.headers })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${q.id}`, headers: me.headers })).statusCode).toBe(404);
  });
});

describe('GET /api/quotes/:id/preview', () => {
  it('shows the owner an unpublished quote as customers will see it, without counting a view', async () => {
    const q = await create(me.headers, {
      title: 'Preview me',
      original_supplier_price: 5000,
      agent_discount: 100,
    });
    const res = await app.inject({
      method: 'GET',
      url: `/api/quotes/${q.id}/preview`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Preview me');
    expect(body).not.toHaveProperty('original_supplier_price');
    expect(body).not.toHaveProperty('agent_discount');
    expect(body.agent.display_name).toBe('Sam Smith');
    expect(body.branding.primaryColor).toBe('#0F4C81');
    expect(body.view_count).toBe(0);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/quotes/${q.id}/preview`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${q.id}/preview` })).statusCode).toBe(401);
  });
});

const onboarding = await buildSignedInUser(app, { role: 'onboarding' });

describe('onboarding agents and the two quote kinds (SPEC 6)', () => {
  it('an onboarding agent creates, autosaves, edits, publishes and deletes an itinerary', async () => {
    const created = await create(onboarding.headers, { kind: 'itinerary', title: 'Seven nights in Crete' });
    const id = crypto.randomUUID();
    const put = await app.inject({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      headers: onboarding.headers,
      payload: { kind: 'itinerary', title: 'Lakes and mountains' },
    });
    expect(put.statusCode, put.body).toBe(201);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/quotes/${created.id}`,
      headers: onboarding.headers,
      payload: { title: 'Eight nights in Crete' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().title).toBe('Eight nights in Crete');
    const publish = await app.inject({
      method: 'POST',
      url: `/api/quotes/${created.id}/publish`,
      headers: onboarding.headers,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: `/api/quotes/${created.id}`, headers: onboarding.headers });
    expect(del.statusCode).toBe(204);
  });

  it('an onboarding agent may not create a standard quote, by POST or by autosave', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: onboarding.headers,
      payload: { title: 'A standard quote' },
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().error.code).toBe('forbidden');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/quotes/${crypto.randomUUID()}`,
      headers: onboarding.headers,
      payload: { kind: 'standard', title: 'A standard quote' },
    });
    expect(put.statusCode).toBe(403);
    const [row] = await db.select().from(quotes).where(eq(quotes.title, 'A standard quote'));
    expect(row).toBeUndefined();
  });
});
