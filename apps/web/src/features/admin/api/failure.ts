import { ApiError } from '../../../lib/api-client';
import type { QueryError } from '../../../lib/query-api';

/**
 * What a failed call says, ready to show: the cache keeps a failure as plain data with its message (QueryError), an
 * unexpected one as a serialized error, and a thrown one is an Error; `fallback` when none of them says anything.
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (typeof err === 'object' && err !== null && 'message' in err && typeof err.message === 'string' && err.message) return err.message;
  return fallback;
}

/**
 * A change's answer for code that catches errors as ApiError (the catalogue forms put the server's message, or the
 * field problems of a 400, under their fields): a refusal is thrown as one again, with its status, code, reason,
 * params and details, as the server sent them.
 */
export async function answerOf<T>(change: { unwrap: () => Promise<T> }): Promise<T> {
  try {
    return await change.unwrap();
  } catch (err) {
    if (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number') {
      const { status, code, reason, params, details, retryAfterSeconds } = err as Partial<QueryError> & { status: number };
      const message = failureMessage(err, '');
      const body = { success: false, message, ...(code ? { code } : {}), ...(reason ? { reason } : {}), ...(params ? { params } : {}), ...(details === undefined ? {} : { details }) };
      throw new ApiError(message, status, code, body, retryAfterSeconds ?? null);
    }
    throw err;
  }
}
