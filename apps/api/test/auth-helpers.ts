import type { UserRow } from '../src/modules/auth/auth.repository';
import { startSession } from '../src/modules/auth/sessions';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/lib/session-tokens';
import type { TestContext } from './context';

/**
 * Signs the user in (a real session row, as a login would create) and returns the Cookie header for app.inject:
 *   const cookie = await loginAs(ctx, await createUser(ctx.db));
 *   await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });
 */
export async function loginAs(ctx: Pick<TestContext, 'db' | 'sessionSecret' | 'clock'>, user: Pick<UserRow, 'id' | 'role'>): Promise<string> {
  const session = await startSession(ctx.db, { user, sessionSecret: ctx.sessionSecret, now: ctx.clock.now() });
  return `${ACCESS_COOKIE}=${session.accessToken}; ${REFRESH_COOKIE}=${session.refreshToken}`;
}
