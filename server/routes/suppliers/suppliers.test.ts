import { describe, expect, it } from 'vitest';
import { loadSupplier } from '../../commands/suppliers/load-supplier';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

const admin = await buildSignedInUser(app, { role: 'admin' });
const agent = await buildSignedInUser(app, { role: 'agent' });
const manager = await buildSignedInUser(app, { role: 'manager' });
const onboarding = await buildSignedInUser(app, { role: 'onboarding' });

let n = 0;
/** A valid supplier body with a unique name. */
function body(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Sunway Holidays ${n}`,
    type: 'tour_operator',
    website: 'https://sunway.example',
    booking_instructions_html: '<p>Book on the <strong>trade site</strong>.</p>',
    contacts: [{ name: 'Priya Shah', role: 'Trade sales', email: 'priya@sunway.example', phone: '+44 161 496 0000' }],
    abta_number: 'V1234',
    atol_number: '5678',
    commission_basis: 'percent_gross',
    commission_rate_bp: 1000,
    commission_paid_when: 'after_departure',
    balance_due_days: 70,
    deposit_basis: 'per_person',
    deposit_amount_pence: 15000,
    payment_methods: ['debit_card', 'bank_transfer'],
    agent_login_notes: 'Log in at the trade portal with the agency ABTA number.',
    tags: ['Family', 'Europe'],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/suppliers',
    headers: admin.headers,
    payload: body(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string }>();
}

const names = async (headers: Record<string, string>, qs = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/suppliers${qs}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { name: string }[] }>().items.map((s) => s.name);
};

describe('POST /api/suppliers', () => {
  it('requires sign-in, and is for admins only', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/suppliers', payload: body() })).statusCode).toBe(401);
    for (const who of [agent, manager]) {
      const res = await app.inject({ method: 'POST', url: '/api/suppliers', headers: who.headers, payload: body() });
      expect(res.statusCode).toBe(403);
    }
  });

  it('400 names each bad field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/suppliers',
      headers: admin.headers,
      payload: body({
        name: ' ',
        type: 'spaceline',
        website: 'sunway',
        commission_rate_bp: null,
        balance_due_days: 400,
        contacts: [{ name: 'Sam', email: 'not-an-email' }],
        logo_url: 'javascript:alert(1)',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Name is required',
      type: expect.stringContaining('Type must be one of'),
      website: 'Website must be a web address (https://...)',
      balance_due_days: 'Balance due days must be at most 365',
      'contacts.0.email': 'Contact e-mail must be an e-mail address',
      logo_url: 'Logo must be an image uploaded here or an https:// address',
    });
  });

  it('asks for the rate a percent commission needs', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/suppliers',
      headers: admin.headers,
      payload: body({ commission_rate_bp: null }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ commission_rate_bp: 'Commission rate is required' });
  });

  it('creates a supplier with its rules typed and its instructions sanitised', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/suppliers',
      headers: admin.headers,
      payload: body({
        name: 'Clean Cruises',
        type: 'cruise',
        booking_instructions_html:
          '<p onclick="steal()">Call first</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        // The amount is dropped: a percent basis keeps only its rate.
        commission_amount_pence: 999,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const dto = res.json();
    expect(dto).toMatchObject({
      name: 'Clean Cruises',
      type: 'cruise',
      active: true,
      commission_basis: 'percent_gross',
      commission_rate_bp: 1000,
      commission_amount_pence: null,
      deposit_amount_pence: 15000,
      tags: ['family', 'europe'],
      payment_methods: ['debit_card', 'bank_transfer'],
    });
    expect(dto.booking_instructions_html).toBe('<p>Call first</p>x');
    const row = await loadSupplier(db, dto.id);
    expect(row?.commissionRateBp).toBe(1000);
    expect(row?.balanceDueDays).toBe(70);
    expect(row?.bookingInstructionsHtml).not.toContain('script');
  });

  it('409 names the field when the name is already in the directory (any case)', async () => {
    const first = await create();
    const res = await app.inject({
      method: 'POST',
      url: '/api/suppliers',
      headers: admin.headers,
      payload: body({ name: first.name.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ name: 'A supplier with this name is already in the directory' });
  });
});

describe('GET /api/suppliers', () => {
  it('requires sign-in; onboarding agents are refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/suppliers' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/suppliers', headers: onboarding.headers });
    expect(res.statusCode).toBe(403);
  });

  it('searches and filters by type and tag; archived suppliers are hidden from agents', async () => {
    await create({ name: 'Azure Car Hire Filter', type: 'car_hire', tags: ['airport'] });
    await create({ name: 'Azure Transfers Filter', type: 'transfer', tags: ['airport', 'private'] });
    const gone = await create({ name: 'Azure Gone Filter', type: 'transfer', tags: ['airport'] });
    await app.inject({ method: 'POST', url: `/api/suppliers/${gone.id}/archive`, headers: admin.headers });

    expect(await names(agent.headers, '?q=azure')).toEqual(['Azure Car Hire Filter', 'Azure Transfers Filter']);
    expect(await names(agent.headers, '?q=azure&type=transfer')).toEqual(['Azure Transfers Filter']);
    expect(await names(agent.headers, '?q=azure&tag=Private')).toEqual(['Azure Transfers Filter']);
    expect(await names(agent.headers, '?q=azure&sort=name_desc')).toEqual([
      'Azure Transfers Filter',
      'Azure Car Hire Filter',
    ]);
    expect(await names(admin.headers, '?q=azure&status=archived')).toEqual(['Azure Gone Filter']);
    const refused = await app.inject({ method: 'GET', url: '/api/suppliers?status=all', headers: agent.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('400 names the bad filter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/suppliers?type=rocket&sort=up', headers: agent.headers });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['sort', 'type']);
  });

  it('lists the tags in use', async () => {
    await create({ tags: ['tagtest-zeta', 'tagtest-alpha'] });
    const res = await app.inject({ method: 'GET', url: '/api/suppliers/tags', headers: agent.headers });
    const tags = res.json<{ tags: string[] }>().tags.filter((t) => t.startsWith('tagtest-'));
    expect(tags).toEqual(['tagtest-alpha', 'tagtest-zeta']);
  });
});

describe('GET /api/suppliers/:id', () => {
  it('opens a supplier for an agent; an archived or unknown one is not found', async () => {
    const s = await create();
    const res = await app.inject({ method: 'GET', url: `/api/suppliers/${s.id}`, headers: agent.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().contacts[0]).toEqual({
      name: 'Priya Shah',
      role: 'Trade sales',
      email: 'priya@sunway.example',
      phone: '+44 161 496 0000',
    });
    await app.inject({ method: 'POST', url: `/api/suppliers/${s.id}/archive`, headers: admin.headers });
    const hidden = await app.inject({ method: 'GET', url: `/api/suppliers/${s.id}`, headers: agent.headers });
    expect(hidden.statusCode).toBe(404);
    const forAdmin = await app.inject({ method: 'GET', url: `/api/suppliers/${s.id}`, headers: admin.headers });
    expect(forAdmin.json()).toMatchObject({ active: false, archived_at: expect.any(String) });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res404 = await app.inject({ method: 'GET', url: `/api/suppliers/${id}`, headers: agent.headers });
      expect(res404.statusCode).toBe(404);
    }
  });
});

describe('PUT /api/suppliers/:id, archive and restore', () => {
  it('edits, archives and restores', async () => {
    const s = await create();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/suppliers/${s.id}`,
      headers: admin.headers,
      payload: body({ name: `${s.name} (edited)`, commission_basis: 'fixed', commission_amount_pence: 5000 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      commission_basis: 'fixed',
      commission_amount_pence: 5000,
      commission_rate_bp: null,
    });

    const archived = await app.inject({
      method: 'POST',
      url: `/api/suppliers/${s.id}/archive`,
      headers: admin.headers,
    });
    expect(archived.json()).toMatchObject({ active: false });
    const restored = await app.inject({
      method: 'POST',
      url: `/api/suppliers/${s.id}/restore`,
      headers: admin.headers,
    });
    expect(restored.json()).toMatchObject({ active: true, archived_at: null });
    expect(await names(agent.headers, `?q=${encodeURIComponent('(edited)')}`)).toContain(`${s.name} (edited)`);
  });

  it('is for admins only; 400 names the field; unknown is not found', async () => {
    const s = await create();
    const byAgent = await app.inject({
      method: 'PUT',
      url: `/api/suppliers/${s.id}`,
      headers: agent.headers,
      payload: body(),
    });
    expect(byAgent.statusCode).toBe(403);
    const archiveByAgent = await app.inject({
      method: 'POST',
      url: `/api/suppliers/${s.id}/archive`,
      headers: agent.headers,
    });
    expect(archiveByAgent.statusCode).toBe(403);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/suppliers/${s.id}`,
      headers: admin.headers,
      payload: body({ deposit_basis: 'percent', deposit_percent_bp: 20000 }),
    });
    expect(bad.json().error.fields).toEqual({ deposit_percent_bp: 'Deposit percent must be at most 10000' });
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/suppliers/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: body(),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/suppliers/export', () => {
  it('is for admins; the CSV neutralises formula cells', async () => {
    await create({ name: '=HYPERLINK("https://evil.example","Export test")', tags: ['exporttest'] });
    const refused = await app.inject({ method: 'GET', url: '/api/suppliers/export', headers: agent.headers });
    expect(refused.statusCode).toBe(403);
    const res = await app.inject({
      method: 'GET',
      url: '/api/suppliers/export?tag=exporttest',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Name,Type,Status,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(/);
    expect(lines[1]).toContain('Tour operator,Active');
  });
});

describe('loadSupplier', () => {
  it('reads the typed rules other areas use; a malformed id is undefined', async () => {
    const s = await create({ balance_due_days: 84, deposit_basis: 'percent', deposit_percent_bp: 2000 });
    const row = await loadSupplier(db, s.id);
    expect(row).toMatchObject({
      balanceDueDays: 84,
      depositBasis: 'percent',
      depositPercentBp: 2000,
      depositAmountPence: null,
    });
    expect(await loadSupplier(db, 'nope')).toBeUndefined();
  });
});
