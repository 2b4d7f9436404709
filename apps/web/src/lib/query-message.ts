import type { SerializedError } from '@reduxjs/toolkit';
import type { QueryError } from './query-api';

/**
 * The words to show for a failed cached call: the server's message (or the call's own fallback, which the API client
 * already put in its place), else `fallback` for anything that failed before reaching the API client.
 */
export function failureMessage(error: QueryError | SerializedError | undefined, fallback: string): string {
  if (error && 'status' in error && error.message) return error.message;
  return fallback;
}
