import { ApiError } from '../../../lib/api-client';

/**
 * What a failed call says, ready to show: the cache keeps a failure as plain data with its message (QueryError), an
 * unexpected one as a serialized error, and a thrown one is an Error; `fallback` when none of them says anything.
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (typeof err === 'object' && err !== null && 'message' in err && typeof err.message === 'string' && err.message) return err.message;
  return fallback;
}

/**
 * A change's answer for code that catches errors as ApiError (the catalogue forms put the server's message at its
 * field): a refusal is thrown as one again, with its status and code.
 */
export async function answerOf<T>(change: { unwrap: () => Promise<T> }): Promise<T> {
  try {
    return await change.unwrap();
  } catch (err) {
    if (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number') {
      const failure = err as { status: number; code?: string };
      throw new ApiError(failureMessage(err, ''), failure.status, failure.code);
    }
    throw err;
  }
}
