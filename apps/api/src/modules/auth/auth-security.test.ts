import { ACCOUNT_LIMITS, AUTH_MESSAGES, AUTH_RATE_LIMITS } from '@shop/contract/auth';
import { DevMessagesResponse } from '@shop/contract/dev';
import { ERROR_MESSAGES } from '@shop/contract/errors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTRUSTED_PROXY_WARNING, warnOnceAboutUntrustedProxy } from '../../app';
import { freshIp, loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../lib/session-tokens';

/** Rate limits, the Origin check, production cookies and the dev-only routes. */
let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext({ PUBLIC_BASE_URL: 'https://shop.example.in', ALLOWED_ORIGINS: 'https://admin.example.in/, https://partner.example.com' })));
afterAll(() => ctx.close());

/** The statuses of password-reset code requests, one past the per-address limit, each arriving as `from(i)` says. */
async function resetCodesPastLimit(label: string, from: (i: number) => { remoteAddress: string; headers: Record<string, string> }): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= AUTH_RATE_LIMITS.codesPerMinute; i++) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: `${label}-${i}@example.com` }, ...from(i) });
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** One request to each of the dev tools. */
const DEV_TOOLS = [
  ['GET', '/dev/mailbox'],
  ['GET', '/dev/mailbox/messages'],
  ['POST', '/dev/identity/token'],
  ['GET', '/dev/payments/checkout.js'],
] as const;
/** What a dev tool's request carries: the identity provider's token is asked for an email address. */
const devToolPayload = (method: string) => (method === 'POST' ? { payload: { email: 'staff@example.com' } } : {});

describe('rate limits per client address', () => {
  it(`allows ${AUTH_RATE_LIMITS.perMinute} sign-in requests a minute per client address, then answers 429 with the shared body`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.perMinute; i++) {
      // A different account each time: the per-account limits stay out of the way.
      statuses.push((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: `nobody-${i}@example.com`, password: 'guess-1234' }, remoteAddress: ip })).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody-x@example.com', password: 'guess-1234' }, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: ERROR_MESSAGES.rateLimited, reason: 'request.rateLimited' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is unaffected.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'nobody-x@example.com', password: 'guess-1234' }, remoteAddress: freshIp() })).statusCode).toBe(401);
  });

  it(`allows ${AUTH_RATE_LIMITS.codesPerMinute} requests a minute to the routes that send codes, and ${AUTH_RATE_LIMITS.sessionPerMinute} session checks`, async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.codesPerMinute; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: `x${i}@example.com` }, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'y@example.com' }, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ERROR_MESSAGES.rateLimited);

    const browser = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.sessionPerMinute; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', remoteAddress: browser })).statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', remoteAddress: browser })).statusCode).toBe(429);
  });

  it('does not count requests from this machine outside production (local browser, end-to-end suite)', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.perMinute + 5; i++) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: `local-${i}@example.com` }, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    }
  });

  it('counts a request relayed by a proxy on this machine as the outside client it is', async () => {
    const statuses = await resetCodesPastLimit('relayed', () => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }));
    expect(statuses.at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy: a client cannot pick a new address per request', async () => {
    const ip = freshIp();
    const statuses = await resetCodesPastLimit('spoof', (i) => ({ remoteAddress: ip, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } }));
    expect(statuses.at(-1)).toBe(429);
  });

  it('leaves the other API routes alone', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.perMinute + 5; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products', remoteAddress: ip })).statusCode).toBe(200);
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestContext;
  const PROXY = '10.9.9.9';
  beforeAll(async () => {
    proxied = await createTestContext({ TRUST_PROXY: '10.9.9.0/24' });
  });
  afterAll(() => proxied?.close());

  const relay = (client: string, email: string) =>
    proxied.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });

  it('counts each client the proxy names on its own, and a spoofed hop before the proxy changes nothing', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.codesPerMinute; i++) expect((await relay('203.0.113.20', `a${i}@example.com`)).statusCode).toBe(200);
    expect((await relay('203.0.113.20', 'a-last@example.com')).statusCode).toBe(429);
    // The client prepends a made-up address: the proxy appends the real one, and that is what counts.
    expect((await relay('1.2.3.4, 203.0.113.20', 'a-spoof@example.com')).statusCode).toBe(429);
    // Another customer behind the same proxy is not held back.
    expect((await relay('203.0.113.21', 'b@example.com')).statusCode).toBe(200);
  });

  it('refuses a TRUST_PROXY that would believe every hop', async () => {
    await expect(createTestContext({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('a proxy the shop was not told about', () => {
  it('is named in the log once, at its first forwarded request', async () => {
    const bare = Fastify();
    const warnings: string[] = [];
    warnOnceAboutUntrustedProxy(bare, (m) => warnings.push(m));
    bare.get('/', async () => 'ok');
    await bare.inject({ method: 'GET', url: '/' });
    expect(warnings).toEqual([]);
    for (let i = 0; i < 3; i++) await bare.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    expect(warnings).toEqual([UNTRUSTED_PROXY_WARNING]);
    await bare.close();
  });
});

describe('per-account limits', () => {
  it(`pause password logins to an account after ${ACCOUNT_LIMITS.passwordFailures} wrong passwords in ${ACCOUNT_LIMITS.windowMinutes} minutes, from any addresses, loopback included`, async () => {
    const user = await createUser(ctx.db);
    const login = (password: string, remoteAddress = freshIp()) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password }, remoteAddress });
    for (let i = 0; i < ACCOUNT_LIMITS.passwordFailures; i++) {
      expect((await login(`guess-${i}`, i % 2 === 0 ? '127.0.0.1' : freshIp())).statusCode).toBe(401);
    }
    // Now even the right password waits: the guesser cannot tell a hit from a miss.
    const paused = await login(DEFAULT_PASSWORD);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.passwordsPaused({ minutes: ACCOUNT_LIMITS.windowMinutes }) });
    expect(paused.headers['retry-after']).toBe(String(ACCOUNT_LIMITS.windowMinutes * 60));
    expect((await login(DEFAULT_PASSWORD, '127.0.0.1')).statusCode).toBe(429);

    // Other accounts, even from the same addresses (one carrier-grade NAT), log in as usual.
    const neighbour = await createUser(ctx.db);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: neighbour.email, password: DEFAULT_PASSWORD }, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);

    ctx.clock.advance(ACCOUNT_LIMITS.windowMinutes * 60_000);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('count racing guesses too: no more than the limit get an answer', async () => {
    const user = await createUser(ctx.db);
    const tries = Array.from({ length: ACCOUNT_LIMITS.passwordFailures + 6 }, (_, i) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: `race-${i}` }, remoteAddress: freshIp() }),
    );
    const statuses = (await Promise.all(tries)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LIMITS.passwordFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('treat an unknown email exactly like a known one', async () => {
    const ghost = `ghost-${Date.now()}@example.com`;
    let last;
    for (let i = 0; i <= ACCOUNT_LIMITS.passwordFailures; i++) {
      last = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: ghost, password: `guess-${i}` }, remoteAddress: freshIp() });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe(AUTH_MESSAGES.passwordsPaused({ minutes: ACCOUNT_LIMITS.windowMinutes }));
  });

  it('are forgotten after a successful login or a password reset', async () => {
    const user = await createUser(ctx.db);
    const login = (password: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password }, remoteAddress: freshIp() });
    for (let i = 0; i < ACCOUNT_LIMITS.passwordFailures - 1; i++) expect((await login(`guess-${i}`)).statusCode).toBe(401);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMITS.passwordFailures - 1; i++) expect((await login(`again-${i}`)).statusCode).toBe(401);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('works by POST, and by GET unless the browser says another site started it', async () => {
    const user = await createUser(ctx.db);
    const signIn = async () =>
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD }, remoteAddress: freshIp() })).cookies
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
    const stillIn = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', headers: { cookie } })).statusCode === 200;

    const cookie = await signIn();
    for (const site of ['cross-site', 'same-site']) {
      const forged = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie, 'sec-fetch-site': site } });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.logoutCrossSite });
      expect(await stillIn(cookie)).toBe(true);
    }
    const own = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
    expect(await stillIn(cookie)).toBe(false);

    const second = await signIn();
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: second } });
    expect(posted.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });
    expect(await stillIn(second)).toBe(false);
    // A form on another site cannot post it either (the Origin check).
    const third = await signIn();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: third, origin: 'https://evil.example.com' } })).statusCode).toBe(403);
    expect(await stillIn(third)).toBe(true);
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
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: AUTH_MESSAGES.originRefused, reason: 'auth.originRefused' });
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
    await createUser(ctx.db, { phone: '+919845012345', phoneVerifiedAt: new Date() });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/loginn', payload: { phone: '9845012345' }, remoteAddress: freshIp() });
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=+919845012345' });
    expect(DevMessagesResponse.parse(res.json()).messages[0]).toMatchObject({ channel: 'sms', recipient: '+919845012345' });
  });

  it('answer only this machine: another address, or a request a local proxy relays, gets 404', async () => {
    for (const [method, url] of DEV_TOOLS) {
      const payload = devToolPayload(method);
      const remote = await ctx.app.inject({ method, url, remoteAddress: '192.0.2.10', ...payload });
      expect(remote.statusCode, url).toBe(404);
      const relayed = await ctx.app.inject({ method, url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '192.0.2.10' }, ...payload });
      expect(relayed.statusCode, url).toBe(404);
      expect((await ctx.app.inject({ method, url, remoteAddress: '127.0.0.1', ...payload })).statusCode, url).toBe(200);
    }
  });

  it('answer other machines only when DEV_TOOLS_REMOTE says so', async () => {
    const open = await createTestContext({ DEV_TOOLS_REMOTE: 'true' });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress: '192.0.2.10' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('refuse even this machine unless the shop is declared in development: NODE_ENV unset or test is a plain proxy away from the internet', async () => {
    for (const NODE_ENV of ['', 'test']) {
      const undeclared = await createTestContext({ NODE_ENV });
      try {
        for (const [method, url] of DEV_TOOLS) {
          const payload = devToolPayload(method);
          const local = await undeclared.app.inject({ method, url, remoteAddress: '127.0.0.1', ...payload });
          expect(local.statusCode, `${NODE_ENV || 'unset'} ${url}`).toBe(404);
        }
        // DEV_TOOLS_REMOTE widens the tools' reach in development; it never turns them on by itself.
      } finally {
        await undeclared.close();
      }
    }
    const remoteOnly = await createTestContext({ NODE_ENV: '', DEV_TOOLS_REMOTE: 'true' });
    try {
      expect((await remoteOnly.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await remoteOnly.close();
    }
  });

  it('count this machine against the per-address limits unless the shop is declared in development', async () => {
    const undeclared = await createTestContext({ NODE_ENV: '' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= AUTH_RATE_LIMITS.perMinute; i++) {
        const res = await undeclared.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: `local-${i}@example.com`, password: 'guess-1234' }, remoteAddress: '127.0.0.1' });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await undeclared.close();
    }
    // Declared development: the same loop from this machine is never limited per address.
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.perMinute; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: `local-dev-${i}@example.com`, password: 'guess-1234' }, remoteAddress: '127.0.0.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it('mint dev ID tokens and publish their keys', async () => {
    const jwks = await ctx.app.inject({ method: 'GET', url: '/dev/identity/jwks.json' });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.json().keys[0].d).toBeUndefined(); // never the private part
    const bad = await ctx.app.inject({ method: 'POST', url: '/dev/identity/token', payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the API reference', () => {
  it('is open outside production, and gone with API_DOCS=off', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const off = await createTestContext({ API_DOCS: 'off' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
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
    for (let i = 0; i <= AUTH_RATE_LIMITS.codesPerMinute; i++) {
      statuses.push((await prod.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: `p${i}@example.com` }, remoteAddress: '127.0.0.1' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('shows the API reference to staff only', async () => {
    const anonymous = await prod.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(anonymous.statusCode).toBe(401);
    expect((await prod.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const customer = await loginAs(prod, await createUser(prod.db));
    expect((await prod.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: customer } })).statusCode).toBe(403);
    const staff = await loginAs(prod, await createUser(prod.db, { role: 'admin' }));
    const docs = await prod.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: staff } });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().paths['/api/v1/admin/orders']).toBeDefined();
  });

  it('refuses Google sign-in when no Google client id is configured', async () => {
    const res = await prod.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload: { token: 'x'.repeat(40) } });
    expect(res.statusCode).toBe(401);
  });
});
