import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

/**
 * The server's log: what it records and what it never records.
 *
 * Requests are one line each at debug level, so the default info level shows
 * only notable events (start, errors, failed deliveries). Secrets never reach
 * it: query-string tokens are scrubbed from every URL, request bodies and
 * headers are not logged, errors are reduced to their type, message, stack,
 * code and constraint (no SQL parameters, no row detail), and known secret
 * field names and the shapes of password hashes and tokens are blanked.
 */

/** Fastify's logger option as an object: its own fields and pino's. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const REDACTED = '[redacted]';
/** pino's number for the info level. */
const INFO = 30;

/** Query or field names whose values are secrets (token, access_token, password, apiKey, code, sig ...). */
const SECRET_NAME = /token|secret|passw|pwd|hash|key|code|sig|auth|session|cookie|otp|credential/i;

/** Scrubs secret query values from a URL or path: /reset-password?token=x -> /reset-password?token=[redacted]. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq === -1) return part;
      let name = part.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_NAME.test(name) ? `${part.slice(0, eq)}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

const ARGON2_HASH = /\$argon2(?:id|i|d)\$[^\s"',)\]}]*/g;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/g;
const QUERY_PARAM = /([?&])([^=&\s#"'<>]+)=([^&\s#"'<>]*)/g;

/**
 * Blanks password hashes, signed tokens and secret query values inside free
 * text, and drops the parameter list Drizzle appends to a failed query's message.
 */
export function scrubText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*$/, '')
    .replace(ARGON2_HASH, REDACTED)
    .replace(JWT, REDACTED)
    .replace(QUERY_PARAM, (all, sep: string, name: string) =>
      SECRET_NAME.test(name) ? `${sep}${name}=${REDACTED}` : all,
    );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Database error fields that name the rule that failed but never the values (unlike `detail`). */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * An error as the log may hold it. Drizzle puts the query's parameters (a new
 * user's e-mail and password hash) in its message, Postgres puts the row's
 * values in `detail`, and V8's JSON errors quote the body: keep the type, a
 * message without them, the stack's frames, the code and the constraint.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    return {
      type: typeof err,
      message: typeof err === 'string' ? scrubText(err) : 'A non-error was thrown',
      stack: '',
    };
  }
  const type = err.constructor.name || err.name || 'Error';
  const message = err instanceof SyntaxError && /JSON/.test(err.message) ? 'Invalid JSON' : scrubText(err.message);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = { type, message, stack: scrubText([`${type}: ${message}`, ...frames].join('\n')) };
  const fields: Record<string, unknown> = { ...err };
  for (const key of SAFE_ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** Field names blanked wherever a log call puts them, top level or one or two levels down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'secret',
  'authorization',
  'cookie',
  'body',
  // A passenger's sensitive fields (docs/SECURITY.md), should a log call ever carry one.
  'passport_number',
  'passportNumber',
  'medical_notes',
  'medicalNotes',
  'dietary_notes',
  'dietaryNotes',
];
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.${f}`),
  'req.headers',
  'res.headers',
];

/**
 * Request lines at debug, one per request (method, path without secrets,
 * status, time); Fastify's own "incoming request" / "request completed" pair
 * at info is what made `npm start` unreadable.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${scrubUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`;
    if (error) reply.log.error({ err: error, res: reply, responseTime: reply.elapsedTime }, `${line} failed`);
    else reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, line);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`No route for ${request.method} ${scrubUrl(request.url)}`);
  }
}

/** Where log lines go: stdout by default; tests pass a stream to read them. */
export type LogDestination = { write(line: string): void };

/**
 * The pino options of the app's logger. In development (NODE_ENV=development,
 * as `npm start` and `npm run dev` run by default) lines are pretty-printed,
 * one short line per event; otherwise they are JSON, one object per line.
 */
export async function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: LogDestination,
): Promise<LoggerOptions> {
  const options: LoggerOptions = {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: scrubUrl(req.url), remoteAddress: req.ip }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (err: unknown) => serializeError(err),
    },
    hooks: {
      logMethod(args, method, level) {
        // Free-text messages too: a URL or an error message written into the text.
        for (let i = 0; i < args.length; i++) {
          const arg = args[i];
          if (typeof arg === 'string') args[i] = scrubText(arg);
        }
        // An error logged without a message: pino would use the error's own
        // message, unscrubbed (a failed query's parameters, a JSON body).
        const first = args[0];
        const err = first instanceof Error ? first : isRecord(first) && first.err instanceof Error ? first.err : null;
        if (err && args.length === 1) args[1] = serializeError(err).message;
        // Fastify says "Server listening at" once per address at info; the start
        // banner of main.ts already says where to go, so these are details.
        if (level === INFO && typeof args[0] === 'string' && args[0].startsWith('Server listening at ')) {
          this.debug(args[0]);
          return;
        }
        method.apply(this, args);
      },
    },
  };
  if (destination) options.stream = destination;
  else if (env.NODE_ENV === 'development') {
    const { default: pretty } = await import('pino-pretty');
    options.stream = pretty({
      colorize: process.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      sync: true,
    });
  }
  return options;
}
