import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer. The helmet middleware is built once here:
 * @fastify/helmet rebuilt it (parsing the CSP) on every request, which cost
 * more than the database lookup of a signed-in call.
 */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // Helmet's default upgrade-insecure-requests breaks plain HTTP off localhost.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    app.addHook('onRequest', (req, reply, done) => {
      securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
    });
  },
  { name: 'security-headers' },
);
