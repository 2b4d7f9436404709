import { SEARCH_LIMITS, SuggestResponse, type Suggestion } from '@shop/contract/search';
import { queryApi } from '../../lib/query-api';

/** How long an answer no box shows any more is kept for the same words typed again. */
const SUGGESTION_KEPT_SECONDS = 120;

/**
 * What a search box offers as the customer types, through the server-data cache. The box loads this module when it
 * is first focused, so no page's first load carries it (nor the cache). A query typed again within
 * `SUGGESTION_KEPT_SECONDS` (a letter deleted and typed back) is answered from the cache at once.
 */
export const suggestApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/suggest?q=: products whose names start with, contain or nearly spell what was typed. */
    suggestProducts: build.query<Suggestion[], string>({
      // In the page's language, as every call (api-client.ts).
      query: (q) => ({ path: `/products/suggest?${new URLSearchParams({ q }).toString()}`, schema: SuggestResponse }),
      transformResponse: (answer: SuggestResponse) => answer.suggestions,
      keepUnusedDataFor: SUGGESTION_KEPT_SECONDS,
    }),
  }),
});

export const suggestProducts = suggestApi.endpoints.suggestProducts;

/** How the box asks: after this pause in typing, and for at least this many characters. */
export const SUGGEST_TIMING = { debounceMs: SEARCH_LIMITS.suggestDebounceMs, minLength: SEARCH_LIMITS.suggestMinLength, maxLength: SEARCH_LIMITS.queryMaxLength } as const;
