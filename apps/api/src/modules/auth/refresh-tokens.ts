import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 32 random bytes, base64url. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a refresh token, the only form kept in the database. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
