import { PUBLIC_CACHE, RENDER_LIMITS } from '@shop/contract/operations';
import { ADMIN_BASE_PATH, type WebRuntimeConfig } from '@shop/contract/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import path from 'node:path';
import { resolveFromRoot, resolveUploadDir, type Config } from '../config';
import { UPLOADS_FOLDER } from '../adapters/storage/local-disk';
import { RETURN_PHOTOS_FOLDER } from '../adapters/storage/return-photos';
import { AppError, sendError } from '../lib/errors';
import { isLocalCaller } from '../lib/local-caller';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { PagesService } from '../modules/pages/pages.service';
import type { UsersService } from '../modules/users/users.service';
import { compressPage, sendPage, sendShell, servedPage, type ServedPage } from './compress-page';
import { pageUrlOf, type PageCache } from './page-cache';
import { createRefusalLog, createRenderLimiter, RenderRefused } from './render-limits';
import { languageRoutes, languageToSuggest } from './language';
import { seoRoutes } from './seo.routes';
import { registerSpa } from './spa';

/** Product images and other media the shop owns; served here unless a CDN holds them. */
export const MEDIA_DIR = path.join(import.meta.dirname, '..', '..', 'media');

/**
 * Answers the access log leaves to a count of their own: pages refused while renders are busy (see
 * createRefusalLog), which a flood would otherwise turn into a log line each.
 */
const countedElsewhere = new WeakSet<FastifyRequest>();
export const isCountedElsewhere = (request: FastifyRequest) => countedElsewhere.has(request);

export interface PageDeps {
  config: Config;
  now: () => Date;
  /** See AppDeps.renderClockMs. */
  renderClockMs?: () => number;
  /** The pages this process keeps, emptied when what they show changes. */
  pages: PageCache<ServedPage>;
  catalog: CatalogService;
  /** The stored pages (terms, privacy policy, FAQ): their heads are titled by their own words. */
  storedPages: Pick<PagesService, 'read'>;
  /** Who is signed in, for the language switch to record a customer's choice on their profile. */
  guard: Pick<AuthGuard, 'optionalUser'>;
  users: Pick<UsersService, 'setLanguage'>;
  /** What the browser app is told at start (see WebRuntimeConfig). */
  runtime: WebRuntimeConfig;
}

/**
 * Everything the browser loads that is not the API: media, the web app's own files, sitemap and robots, and every
 * other GET as a page, rendered on the server within the render limits (or the app's shell for the browser).
 */
export async function registerPages(app: FastifyInstance, { config, now, renderClockMs, pages, catalog, storedPages, guard, users, runtime }: PageDeps): Promise<void> {
  const renders = createRenderLimiter({ now, ...(renderClockMs ? { clockMs: renderClockMs } : {}) });
  const logRefusal = createRefusalLog(app.log);
  // Uploaded names are random and never reused, so a file at one address never changes.
  await app.register(fastifyStatic, {
    root: resolveUploadDir(config),
    prefix: `/media/${UPLOADS_FOLDER}/`,
    // Customers' return photos are kept there too, for staff only (through the console's API).
    allowedPath: (pathName) => !pathName.replace(/^\/+/, '').startsWith(`${RETURN_PHOTOS_FOLDER}/`),
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });

  const spa = await registerSpa(app, {
    distDir: resolveFromRoot(config.WEB_DIST_DIR),
    runtime,
    sources: {
      async productDetail(id, locale) {
        try {
          // In the page's language: its title, description and Product JSON-LD name the product as the page does.
          return await catalog.getProductDetail(id, locale);
        } catch (error) {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        }
      },
      async storedPage(key, locale) {
        try {
          return (await storedPages.read(key, locale)).sections;
        } catch (error) {
          // The page itself says it could not be read; its head keeps the shop's fixed words.
          app.log.warn({ err: error, page: key }, 'stored page unreadable for its head');
          return null;
        }
      },
      contact: runtime.contact,
      assetBaseUrl: config.PUBLIC_ASSET_BASE_URL,
    },
  });
  await app.register(seoRoutes, { catalog, publicBaseUrl: config.PUBLIC_BASE_URL ?? null });
  await app.register(languageRoutes, { secureCookies: config.NODE_ENV === 'production', identify: guard.optionalUser, setLanguage: users.setLanguage });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (spa && wantsPage && !pathname.startsWith('/api/') && !pathname.startsWith('/media/')) {
      const origin = config.PUBLIC_BASE_URL ?? `${request.protocol}://${request.host}`;
      const url = new URL(request.url, origin);
      // The operations console is for the shop's staff, never for search engines.
      if (pathname === ADMIN_BASE_PATH || pathname.startsWith(`${ADMIN_BASE_PATH}/`)) reply.header('x-robots-tag', 'noindex, nofollow');
      // One page for every width: CSS lays it out for a phone or a laptop.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      // The console and a customer's own pages are never rendered here: the app for the browser, from memory.
      const shell = await spa.browserOnly(pathname, origin);
      if (shell) return sendPage(request, reply.status(shell.status), shell.encoded);
      // The page as the server renders and keeps it: only the parameters it reads, with values it knows (see
      // web/page-cache.ts). Each is rendered at most once until something it shows changes, within the render limits.
      const pageUrl = pageUrlOf(url);
      // The English home page offers Hindi to a browser that asks for it first and has not chosen (a banner, kept as a
      // page of its own); what a page shows then depends on those two headers.
      const suggestLocale = languageToSuggest(request, pageUrl.pathname);
      if (pageUrl.pathname === '/') reply.header('vary', 'accept-language, cookie');
      const key = `${origin}${pageUrl.pathname}${pageUrl.search}${suggestLocale ? `#suggest-${suggestLocale}` : ''}`;
      // This machine's own requests outside production (a local browser, the end-to-end suite) are not counted per address.
      const address = config.NODE_ENV !== 'production' && isLocalCaller(request) ? null : request.ip;
      try {
        const { value: page, hit } = await pages.get(key, () => renders.run(address, async () => servedPage(await spa.render(pageUrl, origin, suggestLocale ? { suggestLocale } : {}))));
        reply.status(page.status).header('x-cache', hit ? 'hit' : 'miss');
        if (page.status === 503) reply.header('retry-after', String(PUBLIC_CACHE.pageRetryAfterSeconds));
        return page.encoded ? sendPage(request, reply, page.encoded) : reply.send(compressPage(request, reply, page.html));
      } catch (error) {
        if (!(error instanceof RenderRefused)) throw error;
        // Too many renders: the page kept last, however old (the browser loads what it shows afresh), else come back soon.
        const kept = pages.stale(key);
        if (kept?.encoded) return sendPage(request, reply.status(kept.status).header('x-cache', 'stale'), kept.encoded);
        logRefusal(error.reason, pathname);
        countedElsewhere.add(request);
        reply.status(503).header('retry-after', String(RENDER_LIMITS.retryAfterSeconds)).header('x-cache', 'refused');
        return sendShell(request, reply, spa.busy(pathname));
      }
    }
    return sendError(reply, new AppError('request.routeNotFound'));
  });
}
