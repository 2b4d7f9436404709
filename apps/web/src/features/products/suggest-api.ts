import { SEARCH_LIMITS, SuggestResponse, type Suggestion } from '@shop/contract/search';
import { queryApi } from '../../lib/query-api';

/**
 * What the search box offers as the customer types, through the server-data cache: loaded when a search box is first
 * focused, so no page's first load carries it. A query typed again within the cache's minute is answered at once.
 */
export const suggestApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/suggest: products whose names start with, contain or nearly spell what was typed. */
    suggestProducts: build.query<Suggestion[], string>({
      query: (q) => ({ path: `/products/suggest?${new URLSearchParams({ q }).toString()}`, schema: SuggestResponse }),
      transformResponse: (answer: SuggestResponse) => answer.suggestions,
    }),
  }),
});

export const suggestProducts = suggestApi.endpoints.suggestProducts;

/** How the box asks: after this pause in typing, and for at least this many characters. */
export const SUGGEST_TIMING = { debounceMs: SEARCH_LIMITS.suggestDebounceMs, minLength: SEARCH_LIMITS.suggestMinLength, maxLength: SEARCH_LIMITS.queryMaxLength } as const;
