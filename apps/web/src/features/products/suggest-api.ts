import { SEARCH_LIMITS, SuggestResponse, type Suggestion } from '@shop/contract/search';
import { documentLocale } from '../../lib/i18n/texts';
import { inLanguage } from '../../lib/i18n/request-language';

/** Where the API answers (lib/api-client.ts): suggestions need none of its sign-in or message handling. */
const SUGGEST_PATH = '/api/v1/products/suggest';

/** Answers kept for queries typed again (a customer deleting a letter and typing it back), newest last. */
const KEPT_ANSWERS = 30;
const kept = new Map<string, Suggestion[]>();

/**
 * GET /products/suggest: products whose names start with, contain or nearly spell what was typed. Loaded when a
 * search box is first focused, so no page's first load carries it. The caller's signal cancels the request when a
 * newer query replaces it; an answer already kept is given at once. A public read whose failure shows no suggestions,
 * so it asks with fetch alone: sharing the API client with the first load would split it into a chunk of its own.
 */
export async function suggestProducts(q: string, signal: AbortSignal): Promise<Suggestion[]> {
  const known = kept.get(q);
  if (known) return known;
  const response = await fetch(inLanguage(`${SUGGEST_PATH}?${new URLSearchParams({ q }).toString()}`, documentLocale()), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Suggestions answered ${response.status}`);
  const answer = SuggestResponse.parse(await response.json());
  kept.delete(q);
  kept.set(q, answer.suggestions);
  if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
  return answer.suggestions;
}

/** How the box asks: after this pause in typing, and for at least this many characters. */
export const SUGGEST_TIMING = { debounceMs: SEARCH_LIMITS.suggestDebounceMs, minLength: SEARCH_LIMITS.suggestMinLength, maxLength: SEARCH_LIMITS.queryMaxLength } as const;
