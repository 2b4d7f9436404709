import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevIdentity, devSubject } from './dev-identity';
import { IdTokenError, verifyIdToken, type IdTokenExpectations } from './id-token-verifier';

const NOW = new Date('2026-11-21T10:00:00Z');
const iat = Math.floor(NOW.getTime() / 1000);
let key: CryptoKey;
let expect_: IdTokenExpectations;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] };
  expect_ = { keys: createLocalJWKSet(jwks), audience: 'client-1', issuers: ['accounts.google.com', 'https://accounts.google.com'] };
});

function token(claims: Record<string, unknown>, overrides: { aud?: string; iss?: string; exp?: number; sub?: string | null; alg?: string } = {}) {
  const jwt = new SignJWT({ email: 'Asha@Example.com', email_verified: true, name: ' Asha ', ...claims })
    .setProtectedHeader({ alg: overrides.alg ?? 'RS256', kid: 'k1' })
    .setIssuer(overrides.iss ?? 'https://accounts.google.com')
    .setAudience(overrides.aud ?? 'client-1')
    .setIssuedAt(iat)
    .setExpirationTime(overrides.exp ?? iat + 600);
  if (overrides.sub !== null) jwt.setSubject(overrides.sub ?? '1234567890');
  return jwt.sign(key);
}

async function problemOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(IdTokenError);
    return (error as IdTokenError).problem;
  }
}

describe('verifyIdToken', () => {
  it('returns the subject, the lower-cased email and the name', async () => {
    expect(await verifyIdToken(await token({}), expect_, NOW)).toEqual({ sub: '1234567890', email: 'asha@example.com', name: 'Asha' });
  });

  it('accepts the string "true" for email_verified', async () => {
    expect((await verifyIdToken(await token({ email_verified: 'true' }), expect_, NOW)).sub).toBe('1234567890');
  });

  it.each([
    ['wrong audience', { aud: 'client-2' }],
    ['wrong issuer', { iss: 'https://evil.example.com' }],
    ['expired', { exp: iat - 1 }],
    ['no subject', { sub: null }],
  ])('refuses a token with a %s', async (_label, overrides) => {
    expect(await problemOf(verifyIdToken(await token({}, overrides), expect_, NOW))).toBe('invalid');
  });

  it('refuses a token without an email, and one whose email is not verified', async () => {
    expect(await problemOf(verifyIdToken(await token({ email: undefined }), expect_, NOW))).toBe('invalid');
    expect(await problemOf(verifyIdToken(await token({ email_verified: false }), expect_, NOW))).toBe('email_unverified');
    expect(await problemOf(verifyIdToken(await token({ email_verified: undefined }), expect_, NOW))).toBe('email_unverified');
  });

  it('refuses an unsigned token and one signed with a shared secret', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: 'x', email: 'a@b.c', email_verified: true, aud: 'client-1', iss: 'accounts.google.com', exp: iat + 60, iat })).toString('base64url');
    expect(await problemOf(verifyIdToken(`${header}.${body}.`, expect_, NOW))).toBe('invalid');
    const hs = await new SignJWT({ email: 'a@b.c', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setSubject('x')
      .setAudience('client-1')
      .setIssuer('accounts.google.com')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(new TextEncoder().encode('a-shared-secret-of-enough-length!!'));
    expect(await problemOf(verifyIdToken(hs, expect_, NOW))).toBe('invalid');
  });
});

describe('dev identity provider', () => {
  it('issues Google-shaped tokens its own verifier accepts, with a stable subject per email', async () => {
    const dev = await createDevIdentity();
    const claims = await dev.verify(await dev.issueToken({ email: 'Neha@Example.com' }, NOW), NOW);
    expect(claims).toEqual({ sub: devSubject('neha@example.com'), email: 'neha@example.com', name: 'neha' });
    expect(dev.jwks.keys[0]).not.toHaveProperty('d');
    const other = await createDevIdentity();
    expect(await problemOf(other.verify(await dev.issueToken({ email: 'x@example.com' }, NOW), NOW))).toBe('invalid');
  });
});
