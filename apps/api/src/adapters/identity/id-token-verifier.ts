import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** What the shop learns from a verified ID token. */
export interface IdTokenClaims {
  /** The provider's stable id of the person. */
  sub: string;
  /** Lower-cased. */
  email: string;
  name: string | null;
}

export type IdTokenProblem = 'invalid' | 'email_unverified';

/** The token was refused: forged, expired, for another client or issuer, or the email is not verified. */
export class IdTokenError extends Error {
  constructor(readonly problem: IdTokenProblem, message: string) {
    super(message);
    this.name = 'IdTokenError';
  }
}

/** Verifies ID tokens; the Google and the dev identity provider differ only in keys, audience and issuers. */
export interface IdentityVerifier {
  verify(token: string, now: Date): Promise<IdTokenClaims>;
}

export interface IdTokenExpectations {
  /** The signing keys, usually a JWKS (remote or local). */
  keys: JWTVerifyGetKey;
  /** Our client id: the token must be issued for it. */
  audience: string;
  issuers: string[];
}

/**
 * The one ID-token check: RS256 signature against the key set, audience, issuer, expiry (at `now`), and a
 * subject and email the provider says it verified.
 */
export async function verifyIdToken(token: string, expect: IdTokenExpectations, now: Date): Promise<IdTokenClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, expect.keys, {
      audience: expect.audience,
      issuer: expect.issuers,
      algorithms: ['RS256'],
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    const reason = error instanceof errors.JOSEError ? error.code : 'unexpected';
    throw new IdTokenError('invalid', `ID token refused: ${reason}`);
  }
  const { sub, email, email_verified: emailVerified, name } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '') {
    throw new IdTokenError('invalid', 'ID token has no subject or email');
  }
  // Google sends a boolean; some providers send the string "true".
  if (emailVerified !== true && emailVerified !== 'true') throw new IdTokenError('email_unverified', 'ID token email is not verified');
  return { sub, email: email.trim().toLowerCase(), name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null };
}
