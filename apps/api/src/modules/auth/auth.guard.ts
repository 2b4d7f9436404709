import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { authSessions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ACCESS_COOKIE, verifyAccessToken, type AccessClaims } from '../../lib/session-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by requireUser / optionalUser. */
    user: AccessClaims | null;
  }
}

export interface AuthGuard {
  /** Hook: 401 'Unauthorized' unless a valid access token of a live session is presented. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Hook: sets request.user when signed in, otherwise leaves it null. */
  optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Hook: 401 when anonymous, 403 unless the user is an admin. */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Builds the guards. A revoked session (logout, password reset, stolen refresh token, a block by staff) or a blocked
 * account stops its access token at once.
 */
export function createAuthGuard(deps: { db: Db; sessionSecret: string; now?: () => Date }): AuthGuard {
  const now = deps.now ?? (() => new Date());
  // Asked on every signed-in request: a named prepared statement, parsed and planned once per connection.
  const liveSession = deps.db
    .select({ id: authSessions.id, role: users.role })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        // A blocked account is refused even on a session opened while it was being blocked.
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
    .prepare('auth_live_session');

  async function identify(request: FastifyRequest): Promise<AccessClaims | null> {
    const claims = await verifyAccessToken(request.cookies[ACCESS_COOKIE], deps.sessionSecret, now());
    if (!claims) return null;
    // Not a UUID: no session has that id (and PostgreSQL would refuse the comparison).
    if (!UUID.test(claims.sessionId) || !UUID.test(claims.userId)) return null;
    const [live] = await liveSession.execute({ sessionId: claims.sessionId, userId: claims.userId });
    // The role is read from the account, not the token, so a change of role takes effect at once.
    return live ? { ...claims, role: live.role } : null;
  }

  return {
    async requireUser(request) {
      request.user = await identify(request);
      if (!request.user) throw new AppError('auth.unauthorized');
    },
    async optionalUser(request) {
      request.user = await identify(request);
    },
    async requireAdmin(request) {
      request.user = await identify(request);
      if (!request.user) throw new AppError('auth.unauthorized');
      if (request.user.role !== 'admin') throw new AppError('auth.staffOnly');
    },
  };
}
