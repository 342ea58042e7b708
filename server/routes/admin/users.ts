import { and, asc, desc, eq, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserActionResponseSchema,
  AdminUserDetailSchema,
  AdminUserListResponseSchema,
  MembershipChangeSchema,
  PEOPLE_EVENT_LABELS,
  QuoteAgentListQuerySchema,
  QuoteAgentListResponseSchema,
  ReasonSchema,
  RoleChangeSchema,
  UserListQuerySchema,
  type UserMembershipFilter,
  type UserSort,
} from '@domain/leads/people';
import { issueToken } from '../../commands/auth/issue-token';
import { changeMembership } from '../../commands/users/change-membership';
import { changeRole } from '../../commands/users/change-role';
import { deactivateUser, reactivateUser } from '../../commands/users/deactivate-user';
import type { Executor } from '../../db';
import {
  auditLog,
  payments,
  profiles,
  quotes,
  subscriptionBilling,
  subscriptions,
  userDeactivations,
  users,
} from '../../db/schema';
import { conflict, notFound, validation } from '../../errors';
import { confirmSignUpMail, resetPasswordMail } from '../../integrations/mail/templates';
import { audit } from '../../lib/audit';
import { IdParams, paginate, searchColumns } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { presentAdminUser, presentHistoryEntry, staffName } from '../../presenters/leads';

/** SPEC 4/6: an active membership (Current or trialing, not past its expiry) or an active subscription. */
const membershipActive = sql<boolean>`coalesce((${profiles.membershipStatus} in ('Current','trialing') and (${profiles.membershipExpiryDate} is null or ${profiles.membershipExpiryDate} > now()))
  or exists (select 1 from subscriptions s where s.user_id = ${profiles.id} and s.status in ('active','trialing')), false)`;
const hasAnySubscription = sql`exists (select 1 from subscriptions s where s.user_id = ${profiles.id})`;

function membershipFilter(f: UserMembershipFilter): SQL | undefined {
  if (f === 'active') return membershipActive;
  if (f === 'inactive')
    return and(not(membershipActive), sql`(${profiles.membershipStatus} is not null or ${hasAnySubscription})`);
  if (f === 'none') return and(isNull(profiles.membershipStatus), not(hasAnySubscription));
  return undefined;
}

function people(db: Executor) {
  return db
    .select({
      profile: profiles,
      confirmedAt: users.emailConfirmedAt,
      deactivated: sql<boolean>`${userDeactivations.userId} is not null`,
      membershipActive,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(userDeactivations, eq(userDeactivations.userId, profiles.id));
}

async function findPerson(db: Executor, id: string | null) {
  if (!id) return undefined;
  const [row] = await people(db).where(eq(profiles.id, id));
  return row;
}

const SEARCHED = [profiles.email, profiles.firstName, profiles.lastName, profiles.agencyName, profiles.phoneNumber];

function userOrder(sort: UserSort): SQL[] {
  switch (sort) {
    case 'created_asc':
      return [asc(profiles.createdAt), asc(profiles.id)];
    case 'name_asc':
      return [
        sql`lower(coalesce(${profiles.firstName}, '')) asc`,
        sql`lower(coalesce(${profiles.lastName}, '')) asc`,
        asc(profiles.id),
      ];
    case 'email_asc':
      return [asc(profiles.email), asc(profiles.id)];
    case 'expiry_asc':
      return [sql`${profiles.membershipExpiryDate} asc nulls last`, asc(profiles.id)];
    case 'created_desc':
      return [desc(profiles.createdAt), desc(profiles.id)];
  }
}

/**
 * The admin's people (SPEC 2 /dashboard/admin/users and /dashboard/admin/quotes-agent):
 * every account with its membership, and the actions an admin takes on one,
 * each with a reason the audit log keeps with who and when.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;

  /** Loads the target of an action: 404 when unknown, a clear 400 when it is the admin themselves. */
  async function target(req: { params: { id: string | null } }, viewerId: string, what: string) {
    const found = await findPerson(db, req.params.id);
    if (found && found.profile.id === viewerId)
      throw validation({ reason: `You cannot ${what} your own account` }, `You cannot ${what} your own account`);
    return found;
  }

  async function answer(id: string) {
    const row = await findPerson(db, id);
    if (!row) throw notFound();
    return { user: presentAdminUser(row) };
  }

  app.get(
    '/api/admin/users',
    {
      config: { access: 'users.manage' },
      schema: { querystring: UserListQuerySchema, response: { 200: AdminUserListResponseSchema } },
    },
    async (req) => {
      const q = req.query;
      const query = people(db)
        .where(
          and(
            q.role === 'any' ? undefined : eq(profiles.role, q.role),
            membershipFilter(q.membership),
            q.confirmed === 'yes'
              ? isNotNull(users.emailConfirmedAt)
              : q.confirmed === 'no'
                ? isNull(users.emailConfirmedAt)
                : undefined,
            q.state === 'deactivated'
              ? isNotNull(userDeactivations.userId)
              : q.state === 'active'
                ? isNull(userDeactivations.userId)
                : undefined,
            searchColumns(q.q, SEARCHED),
          ),
        )
        .$dynamic();
      const list = await paginate(db, query, { orderBy: userOrder(q.sort), page: q.page, pageSize: q.pageSize });
      return { ...list, items: list.items.map(presentAdminUser) };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      config: { access: 'users.manage' },
      schema: { params: IdParams, response: { 200: AdminUserDetailSchema } },
    },
    async (req) => {
      const row = await findPerson(db, req.params.id);
      if (!row) throw notFound();
      const id = row.profile.id;
      const [deactivation] = await db.select().from(userDeactivations).where(eq(userDeactivations.userId, id));
      const subs = await db
        .select({ sub: subscriptions, billing: subscriptionBilling })
        .from(subscriptions)
        .leftJoin(subscriptionBilling, eq(subscriptionBilling.subscriptionId, subscriptions.id))
        .where(eq(subscriptions.userId, id))
        .orderBy(desc(subscriptions.createdAt));
      const paid = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, id))
        .orderBy(desc(payments.createdAt))
        .limit(50);
      const history = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.userId, id), inArray(auditLog.event, Object.keys(PEOPLE_EVENT_LABELS))))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(100);
      const byIds = [
        ...new Set(
          [...history.map((h) => h.detail.by), deactivation?.byUserId].filter(
            (v): v is string => typeof v === 'string',
          ),
        ),
      ];
      const names = new Map(
        byIds.length
          ? (
              await db
                .select({
                  id: profiles.id,
                  firstName: profiles.firstName,
                  lastName: profiles.lastName,
                  email: profiles.email,
                })
                .from(profiles)
                .where(inArray(profiles.id, byIds))
            ).map((p) => [p.id, staffName(p)])
          : [],
      );
      const nameOf = (v: unknown) => (typeof v === 'string' ? (names.get(v) ?? 'A former admin') : null);
      return {
        user: presentAdminUser(row),
        deactivation: deactivation
          ? { reason: deactivation.reason, at: deactivation.createdAt.toISOString(), by: nameOf(deactivation.byUserId) }
          : null,
        subscriptions: subs.map(({ sub, billing }) => ({
          status: sub.status,
          plan_id: billing?.planId ?? null,
          interval: billing?.interval ?? null,
          amount_pence: billing?.amountPence ?? null,
          cancel_at_period_end: billing?.cancelAtPeriodEnd ?? false,
          trial_ends_at: sub.trialEndsAt?.toISOString() ?? null,
          current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
          created_at: sub.createdAt.toISOString(),
        })),
        payments: paid.map((p) => ({
          id: p.id,
          description: p.description,
          amount_pence: p.amountPence,
          vat_pence: p.vatPence,
          refunded_pence: p.refundedPence,
          status: p.status,
          card_brand: p.cardBrand,
          paid_at: p.paidAt?.toISOString() ?? null,
          created_at: p.createdAt.toISOString(),
        })),
        history: history.map((h) => presentHistoryEntry(h, nameOf(h.detail.by))),
      };
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      config: { access: 'users.manage' },
      schema: { params: IdParams, body: RoleChangeSchema, response: { 200: AdminUserActionResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findPerson(db, req.params.id);
      if (found?.profile.id === viewer.user.id)
        throw validation({ role: 'You cannot change your own role' }, 'You cannot change your own role');
      authorize(viewer, 'profile.change-role', found?.profile);
      if (found.profile.role !== req.body.role)
        await changeRole(db, found.profile, req.body.role, { by: viewer.user.id, reason: req.body.reason, ip: req.ip });
      return answer(found.profile.id);
    },
  );

  app.patch(
    '/api/admin/users/:id/membership',
    {
      config: { access: 'users.manage' },
      schema: { params: IdParams, body: MembershipChangeSchema, response: { 200: AdminUserActionResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await target(req, viewer.user.id, 'change the membership of');
      authorize(viewer, 'user.manage', found?.profile);
      const b = req.body;
      await changeMembership(
        db,
        found.profile,
        { status: b.membership_status, expiryDate: b.membership_expiry_date },
        { by: viewer.user.id, reason: b.reason, ip: req.ip },
      );
      return answer(found.profile.id);
    },
  );

  app.post(
    '/api/admin/users/:id/deactivate',
    {
      config: { access: 'users.manage' },
      schema: { params: IdParams, body: ReasonSchema, response: { 200: AdminUserActionResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await target(req, viewer.user.id, 'deactivate');
      authorize(viewer, 'user.manage', found?.profile);
      if (!(await deactivateUser(db, found.profile.id, { by: viewer.user.id, reason: req.body.reason, ip: req.ip })))
        throw conflict('This account is already deactivated.');
      return answer(found.profile.id);
    },
  );

  app.post(
    '/api/admin/users/:id/reactivate',
    {
      config: { access: 'users.manage' },
      schema: { params: IdParams, body: ReasonSchema, response: { 200: AdminUserActionResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await target(req, viewer.user.id, 'reactivate');
      authorize(viewer, 'user.manage', found?.profile);
      if (!(await reactivateUser(db, found.profile.id, { by: viewer.user.id, reason: req.body.reason, ip: req.ip })))
        throw conflict('This account is not deactivated.');
      return answer(found.profile.id);
    },
  );

  app.post(
    '/api/admin/users/:id/resend-confirmation',
    {
      config: { access: 'users.manage' },
      schema: { params: IdParams, response: { 200: AdminUserActionResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findPerson(db, req.params.id);
      authorize(viewer, 'user.manage', found?.profile);
      if (found.confirmedAt) throw conflict('This account has already confirmed its e-mail.');
      const token = await issueToken(db, found.profile.id, 'signup');
      await mailer.send(
        confirmSignUpMail({
          to: found.profile.email,
          brandName: brand.name,
          firstName: found.profile.firstName,
          link: `${publicUrl}/auth/callback?type=signup&token=${encodeURIComponent(token)}`,
        }),
      );
      await audit(db, 'confirmation_resent', { userId: found.profile.id, ip: req.ip, detail: { by: viewer.user.id } });
      return answer(found.profile.id);
    },
  );

  app.post(
    '/api/admin/users/:id/send-reset',
    {
      config: { access: 'users.manage' },
      schema: { params: IdParams, response: { 200: AdminUserActionResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const found = await findPerson(db, req.params.id);
      authorize(viewer, 'user.manage', found?.profile);
      if (found.deactivated) throw conflict('Reactivate this account before sending it a reset link.');
      const token = await issueToken(db, found.profile.id, 'recovery');
      await mailer.send(
        resetPasswordMail({
          to: found.profile.email,
          brandName: brand.name,
          firstName: found.profile.firstName,
          link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        }),
      );
      await audit(db, 'reset_link_sent', { userId: found.profile.id, ip: req.ip, detail: { by: viewer.user.id } });
      return answer(found.profile.id);
    },
  );

  app.get(
    '/api/admin/quote-agents',
    {
      config: { access: 'users.manage' },
      schema: { querystring: QuoteAgentListQuerySchema, response: { 200: QuoteAgentListResponseSchema } },
    },
    async (req) => {
      const q = req.query;
      const quoteCount = sql<number>`(select count(*)::int from ${quotes} where ${quotes.agentId} = ${profiles.id})`;
      const lastQuoteAt = sql<
        string | null
      >`(select max(${quotes.createdAt}) from ${quotes} where ${quotes.agentId} = ${profiles.id})`;
      // The paid period's end when a subscription runs, else the membership's expiry.
      const renewal = sql<
        string | null
      >`coalesce((select max(s.current_period_end) from subscriptions s where s.user_id = ${profiles.id} and s.status in ('active','trialing','past_due')), ${profiles.membershipExpiryDate})`;
      const query = db
        .select({
          profile: profiles,
          confirmedAt: users.emailConfirmedAt,
          deactivated: sql<boolean>`${userDeactivations.userId} is not null`,
          membershipActive,
          quoteCount,
          lastQuoteAt,
          renewal,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .leftJoin(userDeactivations, eq(userDeactivations.userId, profiles.id))
        .where(and(eq(profiles.role, 'quoteagent'), membershipFilter(q.membership), searchColumns(q.q, SEARCHED)))
        .$dynamic();
      const orderBy =
        q.sort === 'name_asc'
          ? userOrder('name_asc')
          : q.sort === 'quotes_desc'
            ? [sql`${quoteCount} desc`, asc(profiles.id)]
            : q.sort === 'created_desc'
              ? userOrder('created_desc')
              : [sql`${renewal} asc nulls last`, asc(profiles.id)];
      const list = await paginate(db, query, { orderBy, page: q.page, pageSize: q.pageSize });
      const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
      return {
        ...list,
        items: list.items.map((r) => ({
          ...presentAdminUser(r),
          renewal_date: iso(r.renewal),
          quote_count: Number(r.quoteCount),
          last_quote_at: iso(r.lastQuoteAt),
        })),
      };
    },
  );
};

export default userRoutes;
