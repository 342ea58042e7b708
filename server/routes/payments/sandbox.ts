import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { SubmitResult } from '../../integrations/payments/sandbox/sandbox';
import { isLoopbackCaller } from '../dev/dev';
import { renderSandboxPage, SANDBOX_PAGE_SCRIPT, type PageState } from './sandbox-page';

const SessionParams = z.object({ id: z.string().max(100) });
const SESSION_ID = /^cs_sbx_[0-9a-f]{24}$/;
const CardForm = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(200).default(''),
});
const ThreeDsForm = z.object({ action: z.enum(['approve', 'fail']).default('fail') });
const DAY_MS = 86_400_000;

/**
 * The sandbox provider's side: its hosted page (the card form, the 3-D
 * Secure step) and, for tests and developers only, its clock. Registered
 * only while the sandbox is the provider.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const sandbox = ctx.payments.sandbox;
  if (!sandbox) return;

  // The hosted page posts ordinary HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });

  function page(reply: FastifyReply, status: number, state: PageState) {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderSandboxPage(state));
  }

  async function sessionOr404(id: string) {
    const session = SESSION_ID.test(id) ? await sandbox?.viewSession(id) : null;
    if (!session) throw notFound('This checkout could not be found.');
    return session;
  }

  async function answer(reply: FastifyReply, id: string, result: SubmitResult, values?: PageState['values']) {
    if (result.kind === 'complete') return reply.redirect(result.redirect, 303);
    const session = await sessionOr404(id);
    const base = { session, brandName: ctx.brand.name, values };
    if (result.kind === 'closed') {
      return result.redirect ? reply.redirect(result.redirect, 303) : page(reply, 409, base);
    }
    if (result.kind === 'invalid') return page(reply, 400, { ...base, fields: result.fields });
    if (result.kind === 'declined') return page(reply, 402, { ...base, error: result.message });
    return page(reply, 200, base);
  }

  app.get('/sandbox-pay/page.js', { config: { access: 'public' } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(SANDBOX_PAGE_SCRIPT),
  );

  app.get(
    '/sandbox-pay/:id',
    { config: { access: 'public' }, schema: { params: SessionParams } },
    async (req, reply) => {
      const session = await sessionOr404(req.params.id);
      return page(reply, 200, { session, brandName: ctx.brand.name, error: session.lastError });
    },
  );

  app.post(
    '/sandbox-pay/:id',
    { config: { access: 'public' }, schema: { params: SessionParams, body: CardForm } },
    async (req, reply) => {
      const { id } = req.params;
      await sessionOr404(id);
      const result = await sandbox.submitCard(id, req.body);
      return answer(reply, id, result, { name: req.body.name, expiry: req.body.expiry });
    },
  );

  app.post(
    '/sandbox-pay/:id/3ds',
    { config: { access: 'public' }, schema: { params: SessionParams, body: ThreeDsForm } },
    async (req, reply) => {
      const { id } = req.params;
      await sessionOr404(id);
      const result = await sandbox.confirmThreeDSecure(id, req.body.action === 'approve');
      return answer(reply, id, result);
    },
  );

  /**
   * Moves the sandbox's clock on (renewals, retries, trial reminders and
   * endings fall due). Dev tools only, and only for a caller on this machine
   * outside production or a signed-in admin; anyone else gets a 404.
   */
  app.post(
    '/api/payments/sandbox/clock',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({ days: z.number({ error: 'Give a number of days' }).min(0).max(800) }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (req) => {
      const admin = req.viewer?.user.emailConfirmedAt && req.viewer.profile?.role === 'admin';
      const allowed = ctx.devTools && (admin || (ctx.env.NODE_ENV !== 'production' && isLoopbackCaller(req)));
      if (!allowed) throw notFound();
      const now = await sandbox.advanceClock(req.body.days * DAY_MS);
      return { now: now.toISOString() };
    },
  );
};

export default sandboxRoutes;
