import { LANGUAGE_SWITCH_PATH, LOCALE_TAG, LOCALES, pathInLocale } from '@shop/contract/locale';
import { productPagePath, PUBLIC_PAGE_META } from '@shop/contract/page-meta';
import { ADMIN_BASE_PATH, PRIVATE_LINK_ROUTES, PROTECTED_PAGE_ROUTES } from '@shop/contract/routes';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html';
import type { CatalogService } from '../modules/catalog/catalog.service';

export interface SeoRoutesOptions {
  catalog: Pick<CatalogService, 'listProducts'>;
  /** PUBLIC_BASE_URL; unset, the address the request came in on. */
  publicBaseUrl: string | null;
}

/** The paths of the pages a visitor's own session makes (never worth a crawler's visit), as robots.txt prefixes. */
const CUSTOMER_PREFIXES = [
  ...PROTECTED_PAGE_ROUTES.map((route) => route.replace(/\/:[a-zA-Z]+$/, '/')),
  // A signed link's page (/pay/<order>/<token>): everything below its first part.
  ...PRIVATE_LINK_ROUTES.map((route) => route.slice(0, route.indexOf('/:') + 1)),
];
const PRIVATE_PREFIXES = [
  // In every language.
  ...LOCALES.flatMap((locale) => CUSTOMER_PREFIXES.map((prefix) => pathInLocale(prefix, locale))),
  `${ADMIN_BASE_PATH}/`,
  '/api/',
  '/dev/',
  // The language switch only sets a cookie and goes on to a page the sitemap lists in each language.
  LANGUAGE_SWITCH_PATH,
];

/** /robots.txt and /sitemap.xml, the latter from the live catalogue. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { catalog, publicBaseUrl }) => {
  const originOf = (request: FastifyRequest) => (publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = ['User-agent: *', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const paths = [...Object.values(PUBLIC_PAGE_META).map((m) => m.path), ...(await catalog.listProducts()).map((p) => productPagePath(encodeURIComponent(p._id)))];
    // Every page in every language, each naming all its languages (and English as the default), as hreflang asks.
    const alternates = (path: string) =>
      [
        ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAG[locale]}" href="${escapeHtml(`${origin}${pathInLocale(path, locale)}`)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${path}`)}"/>`,
      ].join('');
    const urls = paths
      .flatMap((path) => LOCALES.map((locale) => `  <url><loc>${escapeHtml(`${origin}${pathInLocale(path, locale)}`)}</loc>${alternates(path)}</url>`))
      .join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
    // Short-lived: a product added or hidden by the staff shows here within minutes.
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });
};
