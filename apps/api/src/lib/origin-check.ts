import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** scheme://host[:port] in canonical form (lower case, default port dropped), or null when it is not a URL. */
function canonicalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** True when the Origin header is absent, the request's own origin, PUBLIC_BASE_URL's or one of ALLOWED_ORIGINS. */
export function isOriginAllowed(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const header = request.headers.origin;
  if (header === undefined) return true;
  const origin = canonicalOrigin(header);
  if (!origin) return false; // "null" (sandboxed frames, some redirects) and garbage
  if (trusted.has(origin)) return true;
  return origin === canonicalOrigin(`${request.protocol}://${request.host}`);
}

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a browser always sends Origin on cross-site POST, PUT, PATCH
 * and DELETE, so a state-changing /api/* request naming a foreign origin is refused with 403. Requests without
 * Origin (server-to-server calls, webhooks, tests) pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: Pick<Config, 'PUBLIC_BASE_URL' | 'ALLOWED_ORIGINS'>): void {
  const trusted = new Set(
    [config.PUBLIC_BASE_URL, ...config.ALLOWED_ORIGINS].flatMap((o) => {
      const origin = o ? canonicalOrigin(o) : null;
      return origin ? [origin] : [];
    }),
  );
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isOriginAllowed(request, trusted)) throw new AppError('auth.originRefused');
  });
}
