import { SearchQuery, SearchResponse, SuggestQuery, SuggestResponse } from '@shop/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/openapi';
import type { CatalogSearchService } from '../modules/catalog/catalog-search.service';

/**
 * Searching the catalogue, beside the spec's product list: GET /products/search (a page of results with counts per
 * filter) and GET /products/suggest (what the search box offers as the customer types).
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: CatalogSearchService }> = async (app, { search }) => {
  app.get(
    '/products/search',
    {
      helmet: false,
      schema: {
        tags: ['catalog'],
        summary: 'Products the words find (typos and synonyms too), filtered, sorted and paged, with counts per filter',
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errorResponses(400, 500, 503) },
      },
    },
    async (request) => search.search(request.query),
  );

  app.get(
    '/products/suggest',
    {
      helmet: false,
      schema: {
        tags: ['catalog'],
        summary: 'The products the search box offers for the words typed so far',
        querystring: SuggestQuery,
        response: { 200: SuggestResponse, ...errorResponses(400, 500, 503) },
      },
    },
    async (request) => search.suggest(request.query.q),
  );
};
