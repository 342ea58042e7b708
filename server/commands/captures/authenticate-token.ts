import { and, eq, isNull, sql } from 'drizzle-orm';
import { CAPTURE_MESSAGES } from '@domain/captures/schema';
import { roleHolds } from '@domain/permissions';
import type { Role } from '@domain/roles';
import type { Executor } from '../../db';
import { personalAccessTokens, profiles, userDeactivations } from '../../db/schema';
import { unauthorized } from '../../errors';
import { hashToken } from '../../lib/tokens';

export type TokenHolder = { tokenId: string; userId: string };

/**
 * Finds the owner of a personal access token sent by the extension, or throws
 * a 401 saying what to do. A revoked token, one whose owner was deactivated or
 * no longer has the Chrome extension (a role change), is refused at once: the
 * check reads the rows on every request, nothing is cached.
 */
export async function authenticateCaptureToken(db: Executor, header: unknown): Promise<TokenHolder> {
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token) throw unauthorized(CAPTURE_MESSAGES.tokenMissing);
  if (token.length > 200) throw unauthorized(CAPTURE_MESSAGES.tokenInvalid);
  const [found] = await db
    .select({
      tokenId: personalAccessTokens.id,
      userId: personalAccessTokens.userId,
      role: profiles.role,
      deactivated: userDeactivations.userId,
    })
    .from(personalAccessTokens)
    .leftJoin(profiles, eq(profiles.id, personalAccessTokens.userId))
    .leftJoin(userDeactivations, eq(userDeactivations.userId, personalAccessTokens.userId))
    .where(
      and(
        eq(personalAccessTokens.tokenHash, hashToken(token)),
        eq(personalAccessTokens.scope, 'captures'),
        isNull(personalAccessTokens.revokedAt),
      ),
    );
  if (!found || found.deactivated || !roleHolds(found.role as Role | null, 'tools.chrome-extension'))
    throw unauthorized(CAPTURE_MESSAGES.tokenInvalid);
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(personalAccessTokens.id, found.tokenId));
  return { tokenId: found.tokenId, userId: found.userId };
}
