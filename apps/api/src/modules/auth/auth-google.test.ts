import { AUTH_MESSAGES, GoogleLoginResponse } from '@shop/contract/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, freshIp } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { devSubject } from '../../adapters/identity/dev-identity';
import { createGoogleIdentity } from '../../adapters/identity/google-identity';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { findUserByEmail } from './auth.repository';

/** Google sign-in: through the dev identity provider, and through the Google adapter with keys of our own. */
let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

let n = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++n}-${Date.now()}@gmail.com`;

const googleLogin = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/google', payload: { token }, remoteAddress: freshIp() });

async function devToken(person: { email: string; name?: string; emailVerified?: boolean }): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/dev/identity/token', payload: person });
  expect(res.statusCode).toBe(200);
  return res.json().credential;
}

const findUser = (email: string) => findUserByEmail(ctx.db, email);

/** A login with the password every test account is made with. */
const passwordLogin = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: DEFAULT_PASSWORD }, remoteAddress: freshIp() });

describe('POST /auth/google with the dev identity provider', () => {
  it('creates a verified user for a new Google account, and finds it again by its Google id', async () => {
    const email = uniqueEmail('new');
    const res = await googleLogin(ctx.app, await devToken({ email, name: 'Kavya' }));
    expect(res.statusCode).toBe(200);
    // The name from the Google profile comes back, to fill in the profile step.
    expect(GoogleLoginResponse.parse(res.json())).toEqual({ success: true, authenticated: true, hasDetails: false, language: 'en', email, name: 'Kavya' });
    const user = await findUser(email);
    expect(user).toMatchObject({ googleSub: devSubject(email), name: 'Kavya', passwordHash: null });
    expect(user!.emailVerifiedAt).not.toBeNull();

    const again = await googleLogin(ctx.app, await devToken({ email }));
    expect(again.statusCode).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('links an existing verified account by its email and keeps its password', async () => {
    const existing = await createUser(ctx.db, { email: uniqueEmail('existing'), hasDetails: true });
    const res = await googleLogin(ctx.app, await devToken({ email: existing.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasDetails: true, email: existing.email });
    const user = await findUser(existing.email);
    expect(user!.id).toBe(existing.id);
    expect(user!.googleSub).toBe(devSubject(existing.email));
    const login = await passwordLogin(existing.email);
    expect(login.statusCode).toBe(200);
  });

  it('verifies an unverified account it links, and drops the password nobody proved (pre-registration takeover)', async () => {
    const existing = await createUser(ctx.db, { email: uniqueEmail('squatted'), emailVerifiedAt: null });
    const res = await googleLogin(ctx.app, await devToken({ email: existing.email }));
    expect(res.statusCode).toBe(200);
    const user = await findUser(existing.email);
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(user!.passwordHash).toBeNull();
    const squatter = await passwordLogin(existing.email);
    expect(squatter.statusCode).toBe(401);
  });

  it('refuses to link an account already tied to another Google id', async () => {
    const existing = await createUser(ctx.db, { email: uniqueEmail('taken'), googleSub: 'some-other-google-id' });
    const res = await googleLogin(ctx.app, await devToken({ email: existing.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH_MESSAGES.googleAccountConflict);
  });

  it('refuses a Google account whose email is not verified', async () => {
    const email = uniqueEmail('unverified');
    const res = await googleLogin(ctx.app, await devToken({ email, emailVerified: false }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: AUTH_MESSAGES.googleEmailUnverified, reason: 'auth.googleEmailUnverified' });
    expect(await findUser(email)).toBeUndefined();
  });

  it('refuses a token signed with another key (forged signature)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const jwks = await ctx.app.inject({ method: 'GET', url: '/dev/identity/jwks.json' });
    const kid = jwks.json().keys[0].kid as string;
    const email = uniqueEmail('forged');
    const forged = await new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer('https://accounts.google.com')
      .setAudience('dev-identity-client')
      .setSubject(devSubject(email))
      .setIssuedAt(Math.floor(ctx.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(ctx.clock.now().getTime() / 1000) + 600)
      .sign(privateKey);
    const res = await googleLogin(ctx.app, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.googleInvalid);
    expect(await findUser(email)).toBeUndefined();
  });

  it('refuses a tampered token and one that has expired', async () => {
    const token = await devToken({ email: uniqueEmail('tamper') });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, email: 'victim@gmail.com' })).toString('base64url');
    expect((await googleLogin(ctx.app, `${header}.${altered}.${signature}`)).statusCode).toBe(401);

    const old = await devToken({ email: uniqueEmail('late') });
    ctx.clock.advance(11 * 60_000);
    const late = await googleLogin(ctx.app, old);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(AUTH_MESSAGES.googleInvalid);
  });
});

describe('POST /auth/google with the Google adapter', () => {
  const CLIENT_ID = '1234-shop.apps.googleusercontent.com';
  let app: FastifyInstance;
  let privateKey: CryptoKey;
  const kid = 'google-test-key';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256' }] };
    // Google's adapter exactly as in production, but with a key set we hold instead of Google's published one.
    const identity = createGoogleIdentity({ clientId: CLIENT_ID, keys: createLocalJWKSet(jwks) });
    app = await buildApp({ config: ctx.config, db: ctx.db, sessionSecret: ctx.sessionSecret, now: ctx.clock.now, authAdapters: { identity } });
  });
  afterAll(() => app.close());

  function sign(claims: { email: string; email_verified?: unknown }, options: { aud?: string; iss?: string } = {}) {
    const iat = Math.floor(ctx.clock.now().getTime() / 1000);
    return new SignJWT({ email_verified: true, name: 'Rohan', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(options.iss ?? 'accounts.google.com')
      .setAudience(options.aud ?? CLIENT_ID)
      .setSubject(`google-${claims.email}`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(privateKey);
  }

  it('accepts a token for our client id from either Google issuer spelling', async () => {
    const a = await googleLogin(app, await sign({ email: uniqueEmail('iss-short') }));
    expect(a.statusCode).toBe(200);
    const b = await googleLogin(app, await sign({ email: uniqueEmail('iss-url') }, { iss: 'https://accounts.google.com' }));
    expect(b.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', headers: { cookie: cookiesFrom(b) } })).statusCode).toBe(200);
  });

  it('refuses a token issued for another client (wrong audience)', async () => {
    const email = uniqueEmail('aud');
    const res = await googleLogin(app, await sign({ email }, { aud: 'someone-else.apps.googleusercontent.com' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.googleInvalid);
    expect(await findUser(email)).toBeUndefined();
  });

  it('refuses a token from another issuer', async () => {
    const res = await googleLogin(app, await sign({ email: uniqueEmail('iss') }, { iss: 'https://evil.example.com' }));
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unverified email, also when the claim is missing', async () => {
    const unverified = await googleLogin(app, await sign({ email: uniqueEmail('ev'), email_verified: false }));
    expect(unverified.json().message).toBe(AUTH_MESSAGES.googleEmailUnverified);
    const missing = await googleLogin(app, await sign({ email: uniqueEmail('ev'), email_verified: undefined }));
    expect(missing.statusCode).toBe(401);
  });

  it('refuses a token signed by the dev identity provider', async () => {
    const res = await googleLogin(app, await devToken({ email: uniqueEmail('dev') }));
    expect(res.statusCode).toBe(401);
  });
});
