import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** `false`: a route that only ever answers JSON skips the document headers (see json-headers.ts). */
    helmet?: false;
  }
  interface FastifyContextConfig {
    securityHeaders?: false;
  }
}

/**
 * The headers helmet sets for `options`, worked out once: helmet's middleware reads and checks its settings each
 * time it is built, so building it for every request (as its Fastify plugin does) costs every page that again.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => void (done = true));
  // helmet sets its headers and calls on at once; anything else would mean headers that depend on the request.
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Sets the security headers on every answer, except on routes declared `helmet: false`. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRoute', (route) => {
    if (route.helmet === false) route.config = { ...route.config, securityHeaders: false };
  });
  app.addHook('onRequest', (request, reply, next) => {
    if (request.routeOptions.config.securityHeaders !== false) for (const [name, value] of headers) reply.raw.setHeader(name, value);
    next();
  });
}
