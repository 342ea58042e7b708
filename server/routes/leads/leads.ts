import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LEAD_INVITATION_DAYS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_WIZARD_STEP_LABELS,
  STAFF_ROLES,
} from '@domain/leads/constants';
import { londonToday } from '@domain/live/dates';
import { addLeadNote } from '../../commands/leads/add-lead-note';
import { inviteLead } from '../../commands/leads/invite-lead';
import { findInvitedLead } from '../../commands/leads/lead-invitation';
import { recordLead } from '../../commands/leads/record-lead';
import { updateLead } from '../../commands/leads/update-lead';
import { profiles } from '../../db/schema';
import { conflict, notFound, validation } from '../../errors';
import { leadInvitationMail } from '../../integrations/mail/templates-leads';
import { audit } from '../../lib/audit';
import { toCsv } from '../../lib/csv';
import { paginate } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { presentLead, presentLeadEvent, staffName } from '../../presenters/leads';
import { findLead, leadFilters, leadOrder, leadsWithOwner, leadTimeline, staffMembers, toStaff } from './queries';
import {
  ConvertResponseSchema,
  InviteParams,
  JoinInviteResponseSchema,
  LeadCreateSchema,
  LeadDetailResponseSchema,
  LeadListQuerySchema,
  LeadListResponseSchema,
  LeadNoteSchema,
  LeadOwnersResponseSchema,
  LeadParams,
  LeadUpdateSchema,
} from './schema';

/** Rows a CSV export holds at most; past that, filter the list first. */
const EXPORT_MAX_ROWS = 10_000;

/**
 * The admin's leads (SPEC 2 /dashboard/admin/leads): the list with its CSV,
 * a lead with its timeline, notes, status, owner, next action and "Convert
 * into member"; and the public end of the invitation that conversion sends.
 */
const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;

  async function detail(id: string) {
    const found = await findLead(db, id);
    if (!found) throw notFound();
    const events = await leadTimeline(db, id);
    return {
      lead: presentLead(found.lead, toStaff(found.owner)),
      events: events.map((e) => presentLeadEvent(e.event, toStaff(e.actor))),
    };
  }

  app.get(
    '/api/admin/leads',
    {
      config: { access: 'leads.manage' },
      schema: { querystring: LeadListQuerySchema, response: { 200: LeadListResponseSchema } },
    },
    async (req) => {
      const { page, pageSize, sort } = req.query;
      const query = leadsWithOwner(db)
        .where(leadFilters(req.query, viewerOf(req).user.id))
        .$dynamic();
      const list = await paginate(db, query, { orderBy: leadOrder(sort), page, pageSize });
      return { ...list, items: list.items.map((r) => presentLead(r.lead, toStaff(r.owner))) };
    },
  );

  app.get(
    '/api/admin/leads/export.csv',
    { config: { access: 'leads.manage' }, schema: { querystring: LeadListQuerySchema } },
    async (req, reply) => {
      const rows = await leadsWithOwner(db)
        .where(leadFilters(req.query, viewerOf(req).user.id))
        .orderBy(...leadOrder(req.query.sort))
        .limit(EXPORT_MAX_ROWS);
      const csv = toCsv(
        [
          'Name',
          'E-mail',
          'Phone',
          'Source',
          'Plan interest',
          'Wizard step',
          'Status',
          'Owner',
          'Next action',
          'Created',
          'Updated',
        ],
        rows.map(({ lead, owner }) => [
          lead.name,
          lead.email,
          lead.phone,
          LEAD_SOURCE_LABELS[lead.source],
          lead.planInterest,
          lead.wizardStep ? LEAD_WIZARD_STEP_LABELS[lead.wizardStep] : null,
          LEAD_STATUS_LABELS[lead.status],
          owner ? staffName(owner) : null,
          lead.nextActionDate,
          lead.createdAt.toISOString(),
          lead.updatedAt.toISOString(),
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${londonToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/admin/leads/owners',
    { config: { access: 'leads.manage' }, schema: { response: { 200: LeadOwnersResponseSchema } } },
    async () => ({ items: (await staffMembers(db)).map((p) => ({ id: p.id, name: staffName(p) })) }),
  );

  app.post(
    '/api/admin/leads',
    {
      config: { access: 'leads.manage' },
      schema: { body: LeadCreateSchema, response: { 201: LeadDetailResponseSchema } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const b = req.body;
      const id = await db.transaction(async (tx) => {
        const recorded = await recordLead(tx, {
          email: b.email,
          name: b.name,
          phone: b.phone,
          planInterest: b.plan_interest,
          message: b.note,
          source: 'admin',
          actorId: viewer.user.id,
        });
        if (!recorded.created)
          throw conflict('A lead with this e-mail already exists.', {
            email: 'A lead with this e-mail already exists',
          });
        await audit(tx, 'lead_created', {
          userId: viewer.user.id,
          ip: req.ip,
          detail: { by: viewer.user.id, leadId: recorded.id, email: b.email },
        });
        return recorded.id;
      });
      return reply.status(201).send(await detail(id));
    },
  );

  app.get(
    '/api/admin/leads/:id',
    {
      config: { access: 'leads.manage' },
      schema: { params: LeadParams, response: { 200: LeadDetailResponseSchema } },
    },
    async (req) => {
      if (!req.params.id) throw notFound();
      return detail(req.params.id);
    },
  );

  app.patch(
    '/api/admin/leads/:id',
    {
      config: { access: 'leads.manage' },
      schema: { params: LeadParams, body: LeadUpdateSchema, response: { 200: LeadDetailResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findLead(db, req.params.id);
      if (!found) throw notFound();
      const b = req.body;
      // Names of the old and new owner, for the timeline's "from -> to".
      const ids = [found.lead.ownerId, b.owner_id].filter((v): v is string => typeof v === 'string');
      const staff = ids.length
        ? await db
            .select({
              id: profiles.id,
              firstName: profiles.firstName,
              lastName: profiles.lastName,
              email: profiles.email,
              role: profiles.role,
            })
            .from(profiles)
            .where(inArray(profiles.id, ids))
        : [];
      let newOwner: { id: string; name: string } | null | undefined;
      if (b.owner_id === null) newOwner = null;
      else if (b.owner_id !== undefined) {
        const p = staff.find((s) => s.id === b.owner_id);
        if (!p || !(STAFF_ROLES as readonly string[]).includes(p.role))
          throw validation({ owner_id: 'Choose an admin or a manager' });
        newOwner = { id: p.id, name: staffName(p) };
      }
      const updated = await updateLead(
        db,
        found.lead.id,
        {
          status: b.status,
          owner: newOwner,
          nextActionDate: b.next_action_date,
          name: b.name,
          phone: b.phone,
          planInterest: b.plan_interest,
        },
        { id: viewer.user.id, ip: req.ip, ownerNames: new Map(staff.map((s) => [s.id, staffName(s)])) },
      );
      if (!updated) throw notFound();
      return detail(updated.id);
    },
  );

  app.post(
    '/api/admin/leads/:id/notes',
    {
      config: { access: 'leads.manage' },
      schema: { params: LeadParams, body: LeadNoteSchema, response: { 201: LeadDetailResponseSchema } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      if (!req.params.id || !(await addLeadNote(db, req.params.id, req.body.body, { id: viewer.user.id, ip: req.ip })))
        throw notFound();
      return reply.status(201).send(await detail(req.params.id));
    },
  );

  app.post(
    '/api/admin/leads/:id/convert',
    {
      config: { access: 'leads.manage' },
      schema: { params: LeadParams, response: { 200: ConvertResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      if (!req.params.id) throw notFound();
      const outcome = await inviteLead(db, req.params.id, { id: viewer.user.id, ip: req.ip });
      if (outcome.kind === 'missing') throw notFound();
      if (outcome.kind === 'converted') throw conflict('This lead is already a member.');
      const { lead, token } = outcome;
      await mailer.send(
        leadInvitationMail({
          to: lead.email,
          brandName: brand.name,
          name: lead.name,
          link: `${publicUrl}/join/new?invite=${encodeURIComponent(token)}`,
          days: LEAD_INVITATION_DAYS,
        }),
      );
      return { sent_to: lead.email, expires_at: (lead.inviteExpiresAt ?? new Date()).toISOString() };
    },
  );

  // The join wizard reads this to fill its first step from an invitation link.
  app.get(
    '/api/join/invite/:token',
    {
      config: { access: 'public' },
      schema: { params: InviteParams, response: { 200: JoinInviteResponseSchema } },
    },
    async (req) => {
      const lead = await findInvitedLead(db, req.params.token);
      if (!lead) throw notFound('This invitation is invalid, has expired or has already been used.');
      return { email: lead.email, name: lead.name, phone: lead.phone, plan_interest: lead.planInterest };
    },
  );
};

export default leadRoutes;
