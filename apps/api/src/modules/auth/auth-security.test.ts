import { AUTH_MESSAGES, AUTH_RATE_LIMITS } from '@shop/contract/auth';
import { DevMessagesResponse } from '@shop/contract/dev';
import { ERROR_MESSAGES } from '@shop/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../lib/session-tokens';

/** Rate limits, the Origin check, production cookies and the dev-only routes. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_BASE_URL: 'https://shop.example.in', ALLOWED_ORIGINS: 'https://admin.example.in/, https://partner.example.com' });
});
afterAll(() => ctx.close());

describe('rate limits', () => {
  it(`allows ${AUTH_RATE_LIMITS.perMinute} auth requests a minute per client IP, then answers 429 with the shared body`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.perMinute; i++) {
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', remoteAddress: ip })).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: ERROR_MESSAGES.rateLimited });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is unaffected.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', remoteAddress: freshIp() })).statusCode).toBe(401);
  });

  it(`allows only ${AUTH_RATE_LIMITS.codesPerMinute} requests a minute to the routes that send codes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.codesPerMinute; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: `x${i}@example.com` }, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'y@example.com' }, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ERROR_MESSAGES.rateLimited);
  });

  it('counts password guesses on /auth/login', async () => {
    const user = await createUser(ctx.db);
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i <= AUTH_RATE_LIMITS.perMinute; i++) {
      last = (await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: `guess-${i}` }, remoteAddress: ip }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('does not count requests from this machine outside production (local browser, end-to-end suite)', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.perMinute + 5; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
    }
  });

  it('leaves the other API routes alone', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.perMinute + 5; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products', remoteAddress: ip })).statusCode).toBe(200);
    }
  });
});

describe('Origin check on state-changing requests', () => {
  const login = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a@example.com', password: 'whatever1' }, headers, remoteAddress: freshIp() });

  it.each(['https://evil.example.com', 'null', 'https://shop.example.in.evil.com', 'http://shop.example.in', 'not a url'])(
    'refuses Origin %s with 403',
    async (origin) => {
      const res = await login({ origin });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: AUTH_MESSAGES.originRefused });
    },
  );

  it('lets through the request’s own origin, PUBLIC_BASE_URL, ALLOWED_ORIGINS and requests without Origin', async () => {
    expect((await login({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(401);
    expect((await login({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).statusCode).toBe(401);
    expect((await login({ origin: 'https://SHOP.example.in' })).statusCode).toBe(401);
    expect((await login({ origin: 'https://admin.example.in' })).statusCode).toBe(401);
    expect((await login({ origin: 'https://partner.example.com' })).statusCode).toBe(401);
    expect((await login({})).statusCode).toBe(401);
  });

  it('refuses every state-changing method but not reads', async () => {
    const origin = 'https://evil.example.com';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/v1/anything', headers: { origin }, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(403);
    }
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products', headers: { origin } });
    expect(read.statusCode).toBe(200);
  });
});

describe('dev routes', () => {
  it('serve the mailbox as escaped HTML and JSON, newest first', async () => {
    const email = `mailbox-${Date.now()}@example.com`;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signup-email', payload: { email, password: 'Secret123!' }, remoteAddress: freshIp() });
    const json = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(email.toUpperCase())}` });
    expect(json.statusCode).toBe(200);
    const { messages } = DevMessagesResponse.parse(json.json());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', recipient: email });

    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(email);
    expect(page.body).not.toMatch(/<iframe[^>]*srcdoc="<!doctype/i); // the HTML mail is escaped into srcdoc
  });

  it('find an SMS by the number even when the + was decoded to a space', async () => {
    await createUser(ctx.db, { phone: '+919845012345' });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/loginn', payload: { phone: '9845012345' }, remoteAddress: freshIp() });
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=+919845012345' });
    expect(DevMessagesResponse.parse(res.json()).messages[0]).toMatchObject({ channel: 'sms', recipient: '+919845012345' });
  });

  it('mint dev ID tokens and publish their keys', async () => {
    const jwks = await ctx.app.inject({ method: 'GET', url: '/dev/identity/jwks.json' });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.json().keys[0].d).toBeUndefined(); // never the private part
    const bad = await ctx.app.inject({ method: 'POST', url: '/dev/identity/token', payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('in production', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestContext({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-that-is-long-enough-000',
      PUBLIC_BASE_URL: 'https://shop.example.in',
      RAZORPAY_KEY_ID: 'rzp_test_production1',
      RAZORPAY_KEY_SECRET: 'production-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'production-webhook-secret',
    });
  });
  afterAll(() => prod?.close());

  it('has no dev routes', async () => {
    for (const [method, url] of [
      ['GET', '/dev/mailbox'],
      ['GET', '/dev/mailbox/messages'],
      ['GET', '/dev/identity/jwks.json'],
      ['POST', '/dev/identity/token'],
    ] as const) {
      const res = await prod.app.inject({ method, url, ...(method === 'POST' ? { payload: { email: 'a@example.com' } } : {}) });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('sets Secure cookies', async () => {
    const user = await createUser(prod.db);
    const res = await prod.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(res.statusCode).toBe(200);
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      expect(res.cookies.find((c) => c.name === name)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    }
  });

  it('counts requests from loopback too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.perMinute; i++) {
      statuses.push((await prod.app.inject({ method: 'GET', url: '/api/v1/auth/logout', remoteAddress: '127.0.0.1' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses Google sign-in when no Google client id is configured', async () => {
    const res = await prod.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload: { token: 'x'.repeat(40) } });
    expect(res.statusCode).toBe(401);
  });
});
