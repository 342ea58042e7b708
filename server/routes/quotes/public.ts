import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QuoteAcceptSchema,
  QuoteEnquireSchema,
  type QuoteAcceptInput,
  type QuoteEnquireInput,
} from '@domain/quotes/schema';
import { loadPublicQuote } from '../../commands/quotes/load-public-quote';
import { submitQuoteEnquiry, type QuoteContactKind } from '../../commands/quotes/submit-quote-enquiry';
import { notFound } from '../../errors';
import { RATE_RULES, enforce } from '../../lib/rate-limit';
import { publicReadLimit } from './public-read-limit';
import { ContactResponse, PublicQuoteResponse, SlugParams } from './schema';

export { loadPublicQuote };

export const CONTACT_MESSAGES: Record<QuoteContactKind, string> = {
  accept:
    'Thank you! Your travel agent has been told you accept this quote and will be in touch shortly to confirm your booking.',
  enquiry: 'Thank you! Your enquiry has been sent to your travel agent, who will reply shortly.',
};
export const ALREADY_ACCEPTED_MESSAGE =
  'This quote has already been accepted. Your travel agent will be in touch to confirm the booking.';

/** What customers reach from a shared link: the published quote, accept and enquire. */
const publicQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, publicUrl, mailer, brand } = app.ctx;

  app.get(
    '/api/public/quotes/:slug',
    {
      config: { access: 'public' },
      schema: {
        params: SlugParams,
        querystring: z.object({ preview: z.string().optional() }),
        response: { 200: PublicQuoteResponse },
      },
    },
    async (req) => {
      const limit = publicReadLimit(app.ctx, req);
      limit.check();
      // The owner's own visits (and previews) are never counted; a bearer token is optional here.
      const quote = await loadPublicQuote(db, req.params.slug, {
        countView: req.query.preview !== '1',
        viewerId: req.viewer?.user.id ?? null,
        publicUrl,
      });
      if (!quote) {
        limit.missed();
        throw notFound('This quote is not available.');
      }
      return quote;
    },
  );

  type ContactBody = QuoteAcceptInput | QuoteEnquireInput;
  const contact = async (kind: QuoteContactKind, req: FastifyRequest, slug: string, body: ContactBody) => {
    // Counted after validation: a form with mistakes does not use up the visitor's attempts.
    // Limits fall on the sender (address and e-mail), never on the quote: a flood from
    // strangers must not stop the real customer accepting.
    await enforce(db, [
      { key: `quote-contact:ip:${req.ip}`, rule: RATE_RULES.quoteContactIp },
      { key: `quote-contact:email:${body.email}`, rule: RATE_RULES.quoteContactEmail },
    ]);
    const { website, ...person } = body;
    // A filled honeypot is a bot: it hears the same thanks and nothing is stored or sent.
    if (website && website.trim() !== '') return { ok: true as const, message: CONTACT_MESSAGES[kind] };
    const outcome = await submitQuoteEnquiry(db, {
      slug,
      kind,
      contact: person,
      ip: req.ip,
      mailer,
      brandName: brand.name,
      publicUrl,
      onMailError: (err) => req.log.warn({ err }, 'quote contact e-mail failed; the task was kept'),
    });
    if (outcome === 'not_found') throw notFound('This quote is not available.');
    if (outcome === 'already_accepted') return { ok: true as const, message: ALREADY_ACCEPTED_MESSAGE };
    return { ok: true as const, message: CONTACT_MESSAGES[kind] };
  };

  app.post(
    '/api/public/quotes/:slug/accept',
    {
      config: { access: 'public' },
      schema: { params: SlugParams, body: QuoteAcceptSchema, response: { 201: ContactResponse } },
    },
    async (req, reply) => reply.status(201).send(await contact('accept', req, req.params.slug, req.body)),
  );

  app.post(
    '/api/public/quotes/:slug/enquire',
    {
      config: { access: 'public' },
      schema: { params: SlugParams, body: QuoteEnquireSchema, response: { 201: ContactResponse } },
    },
    async (req, reply) => reply.status(201).send(await contact('enquiry', req, req.params.slug, req.body)),
  );
};

export default publicQuoteRoutes;
