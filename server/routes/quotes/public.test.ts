import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, quoteEnquiries, quotes, tasks } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

const agent = await buildSignedInUser(app, { role: 'agent', firstName: 'Pat', lastName: 'Jones' });
let ipCounter = 1;
const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

async function published(title: string, extra: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: agent.headers,
    payload: {
      title,
      hotel_name: 'H',
      outbound_departure_airport: 'LGW',
      original_supplier_price: 200000,
      supplier_discount: 5000,
      ...extra,
    },
  });
  const q = res.json<{ id: string; slug: string }>();
  await app.inject({ method: 'POST', url: `/api/quotes/${q.id}/publish`, headers: agent.headers });
  return q;
}

describe('GET /api/public/quotes/:slug', () => {
  it('is public, hides internal prices, carries agent, branding and protection', async () => {
    const q = await published('Public read', { notes: 'Customer notes stay' });
    const res = await app.inject({ method: 'GET', url: `/api/public/quotes/${q.slug}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Public read');
    expect(body.notes).toBe('Customer notes stay');
    for (const k of [
      'original_supplier_price',
      'supplier_discount',
      'supplier_discount_price',
      'agent_discount',
      'AiData',
      'facebook_post_id',
      'agent_id',
    ])
      expect(body).not.toHaveProperty(k);
    expect(body.final_price_total).toBe(195000);
    expect(body.agent).toMatchObject({
      display_name: 'Pat Jones',
      agency_name: 'Test Travel',
      phone: '+44 20 7946 0000',
      agent_brand: null,
    });
    expect(body.branding.fontFamily).toBe('Noto Sans');
    expect(body.protection).toMatchObject({ kind: 'atol_package', link: '/atol-protection' });
  });

  it('404 for unknown and unpublished quotes', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/public/quotes/no-such-quote' })).statusCode).toBe(404);
    const draft = (
      await app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: agent.headers,
        payload: { title: 'Draft only' },
      })
    ).json();
    expect((await app.inject({ method: 'GET', url: `/api/public/quotes/${draft.slug}` })).statusCode).toBe(404);
  });

  it('counts customer views (sent becomes viewed) but not the owner', async () => {
    const q = await published('Counted');
    await app.inject({
      method: 'GET',
      url: `/api/public/quotes/${q.slug}`,
      headers: agent.headers,
    });
    await app.inject({ method: 'GET', url: `/api/public/quotes/${q.slug}?preview=1` });
    let [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row?.viewCount).toBe(0);
    expect(row?.quoteStatus).toBe('sent');
    await app.inject({ method: 'GET', url: `/api/public/quotes/${q.slug}` });
    const stranger = await buildSignedInUser(app, { role: 'lead' });
    await app.inject({
      method: 'GET',
      url: `/api/public/quotes/${q.slug}`,
      headers: stranger.headers,
    });
    [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row?.viewCount).toBe(2);
    expect(row?.quoteStatus).toBe('viewed');
  });

  it('counts every one of many simultaneous views, each stored before its answer', async () => {
    const q = await published('Shared on Facebook');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => app.inject({ method: 'GET', url: `/api/public/quotes/${q.slug}` })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row?.viewCount).toBe(40);
    // No answer reports a count the database did not yet hold.
    expect(Math.max(...answers.map((r) => r.json<{ view_count: number }>().view_count))).toBe(40);
    expect(answers.every((r) => r.json<{ quote_status: string }>().quote_status === 'viewed')).toBe(true);
  });
});

describe('POST /api/public/quotes/:slug/accept', () => {
  const customer = {
    name: 'Chris Customer',
    email: 'Chris@Example.test',
    phone: '07700 900123',
    message: 'Lovely, book it!',
  };

  it('400 names the bad field', async () => {
    const q = await published('Accept validation');
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/quotes/${q.slug}/accept`,
      remoteAddress: freshIp(),
      payload: { ...customer, email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email' });
  });

  it('stores the enquiry, gives the agent a task and an e-mail, marks the quote accepted', async () => {
    const q = await published('Accept me');
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/quotes/${q.slug}/accept`,
      remoteAddress: freshIp(),
      payload: customer,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ok: true });
    expect(res.json().message).toMatch(/^Thank you/);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row?.quoteStatus).toBe('accepted');
    const [enquiry] = await db.select().from(quoteEnquiries).where(eq(quoteEnquiries.quoteId, q.id));
    expect(enquiry).toMatchObject({
      type: 'accept',
      name: 'Chris Customer',
      email: 'chris@example.test',
      message: 'Lovely, book it!',
    });
    const [task] = await db.select().from(tasks).where(eq(tasks.quoteId, q.id));
    expect(task).toMatchObject({
      userId: agent.user.id,
      title: 'Quote accepted: Accept me',
      status: 'open',
      source: 'quote_accept',
    });
    expect(task?.contact).toEqual({
      name: 'Chris Customer',
      email: 'chris@example.test',
      phone: '07700 900123',
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.user.email));
    const mail = mails.find((m) => m.subject === 'Quote accepted: Accept me');
    expect(mail?.text).toContain('Chris Customer');
    expect(mail?.text).toContain('/dashboard/tasks');
  });

  it('a filled honeypot answers 201 and stores nothing', async () => {
    const q = await published('Honeypot');
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/quotes/${q.slug}/accept`,
      remoteAddress: freshIp(),
      payload: { ...customer, website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(await db.select().from(quoteEnquiries).where(eq(quoteEnquiries.quoteId, q.id))).toHaveLength(0);
    expect(await db.select().from(tasks).where(eq(tasks.quoteId, q.id))).toHaveLength(0);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row?.quoteStatus).toBe('sent');
  });

  it('404 for an unpublished quote', async () => {
    const draft = (
      await app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: agent.headers,
        payload: { title: 'Not yet' },
      })
    ).json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/quotes/${draft.slug}/accept`,
      remoteAddress: freshIp(),
      payload: customer,
    });
    expect(res.statusCode).toBe(404);
  });

  it('limits one visitor to 5 a 10 minutes (429 with Retry-After)', async () => {
    const q = await published('Rate limited');
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: `/api/public/quotes/${q.slug}/enquire`,
            remoteAddress: ip,
            payload: { name: 'A', email: 'a@b.co', message: `Hi ${i}` },
          })
        ).statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/quotes/${q.slug}/enquire`,
      remoteAddress: ip,
      payload: { name: 'A', email: 'a@b.co', message: 'again' },
    });
    expect(res.headers['retry-after']).toBeTruthy();
    expect(await db.select().from(quoteEnquiries).where(eq(quoteEnquiries.quoteId, q.id))).toHaveLength(5);
  });
});

describe('POST /api/public/quotes/:slug/enquire', () => {
  it('needs a message; creates an enquiry task and e-mail, status unchanged', async () => {
    const q = await published('Ask about me');
    const bad = await app.inject({
      method: 'POST',
      url: `/api/public/quotes/${q.slug}/enquire`,
      remoteAddress: freshIp(),
      payload: { name: 'Dee', email: 'dee@example.test' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['message']);
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/quotes/${q.slug}/enquire`,
      remoteAddress: freshIp(),
      payload: { name: 'Dee', email: 'dee@example.test', message: 'Is breakfast included?' },
    });
    expect(res.statusCode).toBe(201);
    const [task] = await db.select().from(tasks).where(eq(tasks.quoteId, q.id));
    expect(task).toMatchObject({ title: 'New enquiry: Ask about me', source: 'quote_enquiry' });
    expect(task?.description).toContain('Is breakfast included?');
    const [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row?.quoteStatus).toBe('sent');
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.user.email));
    expect(mails.some((m) => m.subject === 'New enquiry: Ask about me')).toBe(true);
  });
});
