import { ProductDetailResponse, ProductIdParams, ProductListResponse } from '@shop/contract/catalog';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../lib/locale';
import { routeDoc } from '../lib/openapi';
import { cachedBody, sendEncoded, type PublicCache } from '../lib/public-cache';
import type { CatalogService } from '../modules/catalog/catalog.service';

const doc = routeDoc('catalog');

/**
 * Public catalogue: GET /products/all-products and GET /products/get-product-by/:id, in the request's language
 * (`?lang=hi`, else the shop_lang cookie, else English). Bodies come from memory, one per language, checked against
 * their schema once per change of the products, with a strong ETag (304 on If-None-Match).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; publicCache: PublicCache }> = async (app, { catalog, publicCache }) => {
  app.get(
    '/products/all-products',
    { helmet: false, schema: doc('Every product on sale or coming soon', {}, { 200: ProductListResponse }, 500, 503) },
    async (request, reply) => {
      const { locale, fromCookie } = requestLocale(request);
      const body = await cachedBody(publicCache, 'products', `catalog:list:${locale}`, async () => ({
        response: ProductListResponse.parse({ products: await catalog.listProducts(locale) }),
      }));
      return sendEncoded(request, reply, body, PUBLIC_CACHE.catalogueMaxAgeSeconds, fromCookie);
    },
  );

  app.get(
    '/products/get-product-by/:id',
    { helmet: false, schema: doc('One product with its sizes and similar products', { params: ProductIdParams }, { 200: ProductDetailResponse }, 400, 404, 500, 503) },
    async (request, reply) => {
      const { id } = request.params;
      const { locale, fromCookie } = requestLocale(request);
      // A missing product throws from the build (404) and nothing is kept for it.
      const body = await cachedBody(publicCache, 'products', `catalog:detail:${locale}:${id.toLowerCase()}`, async () =>
        ({ response: ProductDetailResponse.parse(await catalog.getProductDetail(id, locale)) }),
      );
      return sendEncoded(request, reply, body, PUBLIC_CACHE.catalogueMaxAgeSeconds, fromCookie);
    },
  );
};
