import { REFRESH_GRACE_SECONDS, type SessionState } from '@shop/contract/auth';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { signAccessToken, verifyAccessToken } from '../../lib/session-tokens';
import * as repo from './auth.repository';
import { unwrap, type Authenticated, type AuthService, type AuthServiceDeps, type Outcome, type RequestMeta, type SessionTokens } from './auth.types';
import { hashRefreshToken, newRefreshToken, sealToken, unsealToken } from './refresh-tokens';
import { refreshTokenExpiry, startSession } from './sessions';

/**
 * Whether sign-in can go straight on: a customer has given their profile details; staff are never asked for a
 * delivery profile to reach the console (they can still add one from their account page to shop).
 */
export const nothingToAsk = (user: { hasDetails: boolean; role: string }): boolean => user.hasDetails || user.role === 'admin';

export type AuthSessions = ReturnType<typeof createAuthSessions>;

/** Sessions: opened once someone has proven who they are, refreshed, read and ended. */
export function createAuthSessions(deps: AuthServiceDeps) {
  const { db, sessionSecret, now } = deps;

  /** Opens a session once the user has proven who they are; a blocked account is told so, by every sign-in method. */
  async function openSession(tx: DbOrTx, user: repo.UserRow, meta: RequestMeta): Promise<SessionTokens> {
    if (user.blockedAt) throw new AppError('auth.accountBlocked');
    const issued = await startSession(tx, { user, sessionSecret, now: now(), userAgent: meta.userAgent, ip: meta.ip });
    return { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
  }

  const sessions: Pick<AuthService, 'refresh' | 'sessionState' | 'logout'> = {
    async refresh(refreshToken) {
      if (!refreshToken) throw new AppError('auth.sessionExpired');
      const at = now();
      const result = await db.transaction(async (tx): Promise<Outcome<Authenticated<SessionState>>> => {
        const expired = { ok: false as const, error: new AppError('auth.sessionExpired') };
        const found = await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
        if (!found || found.session.revokedAt) return expired;
        const user = await repo.findUserById(tx, found.session.userId);
        if (!user) return expired;
        if (user.blockedAt) return { ok: false, error: new AppError('auth.accountBlocked') };
        if (found.token.rotatedAt) {
          const successor = found.token.successorSealed ? unsealToken(sessionSecret, found.token.successorSealed) : null;
          if (successor && at.getTime() - found.token.rotatedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000) {
            // Another tab exchanged it a moment ago: this one gets the same successor, and the session goes on.
            const accessToken = await signAccessToken({ userId: user.id, sessionId: found.session.id, role: user.role }, sessionSecret, at);
            return { ok: true, value: { body: { authenticated: true, hasDetails: nothingToAsk(user), language: user.language }, tokens: { accessToken, refreshToken: successor } } };
          }
          // Exchanged long ago and presented again: it was copied. End the whole family, thief and owner alike.
          await repo.revokeSession(tx, found.session.id, 'refresh_token_reuse', at);
          deps.log.warn({ sessionId: found.session.id }, 'refresh token reused: session revoked');
          return expired;
        }
        if (found.token.expiresAt.getTime() <= at.getTime()) return expired;
        const next = newRefreshToken();
        await repo.markRefreshTokenRotated(tx, found.token.id, at, sealToken(sessionSecret, next));
        await repo.insertRefreshToken(tx, { sessionId: found.session.id, tokenHash: hashRefreshToken(next), expiresAt: refreshTokenExpiry(at), now: at });
        await repo.touchSession(tx, found.session.id, at);
        const accessToken = await signAccessToken({ userId: user.id, sessionId: found.session.id, role: user.role }, sessionSecret, at);
        return { ok: true, value: { body: { authenticated: true, hasDetails: nothingToAsk(user), language: user.language }, tokens: { accessToken, refreshToken: next } } };
      });
      return unwrap(result);
    },

    async sessionState(userId) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('auth.unauthorized');
      return { authenticated: true, hasDetails: nothingToAsk(user), language: user.language };
    },

    async logout({ accessToken, refreshToken }) {
      const at = now();
      // Either cookie may name the session: the access token expires after minutes, the refresh token lasts.
      const claims = await verifyAccessToken(accessToken, sessionSecret, at);
      if (claims) await repo.revokeSession(db, claims.sessionId, 'logout', at);
      if (refreshToken) {
        await db.transaction(async (tx) => {
          const found = await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
          if (found) await repo.revokeSession(tx, found.session.id, 'logout', at);
        });
      }
    },
  };
  return { openSession, ...sessions };
}
