import { AppError, type PlainReason } from './errors';

/** The PostgreSQL error code anywhere in the cause chain (drizzle wraps errors), if any. */
function pgCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when PostgreSQL refused a write for breaking a unique constraint. */
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}

/** True when PostgreSQL refused a write because the row it refers to is gone (e.g. a product deleted meanwhile). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgCode(err) === '23503';
}

/**
 * Runs a write and answers `reason` where a unique constraint refuses it: two requests racing for the same slug,
 * code, term or phone number, the unique index decides and the later one gets the clear refusal.
 */
export async function refusingTaken<T>(reason: PlainReason, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(reason);
    throw err;
  }
}
