import { PUBLIC_CACHE } from '@shop/contract/operations';
import { SearchQuery, SearchResponse, SuggestQuery, SuggestResponse } from '@shop/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../lib/locale';
import { routeDoc } from '../lib/openapi';
import { encodeBytes, sendEncoded, type EncodedBody, type PublicCache } from '../lib/public-cache';
import type { CatalogSearchService } from '../modules/catalog/catalog-search.service';
import { normaliseQuery } from '../modules/catalog/catalog-search.service';

/** Brotli quality for kept answers: each distinct search is compressed once, so quickly rather than smallest. */
const SEARCH_BROTLI_QUALITY = 5;

/** Both routes read words from the query (400 when they are too long) and read the catalogue (500, 503). */
const doc = routeDoc('catalog', 400, 500, 503);

/**
 * Searching the catalogue, beside the spec's product list: GET /products/search (a page of results with counts per
 * filter) and GET /products/suggest (what the search box offers as the customer types). Answers are kept in memory,
 * apart from the catalogue's and under SEARCH_LIMITS.keptSearches, until the products or the synonyms change; a
 * search that found nothing is counted every time it is answered, kept or not.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: CatalogSearchService; searchCache: PublicCache }> = async (app, { search, searchCache }) => {
  const encode = (response: unknown) => encodeBytes(Buffer.from(JSON.stringify(response)), searchCache.active ? SEARCH_BROTLI_QUALITY : null);

  app.get(
    '/products/search',
    {
      helmet: false,
      schema: doc('Products the words find (typos and synonyms too), filtered, sorted and paged, with counts per filter', { querystring: SearchQuery }, { 200: SearchResponse }),
    },
    async (request, reply) => {
      const { locale, fromCookie } = requestLocale(request);
      const kept = await searchCache.get<{ encoded: EncodedBody; missed: string | null }>('products', `search:${search.keyOf(request.query, locale)}`, async () => {
        const { response, missed } = await search.search(request.query, locale);
        return { encoded: encode(SearchResponse.parse(response)), missed };
      });
      // Counted beside the answer, never before it.
      if (kept.missed) void search.countMiss(kept.missed);
      return sendEncoded(request, reply, kept.encoded, PUBLIC_CACHE.catalogueMaxAgeSeconds, fromCookie);
    },
  );

  app.get(
    '/products/suggest',
    { helmet: false, schema: doc('The products the search box offers for the words typed so far', { querystring: SuggestQuery }, { 200: SuggestResponse }) },
    async (request, reply) => {
      const { locale, fromCookie } = requestLocale(request);
      const encoded = await searchCache.get('products', `suggest:${locale}:${normaliseQuery(request.query.q)}`, async () =>
        encode(SuggestResponse.parse(await search.suggest(request.query.q, locale))),
      );
      return sendEncoded(request, reply, encoded, PUBLIC_CACHE.catalogueMaxAgeSeconds, fromCookie);
    },
  );
};
