import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { rateLimited } from '../../errors';
import { MemoryRateLimiter, RATE_RULES } from '../../lib/rate-limit';

type Limiters = { reads: MemoryRateLimiter; misses: MemoryRateLimiter };
const byApp = new WeakMap<AppContext, Limiters>();

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function limitersOf(ctx: AppContext): Limiters {
  let l = byApp.get(ctx);
  if (!l) {
    l = {
      reads: new MemoryRateLimiter(RATE_RULES.publicQuoteReadIp),
      misses: new MemoryRateLimiter(RATE_RULES.publicQuoteMissIp),
    };
    byApp.set(ctx, l);
  }
  return l;
}

/**
 * The per-address limit of public quote reads, shared by the API and the
 * server-rendered page (docs/SECURITY.md): counted in memory, since a database
 * write per read would cost more than the read. Loopback is not limited: it is
 * this machine (the bench, a health check) or a reverse proxy, behind which
 * TRUST_PROXY gives the visitor's own address.
 */
export function publicReadLimit(ctx: AppContext, req: FastifyRequest) {
  const limited = !LOOPBACK.has(req.ip);
  const { reads, misses } = limitersOf(ctx);
  return {
    /** Before the lookup: 429 when the address guessed too many slugs or reads too fast. */
    check(): void {
      if (!limited) return;
      const guessing = misses.exhausted(req.ip);
      if (guessing) throw rateLimited(guessing.retryAfterS);
      const read = reads.hit(req.ip);
      if (!read.allowed) throw rateLimited(read.retryAfterS);
    },
    /** After a lookup found nothing. */
    missed(): void {
      if (limited) misses.hit(req.ip);
    },
  };
}
