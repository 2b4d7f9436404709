import { expect } from 'vitest';
import type { NewUserRow, UserRow } from '../src/modules/auth/auth.repository';
import { startSession } from '../src/modules/auth/sessions';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/lib/session-tokens';
import { AUTH_MESSAGES } from '@shop/contract/auth';
import { currentConsentVersion } from '@shop/contract/consent-rules';
import type { ConsentChangesBody } from '@shop/contract/consents';
import { DevMessagesResponse, oneTimeCodeIn } from '@shop/contract/dev';
import type { TestContext } from './context';
import { createUser } from './factories';

/**
 * Signs the user in (a real session row, as a login would create) and returns the Cookie header for app.inject:
 *   const cookie = await loginAs(ctx, await createUser(ctx.db));
 *   await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });
 */
export async function loginAs(ctx: Pick<TestContext, 'db' | 'sessionSecret' | 'clock'>, user: Pick<UserRow, 'id' | 'role'>): Promise<string> {
  const session = await startSession(ctx.db, { user, sessionSecret: ctx.sessionSecret, now: ctx.clock.now() });
  return `${ACCESS_COOKIE}=${session.accessToken}; ${REFRESH_COOKIE}=${session.refreshToken}`;
}

/** A member of staff and a customer, each signed in: whom the console's tests act as. */
export async function signedInStaffAndCustomer(ctx: TestContext, staff: Partial<NewUserRow> = {}) {
  const member = await createUser(ctx.db, { role: 'admin', ...staff });
  return { staff: member, staffCookie: await loginAs(ctx, member), customerCookie: await loginAs(ctx, await createUser(ctx.db)) };
}

/** Two members of staff and a customer, each signed in, as cookies: for console work one member does and another sees. */
export async function twoStaffAndACustomer(ctx: TestContext): Promise<{ staff: string; otherStaff: string; customer: string }> {
  const first = await signedInStaffAndCustomer(ctx);
  const second = await signedInStaffAndCustomer(ctx);
  return { staff: first.staffCookie, otherStaff: second.staffCookie, customer: first.customerCookie };
}

/**
 * Expects a console route to refuse a visitor with 401 and a signed-in customer with 403 FORBIDDEN, sent `body` (by
 * default an empty body where the route takes one).
 */
export async function expectStaffOnly(
  ctx: TestContext,
  customerCookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
): Promise<void> {
  const payload = body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  expect((await ctx.app.inject({ method, url, payload })).statusCode, `${method} ${url} without a session`).toBe(401);
  const asCustomer = await ctx.app.inject({ method, url, payload, headers: { cookie: customerCookie } });
  expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(403);
  expect(asCustomer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
}

/**
 * Expects a customer's route to refuse a visitor with 401 UNAUTHORIZED, sent `body` (by default an empty body where
 * the route takes one).
 */
export async function expectSignInRequired(ctx: Pick<TestContext, 'app'>, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object): Promise<void> {
  const payload = body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  const res = await ctx.app.inject({ method, url, payload });
  expect(res.statusCode, `${method} ${url} without a session`).toBe(401);
  expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: AUTH_MESSAGES.unauthorized });
}

let ipCounter = 0;
/**
 * A fresh client address for app.inject ({ remoteAddress: freshIp() }): the auth routes are rate limited per IP,
 * so tests that are not about rate limits each talk from their own address.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The Cookie header that sends back every cookie a response set (cleared ones left out). */
export function cookiesFrom(response: { cookies: Array<{ name: string; value: string }> }): string {
  return response.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** One cookie's value from a response, if it set one. */
export function cookieValue(response: { cookies: Array<{ name: string; value: string }> }, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

/** The newest one-time code sent to an email address or phone number, read from the dev mailbox as a person would. */
export async function latestCode(ctx: Pick<TestContext, 'app'>, to: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}` });
  const code = DevMessagesResponse.parse(res.json()).messages.map(oneTimeCodeIn).find((c) => c !== undefined);
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/**
 * The signed-in customer agrees to (or withdraws) each of `purposes` at its current wording, from the page `source`
 * names, as that page sends it; expects the answer 200.
 */
export async function answerConsents(
  ctx: Pick<TestContext, 'app'>,
  cookie: string,
  { source, granted, purposes }: { source: ConsentChangesBody['source']; granted: boolean; purposes: Array<ConsentChangesBody['changes'][number]['purpose']> },
): Promise<void> {
  const changes = purposes.map((purpose) => ({ purpose, granted, version: currentConsentVersion(purpose) }));
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/consents', headers: { cookie }, payload: { source, changes } });
  expect(res.statusCode, res.body).toBe(200);
}
