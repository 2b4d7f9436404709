import { ProductDetailResponse, ProductIdParams, ProductListResponse } from '@shop/contract/catalog';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../lib/openapi';
import { cachedBody, sendEncoded, type PublicCache } from '../lib/public-cache';
import type { CatalogService } from '../modules/catalog/catalog.service';

const doc = routeDoc('catalog');

/**
 * Public catalogue: GET /products/all-products and GET /products/get-product-by/:id. Bodies come from memory,
 * checked against their schema once per change of the products, with a strong ETag (304 on If-None-Match).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; publicCache: PublicCache }> = async (app, { catalog, publicCache }) => {
  app.get(
    '/products/all-products',
    { helmet: false, schema: doc('Every product on sale or coming soon', {}, { 200: ProductListResponse }, 500, 503) },
    async (request, reply) => {
      const body = await cachedBody(publicCache, 'products', 'catalog:list', async () => ({
        response: ProductListResponse.parse({ products: await catalog.listProducts() }),
      }));
      return sendEncoded(request, reply, body, PUBLIC_CACHE.catalogueMaxAgeSeconds);
    },
  );

  app.get(
    '/products/get-product-by/:id',
    { helmet: false, schema: doc('One product with its sizes and similar products', { params: ProductIdParams }, { 200: ProductDetailResponse }, 400, 404, 500, 503) },
    async (request, reply) => {
      const { id } = request.params;
      // A missing product throws from the build (404) and nothing is kept for it.
      const body = await cachedBody(publicCache, 'products', `catalog:detail:${id.toLowerCase()}`, async () =>
        ({ response: ProductDetailResponse.parse(await catalog.getProductDetail(id)) }),
      );
      return sendEncoded(request, reply, body, PUBLIC_CACHE.catalogueMaxAgeSeconds);
    },
  );
};
