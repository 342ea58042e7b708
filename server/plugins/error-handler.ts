import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

type ZodIssueLike = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

/** "/email" or issue path ['email'] -> "email"; nested fields join with dots. */
function fieldName(issue: ZodIssueLike): string {
  const fromPath = issue.params?.issue?.path;
  if (fromPath && fromPath.length > 0) return fromPath.map(String).join('.');
  const raw = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return raw || 'body';
}

const PG_CODES: Record<string, { status: number; code: string; message: string }> = {
  '23505': { status: 409, code: 'conflict', message: 'That already exists.' },
  '23503': {
    status: 409,
    code: 'conflict',
    message: 'That refers to something that does not exist.',
  },
  '22P02': { status: 400, code: 'bad_request', message: 'A value has the wrong format.' },
  '23514': { status: 400, code: 'bad_request', message: 'A value is not allowed.' },
};

/** One error handler for the whole API: { error: { code, message, fields? } }. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation as ZodIssueLike[]) {
        const name = fieldName(issue);
        if (!(name in fields)) fields[name] = issue.params?.issue?.message ?? issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send({ error: { code: 'validation_failed', message: first, fields } });
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const body: { code: string; message: string; fields?: Record<string, string> } = {
        code: err.code,
        message: err.message,
      };
      if (err.fields) body.fields = err.fields;
      return reply.status(err.statusCode).send({ error: body });
    }
    const pgCode = (err as { code?: unknown }).code;
    if (typeof pgCode === 'string' && PG_CODES[pgCode]) {
      const mapped = PG_CODES[pgCode];
      req.log.warn({ err }, 'database constraint');
      return reply.status(mapped.status).send({ error: { code: mapped.code, message: mapped.message } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) {
      const retry = reply.getHeader('retry-after');
      const seconds = Number(retry) || 60;
      reply.header('retry-after', String(seconds));
      return reply.status(429).send({
        error: {
          code: 'rate_limited',
          message: `Too many requests. Please try again in ${seconds} seconds.`,
        },
      });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large.'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type.'
            : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
                err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
                err instanceof SyntaxError
              ? 'The request body is not valid JSON.'
              : 'The request could not be processed.';
      return reply.status(status).send({ error: { code: 'bad_request', message } });
    }
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
  });
});
