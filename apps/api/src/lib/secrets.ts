import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveFromRoot, type Config } from '../config';

/**
 * The secret that signs access tokens: SESSION_SECRET when set (always in production), otherwise one generated
 * on first start and kept in DATA_DIR, so sessions survive a restart of a local shop.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const dir = resolveFromRoot(config.DATA_DIR);
  const file = path.join(dir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
