import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import { SEARCH_LIMITS, type SearchQuery, type SearchResponse, type SearchSort, type SuggestResponse } from '@shop/contract/search';
import { paiseToRupees } from '@shop/pricing/money';
import type { Db } from '../../db/client';
import type { PublicCache } from '../../lib/public-cache';
import * as repo from './catalog-search.repository';
import { translationsOf, type ProductRow } from './catalog.repository';
import { toStorefrontProduct } from './catalog.service';

export interface CatalogSearchService {
  /**
   * One page of what the words and filters find, with the counts per filter, and the normalised words when they found
   * nothing at all (on the first page): what countMiss is then given, each time the answer is sent.
   */
  search(query: SearchQuery, locale?: Locale): Promise<{ response: SearchResponse; missed: string | null }>;
  /**
   * Counts a search that found nothing: the words only, never who searched. Written at once when no count is being
   * written, else added to the next write (one upsert for all counted meanwhile), so a flood of misses never holds
   * the search up nor queues on the database. Resolves once it is written (the search does not wait for it).
   */
  countMiss(normalised: string): Promise<void>;
  /** The same key for every query asking the same thing in one language (words normalised, choices sorted). */
  keyOf(query: SearchQuery, locale?: Locale): string;
  /** The products the search box offers as the customer types, named in `locale`. */
  suggest(q: string, locale?: Locale): Promise<SuggestResponse>;
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
export function createCatalogSearchService(deps: {
  db: Db;
  assetBaseUrl: string;
  now: () => Date;
  /** Keeps the synonym list (one entry, forgotten when it or the products change); without it, it is read each time. */
  cache?: PublicCache;
  onMissCountFailed?: (err: unknown) => void;
}): CatalogSearchService {
  const synonymList = () => (deps.cache ? deps.cache.get('products', 'search:synonyms', () => repo.listSynonyms(deps.db)) : repo.listSynonyms(deps.db));
  const unwritten = new Map<string, number>();
  let writing: Promise<void> | null = null;
  async function writeMisses(): Promise<void> {
    while (unwritten.size > 0) {
      const batch = [...unwritten];
      unwritten.clear();
      await repo.countMisses(deps.db, batch, deps.now()).catch((err: unknown) => deps.onMissCountFailed?.(err));
    }
    writing = null;
  }

  /** The rows as the storefront sees them in `locale` (words found in any language, shown in the one asked). */
  async function inLocale(rows: ProductRow[], locale: Locale) {
    const translations = await translationsOf(deps.db, locale, rows.map((r) => r.id));
    return rows.map((row) => toStorefrontProduct(row, deps.assetBaseUrl, translations.get(row.id)));
  }

  /**
   * What the words match, or null when there are none to search by: nothing typed, or only punctuation and symbols
   * ("!!!", "&&"), which name no product. Such a search lists what the storefront shows, as an empty box does, and
   * is never counted as a search that found nothing.
   */
  async function textMatch(q: string | undefined): Promise<repo.TextMatch | null> {
    const normalised = normaliseQuery(q ?? '');
    const words = wordsOf(normalised);
    if (words.length === 0) return null;
    const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
    const asked = new Set([...words, ...pairs]);
    const named = (w: string) => asked.has(wordsOf(normaliseQuery(w)).join(' '));
    const groups = (await synonymList()).filter((g) => named(g.term) || g.synonyms.some(named));
    return { typed: q!.trim(), expanded: expandedQuery(q!, groups), normalised, words };
  }

  return {
    async search(query, locale = DEFAULT_LOCALE) {
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
      const { rows, counts, nearestNames } = await repo.search(deps.db, match, filters, sort, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
        nearestNames: SEARCH_LIMITS.nearestNames,
      });
      const missed = match && counts.matched === 0 && page === 1 ? match.normalised : null;
      const withSelected = (counted: Array<{ value: string; count: number }>, chosen: readonly string[] | undefined) => [
        ...counted,
        ...(chosen ?? []).filter((v) => !counted.some((c) => c.value === v)).map((value) => ({ value, count: 0 })),
      ];
      const response: SearchResponse = {
        products: await inLocale(rows, locale),
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
      return { response, missed };
    },

    countMiss(normalised) {
      // Who searched is never kept: only the words, how often and when. A failure to count never fails the search.
      unwritten.set(normalised, (unwritten.get(normalised) ?? 0) + 1);
      writing ??= writeMisses();
      return writing;
    },

    keyOf(query, locale = DEFAULT_LOCALE) {
      const sorted = (values: readonly string[] | undefined) => (values?.length ? [...new Set(values)].sort() : undefined);
      const normalised = normaliseQuery(query.q ?? '');
      return JSON.stringify([
        locale,
        // Words or none: every search without words is the same search.
        wordsOf(normalised).length ? normalised : '',
        query.sort ?? 'relevance',
        sorted(query.category),
        sorted(query.fragrance),
        sorted(query.weight),
        query.minPrice,
        query.maxPrice,
        query.inStock ?? false,
        query.page ?? 1,
        query.pageSize ?? SEARCH_LIMITS.pageSize,
      ]);
    },

    async suggest(q, locale = DEFAULT_LOCALE) {
      if (normaliseQuery(q).length < SEARCH_LIMITS.suggestMinLength) return { suggestions: [] };
      const match = await textMatch(q);
      if (!match) return { suggestions: [] };
      const rows = await repo.suggest(deps.db, match, SEARCH_LIMITS.suggestions);
      return {
        suggestions: (await inLocale(rows, locale)).map((p) => {
          return { _id: p._id, productName: p.productName, weight: p.weight, fragrance: p.fragrance, finalPrice: p.finalPrice, image: p.productImage[0] ?? null };
        }),
      };
    },
  };
}
