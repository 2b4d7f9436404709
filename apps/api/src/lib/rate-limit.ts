import fastifyRateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

const MINUTE_MS = 60_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface RateLimitingOptions {
  /**
   * Outside production, requests from this machine itself are not counted: the web app checks the session on every
   * page load, and a local browser or the end-to-end suite would otherwise run into the auth limits.
   */
  exemptLoopback: boolean;
  /** A shared counter store (e.g. Redis-backed) for several API processes; in memory when unset. */
  store?: FastifyRateLimitStoreCtor;
}

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with `config: { rateLimit: perMinute(n) }`.
 * Counters live in memory by default; pass `store` to share them between API processes (DESIGN.md §7).
 */
export async function registerRateLimiting(app: FastifyInstance, options: RateLimitingOptions): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.store ? { store: options.store } : {}),
    allowList: (request) => options.exemptLoopback && LOOPBACK.has(request.ip),
  });
}

/** A per-client-IP limit of `max` requests a minute; over it the client gets 429 with the shared error body. */
export function perMinute(max: number): RateLimitOptions {
  return { max, timeWindow: MINUTE_MS };
}
