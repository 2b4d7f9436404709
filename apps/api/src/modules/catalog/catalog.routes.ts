import { ProductDetailResponse, ProductIdParams, ProductListResponse } from '@shop/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import type { CatalogService } from './catalog.service';

/** Public catalogue: GET /products/all-products and GET /products/get-product-by/:id. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/products/all-products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every product on sale or coming soon',
        response: { 200: ProductListResponse, ...errorResponses(500, 503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { products: await catalog.listProducts() };
    },
  );

  app.get(
    '/products/get-product-by/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product with its sizes and similar products',
        params: ProductIdParams,
        response: { 200: ProductDetailResponse, ...errorResponses(400, 404, 500, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return catalog.getProductDetail(request.params.id);
    },
  );
};
