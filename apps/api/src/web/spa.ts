import fastifyStatic from '@fastify/static';
import { isKnownPagePath, type WebRuntimeConfig } from '@shop/contract/routes';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CONFIG_PLACEHOLDER = '<!--shop-config-->';
const HASHED_ASSET_DIR = 'static';

/** Inlines the runtime config as inert JSON (not executed, so the CSP needs no inline-script exception). */
export function injectRuntimeConfig(html: string, config: WebRuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script id="shop-config" type="application/json">${json}</script>`);
}

/**
 * Serves the built single-page app: hashed bundles cached for a year, index.html for every screen
 * (200 for the storefront's routes, 404 for any other path so crawlers see a real 404).
 */
export async function registerSpa(app: FastifyInstance, options: { distDir: string; runtime: WebRuntimeConfig }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): only the API is served`);
    return false;
  }
  const html = injectRuntimeConfig(readFileSync(indexFile, 'utf8'), options.runtime);

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    // The build wrote .br and .gz beside each text asset: the one the browser accepts is sent, with Vary.
    preCompressed: true,
    // Our own Cache-Control below; the plugin's would overwrite it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(options.distDir, filePath);
      // The same address answers brotli, gzip or plain bytes: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        rel.startsWith(`${HASHED_ASSET_DIR}${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  return (pathname: string) => ({ status: isKnownPagePath(pathname) ? 200 : 404, html });
}
