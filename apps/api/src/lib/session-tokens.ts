import { SESSION_POLICY, type Role } from '@shop/contract/auth';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** The refresh cookie is only ever sent to the auth routes. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
}

const ISSUER = 'purrfect-litter-shop';
/** The HMAC key of each secret, imported once: importing it for every request's token costs more than checking it. */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
const key = (secret: string): Promise<webcrypto.CryptoKey> => {
  let found = keys.get(secret);
  if (!found) {
    found = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, found);
  }
  return found;
};

/** A short-lived signed access token (HS256) naming the user and their session. */
export async function signAccessToken(claims: AccessClaims, secret: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_POLICY.accessTokenSeconds)
    .sign(await key(secret));
}

/** The token's claims, or null when it is missing, forged or expired. */
export async function verifyAccessToken(token: string | undefined, secret: string, now = new Date()): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const role = payload.role === 'admin' ? 'admin' : 'customer';
    return { userId: payload.sub, sessionId: payload.sid, role };
  } catch {
    return null;
  }
}

export function accessCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: SESSION_POLICY.accessTokenSeconds };
}

export function refreshCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: REFRESH_COOKIE_PATH, maxAge: SESSION_POLICY.refreshTokenDays * 24 * 3600 };
}
