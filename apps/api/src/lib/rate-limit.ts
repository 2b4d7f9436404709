import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { isLocalCaller } from './local-caller';

const MINUTE_MS = 60_000;

export interface RateLimitingOptions {
  /**
   * Outside production, requests from this machine itself (not relayed by a proxy) are not counted: the web app
   * checks the session on every page load, and a local browser or the end-to-end suite would otherwise run into the
   * per-address limits. The per-account limits of the auth service apply to everyone, loopback included.
   */
  exemptLoopback: boolean;
  /** Redis shared by every API process (REDIS_URL): the counters live there, so a limit counts across processes. */
  redis?: Redis;
}

/** Prefix of the rate-limit counters' keys in a Redis shared with other applications. */
const REDIS_NAMESPACE = 'shop-rate-limit:';

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with `config: { rateLimit: perMinute(n) }`.
 * Counters live in memory by default; pass `redis` to share them between API processes (DESIGN.md §7).
 */
export async function registerRateLimiting(app: FastifyInstance, options: RateLimitingOptions): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // With Redis unreachable, requests pass uncounted (and the failure is logged) rather than the shop refusing all:
    // the per-account limits of the auth service are kept in PostgreSQL and still hold.
    ...(options.redis ? { redis: options.redis, nameSpace: REDIS_NAMESPACE, skipOnError: true } : {}),
    allowList: (request) => options.exemptLoopback && isLocalCaller(request),
  });
}

/**
 * A limit of `max` requests a minute per client address (request.ip: the socket's peer, or the forwarded address
 * TRUST_PROXY allows); over it the client gets 429 with the shared error body and Retry-After.
 */
export function perMinute(max: number): RateLimitOptions {
  return { max, timeWindow: MINUTE_MS };
}

/**
 * A limit of `max` requests a minute per signed-in account, whatever address they come from (a route's second limit,
 * next to its per-address one): a `preHandler` for routes whose guard has already found the user. It shares the
 * per-address limits' store (Redis with REDIS_URL), and applies to every caller, this machine included.
 */
export function perAccountPerMinute(app: FastifyInstance, max: number) {
  return app.rateLimit({
    max,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `account:${request.user?.userId ?? request.ip}`,
    allowList: () => false,
  });
}
