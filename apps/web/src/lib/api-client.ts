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
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Message used when the server sends none. */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

function messageFrom(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}

/** Calls the shop's API with cookies, parses the JSON reply with the contract schema, and throws ApiError on failure. */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const fallback = options.fallbackMessage ?? ERROR_MESSAGES.generic;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: options.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(fallback, 0, 'NETWORK');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const code = data && typeof data === 'object' && 'code' in data ? String(data.code) : undefined;
    throw new ApiError(messageFrom(data) ?? fallback, response.status, code, data);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(fallback, response.status, 'BAD_RESPONSE');
  return parsed.data;
}
