import { createHash, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { GOOGLE_ISSUERS } from './google-identity';
import { IdTokenError, verifyIdToken, type IdentityVerifier } from './id-token-verifier';

export const DEV_IDENTITY_AUDIENCE = 'dev-identity-client';
const ISSUER = 'https://accounts.google.com';
const TOKEN_MINUTES = 10;

export interface DevIdentity extends IdentityVerifier {
  /** The public keys, as /dev/identity/jwks.json serves them. */
  jwks: JSONWebKeySet;
  /** An ID token shaped like Google's for this person, signed with this process's key. */
  issueToken(person: { email: string; name?: string; emailVerified?: boolean }, now: Date): Promise<string>;
}

/** The subject a person always gets from the dev provider: stable per email address. */
export function devSubject(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 20)}`;
}

/**
 * The offline identity provider: a fresh RS256 key pair per process start, tokens that look like Google's, checked
 * by the same verifier as Google's against the local key set.
 */
export async function createDevIdentity(): Promise<DevIdentity> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const keys = createLocalJWKSet(jwks);

  return {
    jwks,
    async issueToken(person, now) {
      const email = person.email.trim().toLowerCase();
      if (!email) throw new IdTokenError('invalid', 'an email is required');
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({
        email,
        email_verified: person.emailVerified ?? true,
        name: person.name ?? email.split('@')[0],
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(DEV_IDENTITY_AUDIENCE)
        .setSubject(devSubject(email))
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_MINUTES * 60)
        .sign(privateKey);
    },
    verify: (token, now) => verifyIdToken(token, { keys, audience: DEV_IDENTITY_AUDIENCE, issuers: GOOGLE_ISSUERS }, now),
  };
}

/** Used when neither Google nor the dev provider may be used (production without GOOGLE_CLIENT_ID): refuses all. */
export const disabledIdentity: IdentityVerifier = {
  verify: () => Promise.reject(new IdTokenError('invalid', 'Google sign-in is not configured')),
};
