import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { JSON_MAX_DEPTH } from '@domain/limits';
import { appError, validation } from '../errors';
import { findUnstorableText, jsonDepthExceeds } from '../lib/input-checks';

export const UNSTORABLE_TEXT_MESSAGE = 'This contains characters that are not allowed.';

/**
 * Refuses input no route could store or safely walk, before schemas and
 * handlers run: JSON nested deeper than JSON_MAX_DEPTH (measured on the text,
 * before parsing), and text with NUL or lone surrogates in the body, query or
 * path parameters (PostgreSQL refuses both). Each is a 400 naming the field.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    // Fastify's own JSON parser (prototype-poisoning checks included), behind a depth check.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthExceeds(text, JSON_MAX_DEPTH)) {
        done(appError('json_too_deep', `The request nests deeper than ${JSON_MAX_DEPTH} levels.`), undefined);
        return;
      }
      parseJson(req, text, done);
    });

    app.addHook('preValidation', async (req: FastifyRequest) => {
      const field =
        findUnstorableText(req.params, 'params') ??
        findUnstorableText(req.query, 'query') ??
        findUnstorableText(req.body, 'body');
      if (field) throw validation({ [field]: UNSTORABLE_TEXT_MESSAGE }, UNSTORABLE_TEXT_MESSAGE);
    });
  },
  { name: 'input-guard' },
);
