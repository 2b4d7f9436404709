import type { FastifyInstance } from 'fastify';
import { AppError, sendError } from './errors';

/** A stand-in origin: only whether a request's target stays on it matters. */
const HERE = 'http://shop.invalid';

/**
 * True when the request's target is a path on this shop that decodes: `//%00/` (a host that is no host),
 * `//a:b@c:99999/` (a port past 65535) or `//elsewhere.in/x` read as an address would name another server, and
 * `/%E0%A4` is not UTF-8.
 */
export function isWellFormedTarget(target: string): boolean {
  let url: URL;
  try {
    url = new URL(target, HERE);
    decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  return url.origin === HERE;
}

/** Malformed request targets answer 400 with the shared body before any route reads them (never a 500 and a stack). */
export function registerUrlCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isWellFormedTarget(request.url)) return sendError(reply, new AppError('request.badUrl'));
  });
}
