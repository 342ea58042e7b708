import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_BRAND } from '@domain/brand';
import { isSpaRoute } from '@domain/spa-routes';
import type { AppContext } from './context';
import type { Db } from './db';
import type { Env } from './env';
import { createFeedbackTracker } from './integrations/feedback-tracker';
import { createMailer } from './integrations/mail';
import { createPayments } from './integrations/payments';
import { createSuppliers } from './integrations/suppliers';
import access from './plugins/access';
import auth from './plugins/auth';
import errorHandler, { handleFrameworkError } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import securityHeaders from './plugins/security-headers';
import { createJobQueue, JOBS } from './jobs';
import { createEventHub } from './lib/events';
import { loggerOptions, RequestLog, type LogDestination } from './lib/logger';
import { registerRoutes } from './routes';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The built SPA. CLIENT_DIST_DIR (relative to the project) lets several
 * builds live side by side, e.g. parallel e2e runs; vite.config.ts reads it too.
 */
export const CLIENT_DIR = path.resolve(ROOT_DIR, process.env.CLIENT_DIST_DIR ?? path.join('dist', 'app'));

export type BuildOptions = {
  db: Db;
  env: Env;
  /** Serve the built SPA from dist/app (off in API tests). */
  serveClient?: boolean;
  /** Where the built SPA is (default CLIENT_DIR); tests point it at a folder of their own. */
  clientDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (the redaction test reads them). */
  logStream?: LogDestination;
};

/** Builds the Fastify app; main.ts listens, tests use app.inject. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : await loggerOptions(env, opts.logStream),
    logController: new RequestLog(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
    // A slow or half-open request gives its socket back (docs/SECURITY.md): headers
    // within 10 s, the whole request within 30 s, checked every 2 s. Event streams
    // are answers, not requests, so these never cut them.
    requestTimeout: 30_000,
    http: { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: opts.db,
    env,
    brand: {
      name: env.BRAND_NAME ?? DEFAULT_BRAND.name,
      prefix: env.BRAND_PREFIX ?? DEFAULT_BRAND.prefix,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    devTools: env.NODE_ENV !== 'production' || env.DEV_TOOLS,
    mailer: createMailer(opts.db, env, (err) => app.log.error({ err }, 'mail delivery failed')),
    feedbackTracker: createFeedbackTracker(env),
    suppliers: createSuppliers(opts.db, env),
    events: createEventHub(opts.db, (err) => app.log.warn({ err }, 'realtime events connection')),
    jobs: createJobQueue(opts.db.$client, JOBS, () => ctx, app.log),
    payments: createPayments(opts.db, env, () => ctx.publicUrl),
  };
  app.decorate('ctx', ctx);
  // After the routes' own onClose hooks (streams ended, bookings settled), before the pool closes.
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.events.close();
  });

  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(auth);
  await app.register(access);
  await registerRoutes(app);

  const serveClient = opts.serveClient ?? true;
  const clientDir = opts.clientDir ?? CLIENT_DIR;
  const indexFile = path.join(clientDir, 'index.html');
  if (serveClient && fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    // A page address gets the SPA: a browser (text/html), and also curl or a link
    // checker (*/* or no Accept). A missing file (/assets/x.js) or API path stays a 404.
    const accept = req.headers.accept ?? '*/*';
    const wantsPage = accept.includes('text/html') || accept.includes('*/*');
    const pathname = req.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (
      serveClient &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      wantsPage &&
      !looksLikeFile &&
      !pathname.startsWith('/api/') &&
      fs.existsSync(indexFile)
    ) {
      // The app shows its not-found page for an address it has no route for; say so (no soft 404).
      return reply
        .status(isSpaRoute(pathname) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(fs.createReadStream(indexFile));
    }
    return reply.status(404).send({ error: { code: 'not_found', message: 'Not found.' } });
  });

  return app;
}
