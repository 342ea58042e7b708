import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonToday } from '@domain/live/dates';
import { addMonths } from '@domain/passengers/passport';
import { auditLog, passengers, quotes } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

const me = await buildSignedInUser(app, { role: 'agent', firstName: 'Mina', lastName: 'Agent' });
const other = await buildSignedInUser(app, { role: 'agent' });
const admin = await buildSignedInUser(app, { role: 'admin' });

type Headers = Record<string, string>;
const today = londonToday();
const inMonths = (n: number) => addMonths(today, n);

let n = 0;
async function addPassenger(headers: Headers, payload: Record<string, unknown> = {}) {
  n += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/passengers',
    headers,
    payload: { first_name: `Pat${n}`, last_name: `Traveller${n}`, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; passport_number: string | null }>();
}

async function addQuote(agentId: string, status: string, departure: string, returnDate: string) {
  const slug = `q-${Math.random().toString(36).slice(2)}`;
  const [q] = await db
    .insert(quotes)
    .values({
      agentId,
      slug,
      title: `Lisbon ${slug}`,
      label: slug,
      quoteStatus: status,
      departureDate: departure,
      data: { flight_return_date: returnDate },
    })
    .returning();
  if (!q) throw new Error('no quote');
  return q;
}

async function link(headers: Headers, passengerId: string, quoteId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/passengers/${passengerId}/quotes`,
    headers,
    payload: { quote_id: quoteId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST /api/passengers', () => {
  it('requires sign-in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/passengers',
      payload: { first_name: 'A', last_name: 'B' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('400 names the bad fields and saves nothing', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(passengers);
    const res = await app.inject({
      method: 'POST',
      url: '/api/passengers',
      headers: me.headers,
      payload: {
        first_name: ' ',
        last_name: 'Smith',
        email: 'not-an-email',
        passport_number: '12',
        gender: 'Q',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      first_name: 'First name is required',
      email: 'Enter a valid e-mail address',
      passport_number: 'Passport number must be 5 to 20 letters or digits',
      gender: 'Gender must be one of: F, M, X',
    });
    const dates = await app.inject({
      method: 'POST',
      url: '/api/passengers',
      headers: me.headers,
      payload: {
        first_name: 'A',
        last_name: 'B',
        passport_issue_date: '2030-01-01',
        passport_expiry_date: '2029-01-01',
      },
    });
    expect(dates.json().error.fields).toEqual({ passport_expiry_date: 'Expiry date must be after the issue date' });
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(passengers);
    expect(after).toEqual(before);
  });

  it('stores the passport number and medical notes encrypted: the raw columns hold no trace of them', async () => {
    const created = await addPassenger(me.headers, {
      passport_number: '925 665 416',
      medical_notes: 'Severe peanut allergy, carries EpiPen',
      dietary_notes: 'Vegetarian',
    });
    expect(created.passport_number).toBe('925665416');
    const raw = await db.execute<Record<string, unknown>>(sql`select * from passengers where id = ${created.id}`);
    const text = JSON.stringify(raw.rows[0]);
    expect(text).not.toContain('925665416');
    expect(text).not.toContain('416');
    expect(text).not.toContain('peanut');
    expect(raw.rows[0]?.passport_number_enc).toMatch(/^v1\./);
    // Not even findable by a query on the table.
    const hits = await db.execute(sql`select id from passengers where passengers::text ilike '%925665416%'`);
    expect(hits.rows).toEqual([]);
  });

  it('warns about the same name and date of birth, and saves when the agent confirms', async () => {
    const first = await addPassenger(me.headers, {
      first_name: 'Dora',
      last_name: 'Dupe',
      date_of_birth: '1980-05-05',
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/passengers',
      headers: me.headers,
      payload: { first_name: 'dora', last_name: 'DUPE', date_of_birth: '1980-05-05' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.confirm_duplicate).toMatch(/already exists/);
    // Another agent's passenger of the same name is not a duplicate of mine.
    await addPassenger(other.headers, { first_name: 'Dora', last_name: 'Dupe', date_of_birth: '1980-05-05' });
    const confirmed = await addPassenger(me.headers, {
      first_name: 'Dora',
      last_name: 'Dupe',
      date_of_birth: '1980-05-05',
      confirm_duplicate: true,
    });
    expect(confirmed.id).not.toBe(first.id);
  });

  it("refuses another agent's household", async () => {
    const hh = await app.inject({
      method: 'POST',
      url: '/api/households',
      headers: other.headers,
      payload: { name: 'Theirs' },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/passengers',
      headers: me.headers,
      payload: { first_name: 'A', last_name: 'B', household_id: hh.json().id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ household_id: 'Choose one of your households' });
  });
});

describe('GET /api/passengers', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/passengers' })).statusCode).toBe(401);
  });

  it('400 names a bad filter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/passengers?passport=soon&sort=age', headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['passport', 'sort']);
  });

  it('lists only my passengers, searches name, e-mail and phone, masks passports, filters', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const ann = await addPassenger(agent.headers, {
      first_name: 'Annabel',
      last_name: 'Zephyr',
      email: 'annabel@example.test',
      phone: '07700 900111',
      passport_number: 'AB1234567',
      passport_expiry_date: inMonths(2),
    });
    const bob = await addPassenger(agent.headers, { first_name: 'Bob', last_name: 'Yarrow', phone: '07700 900222' });
    await addPassenger(other.headers, { first_name: 'Annabel', last_name: 'Zephyr' });

    const all = await app.inject({ method: 'GET', url: '/api/passengers', headers: agent.headers });
    expect(all.json().items.map((p: { id: string }) => p.id)).toEqual([bob.id, ann.id]);
    expect(all.json().items[1]).toMatchObject({ passport_number_masked: '•••••567', passport_expiring_soon: true });
    expect(all.body).not.toContain('AB1234567');

    for (const q of ['annab', 'ANNABEL@EXAMPLE', '900111']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/passengers?q=${encodeURIComponent(q)}`,
        headers: agent.headers,
      });
      expect(
        res.json().items.map((p: { id: string }) => p.id),
        q,
      ).toEqual([ann.id]);
    }
    const expiring = await app.inject({
      method: 'GET',
      url: '/api/passengers?passport=expiring',
      headers: agent.headers,
    });
    expect(expiring.json().items.map((p: { id: string }) => p.id)).toEqual([ann.id]);

    const trip = await addQuote(agent.user.id, 'accepted', inMonths(1), inMonths(1));
    await link(agent.headers, bob.id, trip.id);
    const upcoming = await app.inject({
      method: 'GET',
      url: '/api/passengers?travel=upcoming',
      headers: agent.headers,
    });
    expect(upcoming.json().items.map((p: { id: string }) => p.id)).toEqual([bob.id]);
    const desc = await app.inject({ method: 'GET', url: '/api/passengers?sort=name_desc', headers: agent.headers });
    expect(desc.json().items.map((p: { id: string }) => p.id)).toEqual([ann.id, bob.id]);
  });

  it('exports CSV with formula cells neutralised and passports masked', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    await addPassenger(agent.headers, {
      first_name: '=HYPERLINK("http://evil.test")',
      last_name: 'Csv',
      email: 'csv@example.test',
      phone: '+44 7700 900333',
      passport_number: 'ZX9876543',
    });
    const res = await app.inject({ method: 'GET', url: '/api/passengers/export.csv', headers: agent.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="passengers-/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Name,Date of birth,E-mail,Phone,Passport,Passport expiry,Passport flag,Next departure,Household,Added',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"") Csv"`);
    expect(lines[1]).toContain("'+44 7700 900333");
    expect(lines[1]).toContain('•••••543');
    expect(res.body).not.toContain('ZX9876543');
  });
});

describe('GET /api/admin/passengers', () => {
  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/passengers', headers: me.headers })).statusCode).toBe(
      403,
    );
  });
  it("lists every agent's passengers with the agent", async () => {
    const p = await addPassenger(me.headers, { first_name: 'Olwen', last_name: 'Adminview' });
    const res = await app.inject({ method: 'GET', url: '/api/admin/passengers?q=adminview', headers: admin.headers });
    expect(res.json().items).toEqual([
      expect.objectContaining({ id: p.id, owner: { id: me.user.id, name: 'Mina Agent' } }),
    ]);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/passengers/export.csv?q=adminview',
      headers: admin.headers,
    });
    expect(csv.body).toContain('Agent');
    expect(csv.body).toContain('Mina Agent');
  });
});

describe('GET /api/passengers/:id', () => {
  it('requires sign-in', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/passengers/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(401);
  });

  it("answers 404 for another agent's passenger and a malformed id", async () => {
    const theirs = await addPassenger(other.headers);
    for (const id of [theirs.id, 'not-an-id']) {
      expect((await app.inject({ method: 'GET', url: `/api/passengers/${id}`, headers: me.headers })).statusCode).toBe(
        404,
      );
    }
  });

  it('shows the owner everything; an admin sees it masked until opening it, which is audited', async () => {
    const p = await addPassenger(me.headers, { passport_number: 'GB5551234', medical_notes: 'Diabetic' });
    const mine = await app.inject({ method: 'GET', url: `/api/passengers/${p.id}`, headers: me.headers });
    expect(mine.json()).toMatchObject({
      passport_number: 'GB5551234',
      medical_notes: 'Diabetic',
      sensitive: 'full',
      can_edit: true,
    });

    const staff = await app.inject({ method: 'GET', url: `/api/passengers/${p.id}`, headers: admin.headers });
    expect(staff.json()).toMatchObject({
      passport_number: '•••••234',
      medical_notes: null,
      has_medical_notes: true,
      sensitive: 'masked',
      can_edit: false,
    });
    expect(staff.body).not.toContain('GB5551234');

    const opened = await app.inject({ method: 'POST', url: `/api/passengers/${p.id}/reveal`, headers: admin.headers });
    expect(opened.json()).toEqual({ passport_number: 'GB5551234', medical_notes: 'Diabetic' });
    const logged = await db.select().from(auditLog).where(eq(auditLog.event, 'passenger_sensitive_viewed'));
    expect(logged).toEqual([
      expect.objectContaining({ userId: admin.user.id, detail: { passengerId: p.id, ownerId: me.user.id } }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('GB5551234');

    // Another agent cannot open it at all.
    expect(
      (await app.inject({ method: 'POST', url: `/api/passengers/${p.id}/reveal`, headers: other.headers })).statusCode,
    ).toBe(404);
    // Nor can an admin edit it.
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/passengers/${p.id}`,
      headers: admin.headers,
      payload: { notes: 'x' },
    });
    expect(edit.statusCode).toBe(404);
  });
});

describe('PATCH /api/passengers/:id', () => {
  it('400 names the bad field; changes only what is sent; another agent gets 404', async () => {
    const p = await addPassenger(me.headers, { email: 'keep@example.test', passport_issue_date: '2020-01-01' });
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/passengers/${p.id}`,
      headers: me.headers,
      payload: { passport_expiry_date: '2019-12-31' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ passport_expiry_date: 'Expiry date must be after the issue date' });

    const ok = await app.inject({
      method: 'PATCH',
      url: `/api/passengers/${p.id}`,
      headers: me.headers,
      payload: { phone: '01632 960000', passport_number: 'c1234567' },
    });
    expect(ok.json()).toMatchObject({ email: 'keep@example.test', phone: '01632 960000', passport_number: 'C1234567' });
    const theirs = await app.inject({
      method: 'PATCH',
      url: `/api/passengers/${p.id}`,
      headers: other.headers,
      payload: { phone: '1' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('passport expiry flag', () => {
  it('flags a passport expiring within six months of a booked return, on the passenger and in the alerts', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const ret = inMonths(3);
    const tooSoon = await addPassenger(agent.headers, { passport_expiry_date: addMonths(ret, 5) });
    const fine = await addPassenger(agent.headers, { passport_expiry_date: addMonths(ret, 7) });
    const trip = await addQuote(agent.user.id, 'accepted', inMonths(2), ret);
    const draft = await addQuote(agent.user.id, 'draft', inMonths(2), ret);
    const linked = await link(agent.headers, tooSoon.id, trip.id);
    await link(agent.headers, fine.id, trip.id);
    expect(linked.passport_flag).toMatchObject({
      quote_id: trip.id,
      return_date: ret,
      valid_until_needed: addMonths(ret, 6),
    });
    expect(linked.quotes).toEqual([expect.objectContaining({ quote_id: trip.id, is_trip: true, return_date: ret })]);

    const other2 = await addPassenger(agent.headers, { passport_expiry_date: addMonths(ret, 1) });
    await link(agent.headers, other2.id, draft.id); // a draft quote is not travel
    const flagged = await app.inject({
      method: 'GET',
      url: '/api/passengers?passport=flagged',
      headers: agent.headers,
    });
    expect(flagged.json().items.map((p: { id: string }) => p.id)).toEqual([tooSoon.id]);

    const alerts = await app.inject({ method: 'GET', url: '/api/passengers/passport-alerts', headers: agent.headers });
    expect(alerts.json().items).toEqual([expect.objectContaining({ passenger_id: tooSoon.id, quote_id: trip.id })]);
  });

  it("refuses to link another agent's quote", async () => {
    const p = await addPassenger(me.headers);
    const theirs = await addQuote(other.user.id, 'accepted', inMonths(1), inMonths(2));
    const res = await app.inject({
      method: 'POST',
      url: `/api/passengers/${p.id}/quotes`,
      headers: me.headers,
      payload: { quote_id: theirs.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ quote_id: 'Choose one of your quotes' });
  });
});

describe('GDPR', () => {
  it('exports one passenger as a JSON download with the data in full, audited', async () => {
    const p = await addPassenger(me.headers, { passport_number: 'EX1234567', medical_notes: 'Asthma' });
    const res = await app.inject({ method: 'GET', url: `/api/passengers/${p.id}/export`, headers: me.headers });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="passenger-${p.id}.json"`);
    expect(res.json().passenger).toMatchObject({ id: p.id, passport_number: 'EX1234567', medical_notes: 'Asthma' });
    expect(
      (await app.inject({ method: 'GET', url: `/api/passengers/${p.id}/export`, headers: other.headers })).statusCode,
    ).toBe(404);
  });

  it('deletes a passenger no quote names, and anonymises one a quote must keep', async () => {
    const loose = await addPassenger(me.headers);
    const named = await addPassenger(me.headers, { email: 'named@example.test', passport_number: 'NM1234567' });
    const q = await addQuote(me.user.id, 'accepted', inMonths(1), inMonths(2));
    await link(me.headers, named.id, q.id);

    expect(
      (await app.inject({ method: 'DELETE', url: `/api/passengers/${loose.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: `/api/passengers/${loose.id}`, headers: me.headers });
    expect(del.json()).toEqual({ outcome: 'deleted' });
    expect(await db.select().from(passengers).where(eq(passengers.id, loose.id))).toEqual([]);

    const anon = await app.inject({ method: 'DELETE', url: `/api/passengers/${named.id}`, headers: me.headers });
    expect(anon.json()).toEqual({ outcome: 'anonymised' });
    const [kept] = await db.select().from(passengers).where(eq(passengers.id, named.id));
    expect(kept).toMatchObject({ firstName: 'Erased', lastName: 'passenger', email: null, passportNumberEnc: null });
    expect(
      (await app.inject({ method: 'GET', url: `/api/passengers/${named.id}`, headers: me.headers })).statusCode,
    ).toBe(404);
  });
});

describe('retention job', () => {
  it('deletes passport, medical and dietary data 6 months after the last return, unless kept', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const sensitive = {
      passport_number: 'RT1234567',
      passport_issuing_country: 'United Kingdom',
      passport_expiry_date: inMonths(60),
      medical_notes: 'Epilepsy',
      dietary_notes: 'Halal',
    };
    const old = await addPassenger(agent.headers, sensitive);
    const recent = await addPassenger(agent.headers, sensitive);
    const keep = await addPassenger(agent.headers, { ...sensitive, keep_sensitive_data: true });
    const travelsAgain = await addPassenger(agent.headers, sensitive);
    const neverTravelled = await addPassenger(agent.headers, sensitive);
    const onTheLineTrip = await addQuote(agent.user.id, 'accepted', addMonths(today, -7), addMonths(today, -6));
    const past = await addQuote(agent.user.id, 'booked', addMonths(today, -9), addMonths(today, -7));
    const recentTrip = await addQuote(agent.user.id, 'accepted', addMonths(today, -6), addMonths(today, -5));
    const future = await addQuote(agent.user.id, 'accepted', inMonths(2), inMonths(3));
    await link(agent.headers, old.id, past.id);
    await link(agent.headers, recent.id, recentTrip.id);
    await link(agent.headers, keep.id, past.id);
    await link(agent.headers, travelsAgain.id, past.id);
    await link(agent.headers, travelsAgain.id, future.id);
    // Exactly six months since the return: not yet past the line.
    const onTheLine = await addPassenger(agent.headers, sensitive);
    await link(agent.headers, onTheLine.id, onTheLineTrip.id);

    await app.ctx.jobs.run('passengers-retention', {});

    const read = async (id: string) =>
      (await app.inject({ method: 'GET', url: `/api/passengers/${id}`, headers: agent.headers })).json();
    expect(await read(old.id)).toMatchObject({
      passport_number: null,
      passport_issuing_country: null,
      passport_expiry_date: null,
      medical_notes: null,
      dietary_notes: null,
    });
    expect((await read(old.id)).sensitive_data_purged_at).not.toBeNull();
    for (const id of [recent.id, keep.id, travelsAgain.id, neverTravelled.id, onTheLine.id]) {
      expect(await read(id), id).toMatchObject({
        passport_number: 'RT1234567',
        medical_notes: 'Epilepsy',
        dietary_notes: 'Halal',
      });
    }
  });
});

describe('households', () => {
  it('creates a household of my passengers with a lead, and reads it with its members', async () => {
    const a = await addPassenger(me.headers, { first_name: 'Hana', last_name: 'House' });
    const b = await addPassenger(me.headers, { first_name: 'Hugo', last_name: 'House' });
    const theirs = await addPassenger(other.headers);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/households',
      headers: me.headers,
      payload: { name: 'House family', member_ids: [a.id, theirs.id] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ member_ids: 'Choose members from your passengers' });
    const noLead = await app.inject({
      method: 'POST',
      url: '/api/households',
      headers: me.headers,
      payload: { name: 'House family', member_ids: [a.id], lead_passenger_id: b.id },
    });
    expect(noLead.json().error.fields).toEqual({ lead_passenger_id: 'The lead contact must be one of the members' });

    const res = await app.inject({
      method: 'POST',
      url: '/api/households',
      headers: me.headers,
      payload: { name: 'House family', member_ids: [a.id, b.id], lead_passenger_id: b.id },
    });
    expect(res.statusCode).toBe(201);
    const hh = res.json();
    expect(hh.members.map((m: { id: string; is_lead: boolean }) => [m.id, m.is_lead])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    const read = await app.inject({ method: 'GET', url: `/api/households/${hh.id}`, headers: me.headers });
    expect(read.json().members).toHaveLength(2);
    expect(
      (await app.inject({ method: 'GET', url: `/api/households/${hh.id}`, headers: other.headers })).statusCode,
    ).toBe(404);

    // Dropping the lead from the members clears the lead.
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/households/${hh.id}`,
      headers: me.headers,
      payload: { member_ids: [a.id] },
    });
    expect(changed.json()).toMatchObject({ lead_passenger_id: null, members: [expect.objectContaining({ id: a.id })] });
    const passenger = await app.inject({ method: 'GET', url: `/api/passengers/${a.id}`, headers: me.headers });
    expect(passenger.json().household).toEqual({ id: hh.id, name: 'House family', is_lead: false });

    expect(
      (await app.inject({ method: 'DELETE', url: `/api/households/${hh.id}`, headers: me.headers })).statusCode,
    ).toBe(204);
    const after = await app.inject({ method: 'GET', url: `/api/passengers/${a.id}`, headers: me.headers });
    expect(after.json().household).toBeNull();
  });
});
