import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonToday } from '@domain/live/dates';
import { addDays } from '@domain/tasks/due';
import { useLeadInvitation } from '../../commands/leads/lead-invitation';
import { recordLead } from '../../commands/leads/record-lead';
import { auditLog, leads } from '../../db/schema';
import { buildSignedInUser, buildUser, uniqueEmail } from '../../test/factories';
import { lastMailTo } from '../../test/mail';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;
const admin = await buildSignedInUser(app, { role: 'admin', firstName: 'Alex', lastName: 'Admin' });

function inviteToken(text: string): string {
  const match = text.match(/\/join\/new\?invite=([^\s]+)/);
  if (!match?.[1]) throw new Error(`no invitation link in ${text}`);
  return decodeURIComponent(match[1]);
}

async function list(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/admin/leads?${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { email: string; status: string }[]; total: number };
}

describe('GET /api/admin/leads', () => {
  it('requires sign-in, then the admin role', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/leads' })).statusCode).toBe(401);
    const manager = await buildSignedInUser(app, { role: 'manager' });
    const res = await app.inject({ method: 'GET', url: '/api/admin/leads', headers: manager.headers });
    expect(res.statusCode).toBe(403);
  });

  it('400 names the bad filter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/leads?status=hot', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('status');
    const owner = await app.inject({ method: 'GET', url: '/api/admin/leads?owner=bob', headers: admin.headers });
    expect(owner.json().error.fields).toHaveProperty('owner');
  });

  it('searches and filters by status, source, owner and next action date', async () => {
    const tag = `srch${Date.now()}`;
    const a = await recordLead(db, { email: uniqueEmail(tag), name: 'Ava Contact', source: 'contact' });
    const b = await recordLead(db, { email: uniqueEmail(tag), name: 'Ben Caller', source: 'book-call' });
    const c = await recordLead(db, { email: uniqueEmail(tag), name: 'Cleo Lost', source: 'ai-tool' });
    await db.update(leads).set({ status: 'lost' }).where(eq(leads.id, c.id));
    await db
      .update(leads)
      .set({ ownerId: admin.user.id, nextActionDate: addDays(londonToday(), -1) })
      .where(eq(leads.id, b.id));

    expect((await list(`q=${tag}`)).total).toBe(2); // open by default
    expect((await list(`q=${tag}&status=all`)).total).toBe(3);
    expect((await list(`q=${tag}&status=lost`)).items.map((l) => l.status)).toEqual(['lost']);
    expect((await list(`q=${tag}&source=book-call`)).items).toHaveLength(1);
    expect((await list(`q=${tag}&owner=mine`)).items).toHaveLength(1);
    expect((await list(`q=${tag}&owner=none&status=all`)).total).toBe(2);
    expect((await list(`q=${tag}&due=due`)).items).toHaveLength(1);
    expect((await list(`q=Ava Contact`)).items.map((l) => l.email)).toContain(
      (await db.select().from(leads).where(eq(leads.id, a.id)))[0]?.email,
    );
    const sorted = await list(`q=${tag}&status=all&sort=name_asc`);
    expect(sorted.items.map((l) => l.status)).toEqual(['new', 'new', 'lost']);
  });

  it('exports the filtered leads as CSV, formulas neutralised', async () => {
    const tag = `csv${Date.now()}`;
    await recordLead(db, { email: uniqueEmail(tag), name: '=HYPERLINK("x")', source: 'contact' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/leads/export.csv?q=${tag}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Phone,Source,Plan interest,Wizard step,Status,Owner,Next action,Created,Updated',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('Contact form');
  });
});

describe('POST /api/admin/leads', () => {
  it('adds a lead by hand with a first note, refuses a second lead for the same e-mail', async () => {
    const email = uniqueEmail('manual');
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/leads',
      headers: admin.headers,
      payload: { email: email.toUpperCase(), name: 'Phil Phone', note: 'Rang the office' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lead).toMatchObject({ email, source: 'admin', status: 'new' });
    expect(res.json().events[0]).toMatchObject({
      kind: 'touch',
      message: 'Rang the office',
      actor: { name: 'Alex Admin' },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/leads',
      headers: admin.headers,
      payload: { email },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('email');
  });

  it('400 names the bad e-mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/leads',
      headers: admin.headers,
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Please enter a valid email');
  });
});

describe('PATCH /api/admin/leads/:id and notes', () => {
  it('changes status, owner and next action, each on the timeline and in the audit log', async () => {
    const manager = await buildUser(db, { role: 'manager', firstName: 'Mia', lastName: 'Manager' });
    const { id } = await recordLead(db, { email: uniqueEmail('work'), source: 'contact', message: 'Hello' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${id}`,
      headers: admin.headers,
      payload: { status: 'contacted', owner_id: manager.user.id, next_action_date: '2030-01-15' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lead).toMatchObject({
      status: 'contacted',
      owner: { name: 'Mia Manager' },
      next_action_date: '2030-01-15',
    });
    expect(body.events.slice(1).map((e: { kind: string; from: string; to: string }) => [e.kind, e.from, e.to])).toEqual(
      [
        ['status', 'new', 'contacted'],
        ['owner', null, 'Mia Manager'],
        ['next_action', null, '2030-01-15'],
      ],
    );
    const note = await app.inject({
      method: 'POST',
      url: `/api/admin/leads/${id}/notes`,
      headers: admin.headers,
      payload: { body: 'Called, wants the yearly plan' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().events.at(-1)).toMatchObject({
      kind: 'note',
      message: 'Called, wants the yearly plan',
      actor: { name: 'Alex Admin' },
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, admin.user.id), eq(auditLog.event, 'lead_updated')));
    expect(audits.some((a) => a.detail.leadId === id && a.detail.by === admin.user.id)).toBe(true);
  });

  it('refuses an owner who is not staff, and an empty note', async () => {
    const agent = await buildUser(db, { role: 'agent' });
    const { id } = await recordLead(db, { email: uniqueEmail('owner'), source: 'contact' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${id}`,
      headers: admin.headers,
      payload: { owner_id: agent.user.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.owner_id).toBe('Choose an admin or a manager');
    const note = await app.inject({
      method: 'POST',
      url: `/api/admin/leads/${id}/notes`,
      headers: admin.headers,
      payload: { body: '   ' },
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().error.fields.body).toBe('Write a note');
  });

  it('an unknown or malformed id is not found', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      const patch = await app.inject({
        method: 'PATCH',
        url: `/api/admin/leads/${id}`,
        headers: admin.headers,
        payload: { status: 'lost' },
      });
      expect(patch.statusCode).toBe(404);
    }
  });
});

describe('POST /api/admin/leads/:id/convert and GET /api/join/invite/:token', () => {
  it('e-mails a single-use invitation the wizard can read until it is used', async () => {
    const email = uniqueEmail('convert');
    const { id } = await recordLead(db, {
      email,
      name: 'Cara Convert',
      source: 'wizard',
      step: 'plan',
      planInterest: 'agent-monthly',
    });
    const res = await app.inject({ method: 'POST', url: `/api/admin/leads/${id}/convert`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().sent_to).toBe(email);
    const mail = await lastMailTo(app, email);
    expect(mail?.subject).toMatch(/^Finish joining /);
    const token = inviteToken(mail?.text ?? '');
    const [stored] = await db.select().from(leads).where(eq(leads.id, id));
    expect(stored?.inviteTokenHash).not.toContain(token);
    expect(stored?.status).toBe('contacted');

    const invite = await app.inject({ method: 'GET', url: `/api/join/invite/${encodeURIComponent(token)}` });
    expect(invite.statusCode).toBe(200);
    expect(invite.json()).toEqual({ email, name: 'Cara Convert', phone: null, plan_interest: 'agent-monthly' });

    expect(await useLeadInvitation(db, token)).not.toBeNull();
    expect(await useLeadInvitation(db, token)).toBeNull();
    const used = await app.inject({ method: 'GET', url: `/api/join/invite/${encodeURIComponent(token)}` });
    expect(used.statusCode).toBe(404);
  });

  it('a new invitation replaces the old link; an expired link is not found', async () => {
    const email = uniqueEmail('reinvite');
    const { id } = await recordLead(db, { email, source: 'contact' });
    await app.inject({ method: 'POST', url: `/api/admin/leads/${id}/convert`, headers: admin.headers });
    const first = inviteToken((await lastMailTo(app, email))?.text ?? '');
    await app.inject({ method: 'POST', url: `/api/admin/leads/${id}/convert`, headers: admin.headers });
    const second = inviteToken((await lastMailTo(app, email))?.text ?? '');
    expect((await app.inject({ method: 'GET', url: `/api/join/invite/${encodeURIComponent(first)}` })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/api/join/invite/${encodeURIComponent(second)}` })).statusCode,
    ).toBe(200);
    await db
      .update(leads)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(leads.id, id));
    expect(
      (await app.inject({ method: 'GET', url: `/api/join/invite/${encodeURIComponent(second)}` })).statusCode,
    ).toBe(404);
  });

  it('refuses to invite a lead who is already a member', async () => {
    const member = await buildUser(db, { role: 'agent' });
    const email = uniqueEmail('member');
    const { id } = await recordLead(db, { email, source: 'wizard', convertedUserId: member.user.id });
    const res = await app.inject({ method: 'POST', url: `/api/admin/leads/${id}/convert`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This lead is already a member.');
  });
});
