import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, quotes, tasks } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

/*
 * Issue 10 findings 3 and 6, issue 18 items 17 and 20: what a stranger can do
 * to a shared quote, and what a shared quote shows.
 */
const { app } = await createTestApp();
const db = app.ctx.db;
const agent = await buildSignedInUser(app, { role: 'agent', firstName: 'Pat', lastName: 'Jones' });

let n = 1;
const freshIp = () => `10.20.${Math.floor(n / 250)}.${n++ % 250}`;

async function published(title: string, extra: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: agent.headers,
    payload: { title, hotel_name: 'Olive Grove', original_supplier_price: 200000, ...extra },
  });
  const q = res.json<{ id: string; slug: string }>();
  await app.inject({ method: 'POST', url: `/api/quotes/${q.id}/publish`, headers: agent.headers });
  return q;
}
const contact = (slug: string, kind: 'accept' | 'enquire', payload: object, remoteAddress = freshIp()) =>
  app.inject({ method: 'POST', url: `/api/public/quotes/${slug}/${kind}`, remoteAddress, payload });
const tasksOf = (quoteId: string) => db.select().from(tasks).where(eq(tasks.quoteId, quoteId));

describe('accept and enquire: limits fall on the sender, never on the quote (finding 3)', () => {
  it('twenty enquiries from twenty addresses do not stop the real customer accepting', async () => {
    const q = await published('Flooded quote');
    for (let i = 0; i < 20; i++)
      expect(
        (await contact(q.slug, 'enquire', { name: 'Spam', email: `spam${i}@example.test`, message: 'x' })).statusCode,
      ).toBe(201);
    const customer = await contact(q.slug, 'accept', {
      name: 'Real Customer',
      email: 'real@example.test',
      phone: '07700 900123',
    });
    expect(customer.statusCode).toBe(201);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row?.quoteStatus).toBe('accepted');
  });

  it('one sender is limited whatever addresses it uses', async () => {
    const q = await published('One sender');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await contact(q.slug, 'enquire', { name: 'Sam', email: 'sam@example.test', message: `Q${i}` })).statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('repeated enquiries from one sender fold into the agent’s open task', async () => {
    const q = await published('Folded questions');
    await contact(q.slug, 'enquire', { name: 'Dee', email: 'dee@example.test', message: 'Is breakfast included?' });
    await contact(q.slug, 'enquire', { name: 'Dee', email: 'DEE@example.test', message: 'And parking?' });
    await contact(q.slug, 'enquire', { name: 'Eve', email: 'eve@example.test', message: 'Pets allowed?' });
    const list = await tasksOf(q.id);
    expect(list).toHaveLength(2);
    const dee = list.find((t) => t.contact?.email === 'dee@example.test');
    expect(dee?.description).toContain('Is breakfast included?');
    expect(dee?.description).toContain('And parking?');
  });
});

describe('an accepted quote (issue 18 item 17)', () => {
  it('a second accept creates no task and says the quote is already accepted', async () => {
    const q = await published('Accept twice');
    expect(
      (await contact(q.slug, 'accept', { name: 'Ann', email: 'ann@example.test', phone: '07700 900123' })).statusCode,
    ).toBe(201);
    const again = await contact(q.slug, 'accept', { name: 'Ann', email: 'ann@example.test', phone: '07700 900123' });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(
      'This quote has already been accepted. Your travel agent will be in touch to confirm the booking.',
    );
    expect(await tasksOf(q.id)).toHaveLength(1);
  });

  it('the public page shows it as accepted and offers no "Accept this quote"', async () => {
    const q = await published('Shown as accepted');
    const before = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: { accept: 'text/html' } });
    expect(before.body).toMatch(/<button[^>]*data-open-dialog="accept"[^>]*>Accept this quote<\/button>/);
    await contact(q.slug, 'accept', { name: 'Ann', email: 'ann2@example.test', phone: '07700 900123' });
    const after = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: { accept: 'text/html' } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Quote accepted');
    // No button opens the accept dialog, on wide screens or in the phone bar.
    expect(after.body).not.toContain('data-open-dialog="accept"');
  });
});

describe('what a shared quote shows and how it is found (finding 6)', () => {
  const passengers = [
    { name: 'Hannah Price', type: 'adult', age: 34 },
    { name: 'Tom Price', type: 'adult', age: 36 },
    { name: 'Lily Price', type: 'child', age: 7 },
  ];

  it('shows the party, never names or ages, in the API and on the page', async () => {
    const q = await published('Family in Crete', { passengers, general_booking: { lead: 'Hannah Price' } });
    const api = await app.inject({ method: 'GET', url: `/api/public/quotes/${q.slug}` });
    expect(api.statusCode).toBe(200);
    expect(api.json().party).toBe('2 adults, 1 child');
    expect(api.json()).not.toHaveProperty('passengers');
    expect(api.json()).not.toHaveProperty('general_booking');
    expect(api.body).not.toContain('Hannah');
    const page = await app.inject({ method: 'GET', url: `/quotes/${q.slug}`, headers: { accept: 'text/html' } });
    expect(page.body).toContain('2 adults, 1 child');
    expect(page.body).not.toContain('Hannah');
    // The owner still sees the passengers in the dashboard.
    const own = await app.inject({ method: 'GET', url: `/api/quotes/${q.id}`, headers: agent.headers });
    expect(own.json().passengers).toHaveLength(3);
  });

  it('new slugs carry 10 random characters after the words; two quotes of one title differ in them', async () => {
    const a = await published('Santorini Sunset');
    const b = await published('Santorini Sunset');
    expect(a.slug).toMatch(/^santorini-sunset-[a-km-np-z2-9]{10}$/);
    expect(b.slug).toMatch(/^santorini-sunset-[a-km-np-z2-9]{10}$/);
    expect(a.slug).not.toBe(b.slug);
    expect((await app.inject({ method: 'GET', url: '/api/public/quotes/santorini-sunset-2' })).statusCode).toBe(404);
  });

  it('existing readable slugs keep working', async () => {
    const q = await published('Old link');
    await db.update(quotes).set({ slug: 'old-link-2' }).where(eq(quotes.id, q.id));
    expect((await app.inject({ method: 'GET', url: '/api/public/quotes/old-link-2' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/quotes/old-link-2', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(200);
  });

  it('one address guessing slugs gets 429 after 20 misses, on the API and the page; others read on', async () => {
    const q = await published('Guarded');
    const guesser = freshIp();
    for (let i = 1; i <= 20; i++)
      expect(
        (await app.inject({ method: 'GET', url: `/api/public/quotes/guess-${i}`, remoteAddress: guesser })).statusCode,
      ).toBe(404);
    const api = await app.inject({ method: 'GET', url: `/api/public/quotes/${q.slug}`, remoteAddress: guesser });
    expect(api.statusCode).toBe(429);
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);
    const page = await app.inject({
      method: 'GET',
      url: `/quotes/${q.slug}`,
      remoteAddress: guesser,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(429);
    expect(
      (await app.inject({ method: 'GET', url: `/api/public/quotes/${q.slug}`, remoteAddress: freshIp() })).statusCode,
    ).toBe(200);
  });
});

describe('slugs keep their letters (issue 18 item 20)', () => {
  it('"Łódź café" keeps its letters; a Japanese title falls back to the destination', async () => {
    const polish = await published('Łódź café');
    expect(polish.slug).toMatch(/^lodz-cafe-[a-km-np-z2-9]{10}$/);
    const japanese = await published('京都の休日', { destination: 'Kyoto' });
    expect(japanese.slug).toMatch(/^kyoto-[a-km-np-z2-9]{10}$/);
  });
});

describe('mail headers', () => {
  it('a quote title with a line break cannot add a header to the agent’s e-mail', async () => {
    const q = await published('Crete\nBcc: someone@example.test');
    await contact(q.slug, 'accept', { name: 'Ann', email: 'ann3@example.test', phone: '07700 900123' });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.user.email));
    const mail = mails.find((m) => m.subject.startsWith('Quote accepted: Crete'));
    expect(mail?.subject).toBe('Quote accepted: Crete Bcc: someone@example.test');
  });
});
