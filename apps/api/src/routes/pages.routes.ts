import { PUBLIC_CACHE } from '@shop/contract/operations';
import { PageParams, PageResponse } from '@shop/contract/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../lib/locale';
import { routeDoc } from '../lib/openapi';
import { cachedBody, sendEncoded, type PublicCache } from '../lib/public-cache';
import type { PagesService } from '../modules/pages/pages.service';

const doc = routeDoc('pages');

/**
 * GET /pages/:key: the terms, privacy policy, FAQ or About in the request's language (`?lang=hi`, else the shop_lang
 * cookie, else English), each section's heading and body falling back to the English. Kept in memory per language
 * until staff change a page (the 'pages' change notice), with a strong ETag.
 */
export const pagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService; publicCache: PublicCache }> = async (app, { pages, publicCache }) => {
  app.get(
    '/pages/:key',
    { helmet: false, schema: doc("One of the shop's pages, section by section, in the request's language", { params: PageParams }, { 200: PageResponse }, 400, 500, 503) },
    async (request, reply) => {
      const { key } = request.params;
      const { locale, fromCookie } = requestLocale(request);
      const body = await cachedBody(publicCache, 'pages', `pages:${key}:${locale}`, async () => ({
        response: PageResponse.parse({ success: true, page: await pages.read(key, locale) }),
      }));
      return sendEncoded(request, reply, body, PUBLIC_CACHE.catalogueMaxAgeSeconds, fromCookie);
    },
  );
};
