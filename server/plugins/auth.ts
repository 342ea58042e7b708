import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors';
import { loadJwtKey, verifyAccessToken } from '../lib/jwt';
import { prepareViewerLoader, type Viewer } from '../lib/viewer';

declare module 'fastify' {
  interface FastifyInstance {
    /** HS256 key for access tokens. */
    jwtKey: Uint8Array;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous request. */
    viewer: Viewer | null;
    /** True when a bearer token was sent but is not (or no longer) valid. */
    badToken: boolean;
  }
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Reads the Bearer access token and checks its session in the database on
 * every request, so a signed-out or revoked session stops working at once.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    app.decorate('jwtKey', await loadJwtKey(app.ctx.db, app.ctx.env.JWT_SECRET));
    app.decorateRequest('viewer', null);
    app.decorateRequest('badToken', false);
    const loadViewer = prepareViewerLoader(app.ctx.db);
    app.addHook('onRequest', async (req) => {
      const token = bearer(req);
      if (!token) return;
      const claims = verifyAccessToken(app.jwtKey, token);
      const viewer = claims ? await loadViewer(claims.sub, claims.sid) : null;
      req.viewer = viewer;
      req.badToken = viewer === null;
    });
  },
  { name: 'auth' },
);

/** The viewer of a route that requires sign-in (the access hook has already refused anonymous calls). */
export function viewerOf(req: FastifyRequest): Viewer {
  if (!req.viewer) throw unauthorized();
  return req.viewer;
}
