import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm; its const enum cannot be imported under isolatedModules)
 * with the OWASP-recommended minimum cost: 19 MiB, 2 passes, 1 lane.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account (or no password) to check against,
 * so response times do not tell which emails are registered. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-that-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
