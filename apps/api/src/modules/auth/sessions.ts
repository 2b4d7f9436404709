import { SESSION_POLICY } from '@shop/contract/auth';
import type { DbOrTx } from '../../db/client';
import { signAccessToken } from '../../lib/session-tokens';
import { insertRefreshToken, insertSession, type UserRow } from './auth.repository';
import { hashRefreshToken, newRefreshToken } from './refresh-tokens';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

export const refreshTokenExpiry = (now: Date) => new Date(now.getTime() + SESSION_POLICY.refreshTokenDays * 24 * 3600 * 1000);

/** Opens a session (a refresh-token family) for the user and issues its first access and refresh tokens. */
export async function startSession(
  db: DbOrTx,
  input: { user: Pick<UserRow, 'id' | 'role'>; sessionSecret: string; now: Date; userAgent?: string | null; ip?: string | null },
): Promise<IssuedSession> {
  const { user, now } = input;
  const session = await insertSession(db, { userId: user.id, userAgent: input.userAgent?.slice(0, 512) ?? null, ip: input.ip ?? null, now });
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, { sessionId: session.id, tokenHash: hashRefreshToken(refreshToken), expiresAt: refreshTokenExpiry(now), now });
  const accessToken = await signAccessToken({ userId: user.id, sessionId: session.id, role: user.role }, input.sessionSecret, now);
  return { sessionId: session.id, accessToken, refreshToken };
}
