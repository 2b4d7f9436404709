import { SEARCH_LIMITS, type SearchQuery, type SearchResponse, type SearchSort, type SuggestResponse } from '@shop/contract/search';
import { paiseToRupees } from '@shop/pricing/money';
import type { Db } from '../../db/client';
import * as repo from './catalog-search.repository';
import { toStorefrontProduct } from './catalog.service';

export interface CatalogSearchService {
  /** One page of what the words and filters find, with the counts per filter; a search that found nothing is counted. */
  search(query: SearchQuery): Promise<SearchResponse>;
  /** The products the search box offers as the customer types. */
  suggest(q: string): Promise<SuggestResponse>;
}

/** Words longer than this are not words anyone types; they are not looked up among the synonyms. */
const MAX_WORDS = 32;

/** The words of a search as they are compared and counted: NFKC, lower case, single spaces. */
export function normaliseQuery(q: string): string {
  return q.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** Letters (any script, with their combining marks) and digits: the only characters a built tsquery contains. */
export function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
}

const quoted = (word: string) => `'${word}'`;
const phrase = (text: string) => {
  const words = wordsOf(text);
  return words.length === 1 ? quoted(words[0]!) : words.length ? `(${words.map(quoted).join(' & ')})` : null;
};

/**
 * The words with their synonyms, as tsquery text: each word (or two-word phrase an entry names) becomes the OR of
 * itself and every word of its entries, and the last word, unless the text ends in a space, also matches as a
 * prefix. Built from wordsOf's letters and digits only, so nothing typed can be read as a tsquery operator.
 */
export function expandedQuery(typed: string, groups: ReadonlyArray<{ term: string; synonyms: string[] }>): string | null {
  const words = wordsOf(normaliseQuery(typed));
  if (words.length === 0) return null;
  const alternatives = new Map<string, Set<string>>();
  for (const group of groups) {
    const members = [group.term, ...group.synonyms].map(normaliseQuery);
    for (const member of members) {
      const key = wordsOf(member).join(' ');
      const set = alternatives.get(key) ?? new Set<string>();
      for (const other of members) if (wordsOf(other).join(' ') !== key) set.add(other);
      alternatives.set(key, set);
    }
  }
  const prefixLast = !/\s$/u.test(typed);
  const nodes: string[] = [];
  for (let i = 0; i < words.length; ) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null;
    const key = pair && alternatives.has(pair) ? pair : words[i]!;
    const span = key === pair ? 2 : 1;
    const last = i + span >= words.length;
    const self = span === 1 ? `${quoted(words[i]!)}${last && prefixLast ? ':*' : ''}` : `(${quoted(words[i]!)} & ${quoted(words[i + 1]!)})`;
    const others = [...(alternatives.get(key) ?? [])].map(phrase).filter((p): p is string => p !== null);
    nodes.push(others.length ? `(${[self, ...others].join(' | ')})` : self);
    i += span;
  }
  return nodes.join(' & ');
}

/** Builds the search over the products the storefront shows (the same rule as the product list: not hidden). */
export function createCatalogSearchService(deps: { db: Db; assetBaseUrl: string; now: () => Date; onMissCountFailed?: (err: unknown) => void }): CatalogSearchService {
  async function textMatch(q: string | undefined): Promise<repo.TextMatch | null> {
    const normalised = normaliseQuery(q ?? '');
    if (!normalised) return null;
    const words = wordsOf(normalised);
    const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
    const groups = await repo.synonymGroupsFor(deps.db, [...new Set([...words, ...pairs])]);
    return { typed: q!.trim(), expanded: expandedQuery(q!, groups), normalised, words };
  }

  return {
    async search(query) {
      const sort: SearchSort = query.sort ?? 'relevance';
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? SEARCH_LIMITS.pageSize;
      const match = await textMatch(query.q);
      const filters: repo.SearchFilters = {
        category: query.category,
        fragrance: query.fragrance,
        weight: query.weight,
        minPaise: query.minPrice === undefined ? undefined : query.minPrice * 100,
        maxPaise: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
        inStock: query.inStock,
      };
      const [rows, counts] = await Promise.all([
        repo.searchPage(deps.db, match, filters, sort, pageSize, (page - 1) * pageSize),
        repo.facetCounts(deps.db, match, filters),
      ]);
      let nearestNames: string[] = [];
      if (match && counts.total === 0) {
        const missed = counts.matched === 0 && page === 1;
        const [names] = await Promise.all([
          repo.nearestNames(deps.db, match.normalised, SEARCH_LIMITS.nearestNames),
          // Who searched is never kept: only the words, how often and when.
          missed ? repo.countMiss(deps.db, match.normalised, deps.now()).catch((err: unknown) => deps.onMissCountFailed?.(err)) : null,
        ]);
        nearestNames = names;
      }
      const withSelected = (counted: Array<{ value: string; count: number }>, chosen: readonly string[] | undefined) => [
        ...counted,
        ...(chosen ?? []).filter((v) => !counted.some((c) => c.value === v)).map((value) => ({ value, count: 0 })),
      ];
      return {
        products: rows.map((row) => toStorefrontProduct(row, deps.assetBaseUrl)),
        total: counts.total,
        page,
        pageSize,
        sort,
        facets: {
          category: withSelected(counts.category, query.category),
          fragrance: withSelected(counts.fragrance, query.fragrance),
          weight: withSelected(counts.weight, query.weight),
          inStock: counts.inStock,
          price: counts.pricePaise ? { min: paiseToRupees(counts.pricePaise.min), max: paiseToRupees(counts.pricePaise.max) } : null,
        },
        nearestNames,
      };
    },

    async suggest(q) {
      if (normaliseQuery(q).length < SEARCH_LIMITS.suggestMinLength) return { suggestions: [] };
      const match = await textMatch(q);
      if (!match) return { suggestions: [] };
      const rows = await repo.suggest(deps.db, match, SEARCH_LIMITS.suggestions);
      return {
        suggestions: rows.map((row) => {
          const p = toStorefrontProduct(row, deps.assetBaseUrl);
          return { _id: p._id, productName: p.productName, weight: p.weight, fragrance: p.fragrance, finalPrice: p.finalPrice, image: p.productImage[0] ?? null };
        }),
      };
    },
  };
}
