import { AUTH_MESSAGES, REFRESH_GRACE_SECONDS, SESSION_POLICY } from '@shop/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, cookieValue, freshIp } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { authSessions, refreshTokens } from '../../db/schema';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../lib/session-tokens';
import { hashRefreshToken } from './refresh-tokens';

/** Sessions: refresh-token rotation, reuse detection, expiry. */
let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

const refresh = (cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: cookie ? { cookie } : {}, remoteAddress: freshIp() });
const isLoggedIn = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', headers: { cookie }, remoteAddress: freshIp() });

async function login() {
  const user = await createUser(ctx.db, { hasDetails: true });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: DEFAULT_PASSWORD },
    headers: { 'user-agent': 'Vitest Browser/1.0' },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return { user, cookie: cookiesFrom(res), refreshToken: cookieValue(res, REFRESH_COOKIE)! };
}

describe('POST /auth/refresh-token', () => {
  it('stores only a SHA-256 hash of the refresh token, in a session that records the device', async () => {
    const { user, refreshToken } = await login();
    const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(session).toMatchObject({ userAgent: 'Vitest Browser/1.0', revokedAt: null });
    const tokens = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).toBe(hashRefreshToken(refreshToken));
    expect(tokens[0]!.tokenHash).not.toContain(refreshToken);
  });

  it('rotates: a new refresh token in the same session and a new access token', async () => {
    const { user, cookie, refreshToken } = await login();
    ctx.clock.advance(SESSION_POLICY.accessTokenSeconds * 1000 + 1000); // the access token has expired
    expect((await isLoggedIn(cookie)).statusCode).toBe(401);

    const res = await refresh(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: true, hasDetails: true, language: 'en' });
    const next = cookieValue(res, REFRESH_COOKIE)!;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(refreshToken);
    expect(cookieValue(res, ACCESS_COOKIE)).toBeTruthy();
    expect((await isLoggedIn(cookiesFrom(res))).statusCode).toBe(200);

    const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    const tokens = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session!.id)).orderBy(refreshTokens.createdAt);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]!.rotatedAt).not.toBeNull();
    expect(tokens[1]!.rotatedAt).toBeNull();

    // And the new one rotates in turn.
    const third = await refresh(cookiesFrom(res));
    expect(third.statusCode).toBe(200);
  });

  it(`gives a second tab presenting the same token within ${REFRESH_GRACE_SECONDS} s the same new token, and keeps the session`, async () => {
    const { user, cookie } = await login();
    const [first, second] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successor = cookieValue(first, REFRESH_COOKIE);
    expect(cookieValue(second, REFRESH_COOKIE)).toBe(successor);
    ctx.clock.advance((REFRESH_GRACE_SECONDS - 1) * 1000);
    const third = await refresh(cookie);
    expect(cookieValue(third, REFRESH_COOKIE)).toBe(successor);
    // Every tab is signed in, the session lives, and the successor rotates as usual.
    for (const res of [first, second, third]) expect((await isLoggedIn(cookiesFrom(res))).statusCode).toBe(200);
    const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(session!.revokedAt).toBeNull();
    expect((await refresh(cookiesFrom(first))).statusCode).toBe(200);
    // The stored successor is sealed: the table alone does not give out a live token.
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session!.id));
    expect(rows.some((r) => r.successorSealed?.includes(successor!))).toBe(false);
  });

  it(`revokes the whole family when a rotated token is presented again after ${REFRESH_GRACE_SECONDS} s`, async () => {
    const { user, cookie: stolen } = await login();
    const owner = await refresh(stolen);
    expect(owner.statusCode).toBe(200);
    const ownerCookies = cookiesFrom(owner);
    expect((await isLoggedIn(ownerCookies)).statusCode).toBe(200);

    // The thief replays the old token once the grace window is over.
    ctx.clock.advance(REFRESH_GRACE_SECONDS * 1000 + 1000);
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: AUTH_MESSAGES.sessionExpired });

    const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(session!.revokedReason).toBe('refresh_token_reuse');
    // The access token issued to the owner by the rotation is dead at once, and so is the newest refresh token.
    expect((await isLoggedIn(ownerCookies)).statusCode).toBe(401);
    expect((await refresh(ownerCookies)).statusCode).toBe(401);
  });

  it('answers 401 and clears the cookies for a missing, unknown or expired token', async () => {
    const missing = await refresh();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(AUTH_MESSAGES.sessionExpired);

    const unknown = await refresh(`${REFRESH_COOKIE}=${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.cookies.map((c) => [c.name, c.value]).sort()).toEqual([
      [ACCESS_COOKIE, ''],
      [REFRESH_COOKIE, ''],
    ]);

    const { cookie } = await login();
    ctx.clock.advance(SESSION_POLICY.refreshTokenDays * 24 * 3600_000 + 1000);
    const expired = await refresh(cookie);
    expect(expired.statusCode).toBe(401);
  });

  it('does not refresh a session that was logged out', async () => {
    const { cookie } = await login();
    await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie }, remoteAddress: freshIp() });
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('keeps sessions of other devices alive when one is logged out', async () => {
    const user = await createUser(ctx.db);
    const sign = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD }, remoteAddress: freshIp() });
    const phone = cookiesFrom(await sign());
    const laptop = cookiesFrom(await sign());
    await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie: phone }, remoteAddress: freshIp() });
    expect((await isLoggedIn(phone)).statusCode).toBe(401);
    expect((await isLoggedIn(laptop)).statusCode).toBe(200);
  });
});
