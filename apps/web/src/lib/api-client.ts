import { REFRESH_RETRY_PAUSE_MS } from '@shop/contract/constants';
import { ERROR_MESSAGES } from '@shop/contract/errors';
import type { z } from 'zod';

export const API_BASE = '/api/v1';

/** A failed API call: the server's message when it sent one, else the caller's fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** The message the server sent, if it sent one (some screens fall back to their own words otherwise). */
  get serverMessage(): string | undefined {
    return messageFrom(this.data);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, which goes as multipart/form-data (file uploads). */
  body?: unknown;
  /** Message used when the server sends none. */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

const REFRESH_PATH = '/auth/refresh-token';

/**
 * Calls where a 401 is the answer itself (wrong password, wrong code, no session to end), not an expired
 * access token: they never trigger a token refresh.
 */
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set([
  '/auth/login',
  '/auth/signup-email',
  '/auth/verify-otp',
  '/auth/google',
  REFRESH_PATH,
  '/auth/logout',
]);

function messageFrom(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}

/** The message of anything a thunk caught: an ApiError's (server or fallback) message, else undefined. */
export function errorMessage(err: unknown): string | undefined {
  return err instanceof Error && err.message ? err.message : undefined;
}

/** Only the server's own message, for screens whose fallback differs from the request's. */
export function serverMessageOf(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The refresh under way, shared by every call that got a 401 meanwhile. Resolves true when it worked. */
let refreshInFlight: Promise<boolean> | null = null;
/** Counts successful refreshes, so a call sent before the last one finished just retries with the new cookie. */
let refreshGeneration = 0;
let onSessionExpired: (() => void) | null = null;

/** Called once each time a refresh fails, i.e. the session is over; the app clears its auth state there. */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

async function refreshSession(): Promise<boolean> {
  let ok = false;
  try {
    const response = await fetch(`${API_BASE}${REFRESH_PATH}`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    ok = response.ok;
  } catch {
    ok = false;
  }
  if (ok) {
    refreshGeneration += 1;
    // Lets the browser store the new cookies before the retries go out (SPEC.md §9 refresh retry pause).
    await wait(REFRESH_RETRY_PAUSE_MS);
  } else {
    onSessionExpired?.();
  }
  return ok;
}

/** Starts a refresh, or joins the one already under way: concurrent 401s share a single refresh call. */
function sharedRefresh(): Promise<boolean> {
  if (!refreshInFlight) {
    refreshInFlight = refreshSession().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

async function send(path: string, options: RequestOptions, fallback: string): Promise<Response> {
  try {
    const json = options.body !== undefined && !(options.body instanceof FormData);
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), accept: 'application/json', ...options.headers },
      body: json ? JSON.stringify(options.body) : (options.body as FormData | undefined),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(fallback, 0, 'NETWORK');
  }
}

async function toError(response: Response, fallback: string): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => undefined);
  const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : undefined;
  return new ApiError(messageFrom(data) ?? fallback, response.status, code, data);
}

/**
 * Calls the shop's API with cookies, parses the JSON reply with the contract schema, and throws ApiError on failure.
 * A 401 triggers one token refresh (shared with every other call failing meanwhile) and one retry of the call
 * (SPEC.md §4 "Token refresh"); when the refresh fails, the original 401 is thrown.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const fallback = options.fallbackMessage ?? ERROR_MESSAGES.generic;
  const generation = refreshGeneration;
  let response = await send(path, options, fallback);
  if (response.status === 401 && !NO_REFRESH_PATHS.has(path.split('?')[0] ?? path)) {
    const firstError = await toError(response, fallback);
    const refreshedMeanwhile = !refreshInFlight && refreshGeneration !== generation;
    if (!refreshedMeanwhile && !(await sharedRefresh())) throw firstError;
    response = await send(path, options, fallback);
  }
  if (!response.ok) throw await toError(response, fallback);
  const data: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(fallback, response.status, 'BAD_RESPONSE');
  return parsed.data;
}
