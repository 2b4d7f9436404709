import type { SerializedError } from '@reduxjs/toolkit';
import { ApiError } from './api-client';

/** A failed call as the cache keeps it: plain data (the store holds no class instances). */
export interface QueryError {
  /** The HTTP status; 0 when the API could not be reached. */
  status: number;
  /** The server's error code (e.g. RATE_LIMITED), when it sent one. */
  code?: string;
  /** The server's message, else the call's fallback: ready to show. */
  message: string;
  /** The wait a 429 named, for countdowns; null when it named none. */
  retryAfterSeconds: number | null;
  /** The server's reason (a key of the contract's ERROR_REASONS) and the values of its message, when it sent them. */
  reason?: string;
  params?: Readonly<Record<string, string | number | boolean>>;
  /** What the server said beyond its message, e.g. a 400's field problems (`details.fields`) for a form to place. */
  details?: unknown;
}

/** A failed call as the cache keeps it: plain data, the store holds no class instances. */
export function queryErrorOf(err: ApiError): QueryError {
  return {
    status: err.status,
    ...(err.code ? { code: err.code } : {}),
    message: err.message,
    retryAfterSeconds: err.retryAfterSeconds,
    ...(err.reason === undefined ? {} : { reason: err.reason }),
    ...(err.params === undefined ? {} : { params: err.params }),
    ...(err.details === undefined ? {} : { details: err.details }),
  };
}

/**
 * What a failed call said, whether it failed as the API client's ApiError or as the cache's QueryError (what an
 * endpoint's `unwrap()` throws); null for anything that never reached the API (a bug, a script that did not load).
 */
export function callFailureOf(err: unknown): QueryError | null {
  if (err instanceof ApiError) return queryErrorOf(err);
  if (err && typeof err === 'object' && 'status' in err && typeof err.status === 'number' && 'message' in err && typeof err.message === 'string') {
    return err as QueryError;
  }
  return null;
}

/**
 * The words to show for a failed cached call: the server's message (or the call's own fallback, which the API client
 * already put in its place), else `fallback` for anything that failed before reaching the API client.
 */
export function failureMessage(error: QueryError | SerializedError | undefined, fallback: string): string {
  if (error && 'status' in error && error.message) return error.message;
  return fallback;
}
