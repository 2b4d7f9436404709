import { REFRESH_RETRY_PAUSE_MS } from '@shop/contract/constants';
import { ERROR_MESSAGES } from '@shop/contract/error-codes';
import type { Locale } from '@shop/contract/locale';
import type { z } from 'zod';
import { inLanguage } from './i18n/request-language';
import { documentLocale } from './i18n/texts';

const API_BASE = '/api/v1';

/** A failed API call: the server's message when it sent one, else the caller's fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly data?: unknown,
    /** The wait a 429 named (details.retryAfterSeconds), for countdowns; null when it named none. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  /** The message the server sent, if it sent one (some screens fall back to their own words otherwise). */
  get serverMessage(): string | undefined {
    return messageFrom(this.data);
  }

  /**
   * What went wrong as a stable key of the contract's ERROR_REASONS (e.g. "admin.stockChanged"), for words of the
   * app's own; undefined when the server named none (an older server, or no answer at all).
   */
  get reason(): string | undefined {
    const reason = fieldOf(this.data, 'reason');
    return typeof reason === 'string' ? reason : undefined;
  }

  /** The values the server's message was made from, by name (e.g. { stock: 4 }), when it sent any. */
  get params(): Readonly<Record<string, string | number | boolean>> | undefined {
    const params = fieldOf(this.data, 'params');
    return params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, string | number | boolean>) : undefined;
  }

  /** What the server said beyond its message, e.g. a 400's field problems (`details.fields`). */
  get details(): unknown {
    return fieldOf(this.data, 'details');
  }
}

function fieldOf(data: unknown, key: string): unknown {
  return data && typeof data === 'object' && key in data ? (data as Record<string, unknown>)[key] : undefined;
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
  /** Finishes even when the page is left meanwhile: a change the customer already sees as made. */
  keepalive?: boolean;
  /** The path is the site's own, outside /api/v1: the offline identity provider's /dev/identity/token. */
  outsideApi?: boolean;
  /**
   * The page's language, which every API call asks its answer in (`?lang=`): the document's in the browser. The server
   * renders many pages at once in one process, so a page's loaders pass their store's language (see request-language.ts).
   */
  locale?: Locale;
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

/** The wait a 429 named (details.retryAfterSeconds), for countdowns; null when it named none. */
export function retryAfterOf(err: unknown): number | null {
  return err instanceof ApiError ? err.retryAfterSeconds : null;
}

/**
 * A response's schema, or how to load it. The schemas come with the validation library, which the storefront's first
 * load leaves out: the calls a first view makes name their schema by a loader, so the library arrives with the answer.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * The schemas of a contract module that loads on demand, by name: `const schema = lazySchemas(() => import(…))`, then
 * `apiRequest(path, schema('SessionState'))`.
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    () =>
      load().then((module) => module[name]);
}

/** How requests reach the API: the browser's fetch, or (when the server renders a page) a call into the server itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends the app's API calls through another transport; the server uses it to load a page's data without a network hop. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
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

async function postRefresh(): Promise<boolean> {
  try {
    const response = await transport(`${API_BASE}${REFRESH_PATH}`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The lock every tab of the shop takes to refresh, and where the last tab to succeed notes the time. */
const REFRESH_LOCK = 'shop-session-refresh';
const REFRESHED_AT_KEY = 'shop-session-refreshed-at';

function refreshedElsewhereAt(): number {
  try {
    return Number(localStorage.getItem(REFRESHED_AT_KEY) ?? 0);
  } catch {
    return 0;
  }
}

function noteRefreshed(): void {
  try {
    localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode): the other tabs refresh on their own, which the server's grace window allows.
  }
}

/**
 * One refresh at a time across the shop's tabs (Web Locks). A tab whose call failed while another tab was refreshing
 * waits for that refresh and uses the cookies it set; so does one that finds another tab refreshed after its call was
 * sent. Without Web Locks the server's grace window keeps the tabs signed in.
 */
async function refreshAcrossTabs(failedCallSentAt: number): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return postRefresh();
  const outcome = await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return 'another tab is refreshing' as const;
    if (refreshedElsewhereAt() >= failedCallSentAt) return true;
    const ok = await postRefresh();
    if (ok) noteRefreshed();
    return ok;
  });
  if (outcome !== 'another tab is refreshing') return outcome;
  await locks.request(REFRESH_LOCK, async () => undefined);
  return true;
}

async function refreshSession(failedCallSentAt: number): Promise<boolean> {
  const ok = await refreshAcrossTabs(failedCallSentAt);
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
function sharedRefresh(failedCallSentAt: number): Promise<boolean> {
  if (!refreshInFlight) {
    refreshInFlight = refreshSession(failedCallSentAt).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

async function send(path: string, options: RequestOptions, fallback: string): Promise<Response> {
  try {
    const json = options.body !== undefined && !(options.body instanceof FormData);
    // One rule for every call from a page: the answer comes in the page's language, whatever the cookie says.
    const url = options.outsideApi ? path : `${API_BASE}${inLanguage(path, options.locale ?? documentLocale())}`;
    return await transport(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), accept: 'application/json', ...options.headers },
      body: json ? JSON.stringify(options.body) : (options.body as FormData | undefined),
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(fallback, 0, 'NETWORK');
  }
}

async function toError(response: Response, fallback: string): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => undefined);
  const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : undefined;
  let retryAfterSeconds: number | null = null;
  if (response.status === 429) {
    const { RetryAfterDetails } = await import('@shop/contract/errors');
    const details = RetryAfterDetails.safeParse((data as { details?: unknown } | undefined)?.details);
    retryAfterSeconds = details.success ? details.data.retryAfterSeconds : null;
  }
  return new ApiError((await localMessage(data)) ?? messageFrom(data) ?? fallback, response.status, code, data, retryAfterSeconds);
}

/** On a Hindi page, a refusal's words in Hindi by its reason key; their table loads only then (lib/i18n/reason-texts.ts). */
async function localMessage(data: unknown): Promise<string | undefined> {
  const locale = documentLocale();
  const reason = fieldOf(data, 'reason');
  if (locale === 'en' || typeof reason !== 'string') return undefined;
  const params = fieldOf(data, 'params');
  const { reasonText } = await import('./i18n/reason-texts');
  return reasonText(locale, reason, params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, string | number | boolean>) : undefined);
}

/** The call's successful answer, after one token refresh and retry on a 401; its refusal thrown as ApiError. */
async function answered(path: string, options: RequestOptions, fallback: string): Promise<Response> {
  const generation = refreshGeneration;
  const sentAt = Date.now();
  let response = await send(path, options, fallback);
  if (response.status === 401 && !NO_REFRESH_PATHS.has(path.split('?')[0] ?? path)) {
    const firstError = await toError(response, fallback);
    const refreshedMeanwhile = !refreshInFlight && refreshGeneration !== generation;
    if (!refreshedMeanwhile && !(await sharedRefresh(sentAt))) throw firstError;
    response = await send(path, options, fallback);
  }
  if (!response.ok) throw await toError(response, fallback);
  return response;
}

/** A file the API answers with (not JSON): its text, and the name the server gave it. */
export interface ApiDownload {
  text: string;
  /** The `filename` of its Content-Disposition, or null when it named none. */
  fileName: string | null;
}

/**
 * Downloads a file from the API as text (a readable page, say), like apiRequest in every other way: in the page's
 * language, with the session renewed once on a 401, and a refusal thrown as ApiError in the page's language.
 */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<ApiDownload> {
  const fallback = options.fallbackMessage ?? ERROR_MESSAGES.generic;
  const response = await answered(path, options, fallback);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { text: await response.text(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/**
 * A check of an answer written by hand, for the one call every first view makes (the session check): its answer is
 * checked without the validation library, which the first view does not load. Same shape as a schema's safeParse.
 */
export interface AnswerCheck<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * Calls the shop's API with cookies, parses the JSON reply with the contract schema, and throws ApiError on failure.
 * A 401 triggers one token refresh (shared with every other call failing meanwhile) and one retry of the call
 * (SPEC.md §4 "Token refresh"); when the refresh fails, the original 401 is thrown.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: SchemaSource<S>, options?: RequestOptions): Promise<z.infer<S>>;
export async function apiRequest<T>(path: string, check: AnswerCheck<T>, options?: RequestOptions): Promise<T>;
export async function apiRequest(path: string, schema: SchemaSource<z.ZodType> | AnswerCheck<unknown>, options: RequestOptions = {}): Promise<unknown> {
  const fallback = options.fallbackMessage ?? ERROR_MESSAGES.generic;
  const response = await answered(path, options, fallback);
  const data: unknown = await response.json().catch(() => undefined);
  const parsed = (await (typeof schema === 'function' ? schema() : schema)).safeParse(data);
  if (!parsed.success) throw new ApiError(fallback, response.status, 'BAD_RESPONSE');
  return parsed.data;
}
