import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { verifyIdToken, type IdentityVerifier } from './id-token-verifier';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Google Identity Services ID tokens, checked against Google's published keys (fetched and cached by jose). */
export function createGoogleIdentity(options: { clientId: string; keys?: JWTVerifyGetKey }): IdentityVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
  return {
    verify: (token, now) => verifyIdToken(token, { keys, audience: options.clientId, issuers: GOOGLE_ISSUERS }, now),
  };
}
