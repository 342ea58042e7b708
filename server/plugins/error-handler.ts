import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_ERROR_STATUS, type ApiErrorCode } from '@domain/errors';
import { AppError, pgError } from '../errors';

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

type Mapped = { code: ApiErrorCode; message: string };

/** What a user is told when the database refuses a value (SQLSTATE -> our code). */
const PG_ERRORS: Record<string, Mapped> = {
  '23505': { code: 'already_exists', message: 'That already exists.' },
  '23514': { code: 'value_not_allowed', message: 'A value is not allowed.' },
  '23502': { code: 'value_required', message: 'A required value is missing.' },
  '22P02': { code: 'invalid_format', message: 'A value has the wrong format.' },
  '22007': { code: 'invalid_format', message: 'A value has the wrong format.' },
  '22008': { code: 'invalid_format', message: 'A date or time is out of range.' },
  '22003': { code: 'number_out_of_range', message: 'A number is too large.' },
  '22001': { code: 'text_too_long', message: 'A text is too long.' },
  '22021': { code: 'invalid_text', message: 'A text contains characters that are not allowed.' },
  '22P05': { code: 'invalid_text', message: 'A text contains characters that are not allowed.' },
};

/** 23503 on insert/update: the row points at one that is gone; on delete: others still point at it. */
function foreignKeyError(detail: string | undefined): Mapped {
  return detail?.includes('is still referenced')
    ? { code: 'still_referenced', message: 'This is still in use and cannot be removed.' }
    : { code: 'reference_not_found', message: 'That refers to something that does not exist.' };
}

/** Fastify's and @fastify/multipart's own errors; their messages echo input, so ours replace them. */
const FRAMEWORK_ERRORS: Record<string, Mapped> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'bad_request',
    message: 'The request body does not match its Content-Length.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_BAD_URL: { code: 'bad_url', message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'url_too_long', message: 'The address is too long.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'invalid_multipart', message: 'The request is not multipart.' },
  FST_PROTO_VIOLATION: { code: 'invalid_multipart', message: 'The upload has a field name that is not allowed.' },
  FST_MP_PREMATURE_CLOSE: { code: 'invalid_multipart', message: 'The upload ended before it was complete.' },
  FST_INVALID_JSON_FIELD_ERROR: { code: 'invalid_multipart', message: 'A field of the upload is not valid JSON.' },
  FST_PARTS_LIMIT: { code: 'payload_too_large', message: 'The upload has too many parts.' },
  FST_FILES_LIMIT: { code: 'payload_too_large', message: 'The upload has too many files.' },
  FST_FIELDS_LIMIT: { code: 'payload_too_large', message: 'The upload has too many fields.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', message: 'The file is too large.' },
};

/** Any other 4xx from a plugin: a code of our contract by its status, never its message. */
const BY_STATUS: Record<number, Mapped> = {
  401: { code: 'unauthorized', message: 'You need to sign in.' },
  403: { code: 'forbidden', message: 'You do not have access to this.' },
  404: { code: 'not_found', message: 'Not found.' },
  413: { code: 'payload_too_large', message: 'The request is too large.' },
  414: { code: 'url_too_long', message: 'The address is too long.' },
  415: { code: 'unsupported_media_type', message: 'Unsupported content type.' },
};
const GENERIC_4XX: Mapped = { code: 'bad_request', message: 'The request could not be processed.' };
const INTERNAL: Mapped = { code: 'internal', message: 'Something went wrong. Please try again.' };

function send(reply: FastifyReply, mapped: Mapped, fields?: Record<string, string>) {
  const error: { code: ApiErrorCode; message: string; fields?: Record<string, string> } = {
    code: mapped.code,
    message: mapped.message,
  };
  if (fields) error.fields = fields;
  return reply.status(API_ERROR_STATUS[mapped.code]).send({ error });
}

/** One error handler for the whole API: { error: { code, message, fields? } }. */
export function handleError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const issue of err.validation as ZodIssueLike[]) {
      const name = fieldName(issue);
      if (!(name in fields)) fields[name] = issue.params?.issue?.message ?? issue.message ?? 'Invalid value';
    }
    const first = Object.values(fields)[0] ?? 'Invalid request';
    return send(reply, { code: 'validation_failed', message: first }, fields);
  }
  if (err instanceof AppError) {
    if (err.headers) reply.headers(err.headers);
    return send(reply, { code: err.code, message: err.message }, err.fields);
  }
  const pg = pgError(err);
  if (pg) {
    const mapped = pg.code === '23503' ? foreignKeyError(pg.detail) : PG_ERRORS[pg.code];
    if (mapped) {
      req.log.warn({ pgCode: pg.code, constraint: pg.constraint, table: pg.table }, 'database refused a value');
      return send(reply, mapped);
    }
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, 'response did not match its schema');
    return send(reply, INTERNAL);
  }
  const framework = typeof err.code === 'string' ? FRAMEWORK_ERRORS[err.code] : undefined;
  if (framework) return send(reply, framework);
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status === 429) {
    const seconds = Number(reply.getHeader('retry-after')) || 60;
    reply.header('retry-after', String(seconds));
    return send(reply, { code: 'rate_limited', message: `Too many requests. Please try again in ${seconds} seconds.` });
  }
  if (status >= 400 && status < 500) {
    if (err instanceof SyntaxError) return send(reply, FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY ?? GENERIC_4XX);
    return send(reply, BY_STATUS[status] ?? GENERIC_4XX);
  }
  // The logger's error serializer (server/lib/logger.ts) drops a failed query's parameters.
  req.log.error({ err, reqId: req.id }, 'unhandled error');
  return send(reply, INTERNAL);
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded or a parameter
 * over the router's length. Without it Fastify answers in its own format and
 * echoes the path.
 */
export function handleFrameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  return send(reply, FRAMEWORK_ERRORS[err.code] ?? GENERIC_4XX);
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
});
