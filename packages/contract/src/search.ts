import { z } from 'zod';
import { DocumentId, Timestamp } from './schema-parts';
import { FRAGRANCES, Product, ProductCategory } from './catalog';
export { SEARCH_MESSAGES } from './search-rules';

/**
 * Searching the catalogue: GET /products/search (the shop page's results, with counts per filter) and
 * GET /products/suggest (what the search box offers as the customer types). An addition beside the spec's
 * /products/all-products, which stays as it is.
 */
export const SEARCH_LIMITS = {
  /** Longest query the search takes; a longer one is refused with 400, never cut silently. */
  queryMaxLength: 100,
  /** Results a page holds by default, and at most. */
  pageSize: 24,
  maxPageSize: 48,
  /** Deepest page asked for: beyond it a query is refused (no one pages this far; a crawler might). */
  maxPage: 50,
  /** Suggestions under the search box. */
  suggestions: 6,
  /** The fewest characters the box asks suggestions for. */
  suggestMinLength: 2,
  /** How long the box waits after the last key before asking, in ms. */
  suggestDebounceMs: 150,
  /** Nearest product names offered when a search finds nothing. */
  nearestNames: 3,
  /** Full-text matches below which typo-tolerant (trigram) matching is added. */
  fewResults: 3,
  /** Lowest trigram similarity counted as a typo of a word (pg_trgm's word_similarity). */
  typoSimilarity: 0.4,
  /** Longest term, and most words for one term, in the staff's synonym list. */
  synonymTermMaxLength: 40,
  synonymsPerTerm: 12,
  /** Most entries the synonym list holds. */
  synonymEntries: 500,
  /** Searches with no results kept for staff, and for how long. */
  missesShown: 100,
  missesKeptDays: 90,
  /** Distinct search and suggestion answers each API process keeps in memory until the catalogue or synonyms change. */
  keptSearches: 2_000,
  /** Distinct searches the shop keeps as rendered pages (see the render limits); the rest are rendered each time. */
  keptSearchPages: 200,
} as const;

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'rating', 'newest'] as const;
export const SearchSort = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSort>;

/** A query string value given once or repeated (`?fragrance=Rose&fragrance=Lavender`, or `Rose,Lavender`). */
const manyOf = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(20));

const rupees = z.coerce.number().int().nonnegative().max(10_000_000);

/** What GET /products/search reads from its query string; the same names the shop page keeps in its address. */
export const SearchQuery = z
  .object({
    q: z.string().trim().max(SEARCH_LIMITS.queryMaxLength, `Search at most ${SEARCH_LIMITS.queryMaxLength} characters`).optional(),
    sort: SearchSort.optional(),
    category: manyOf(ProductCategory).optional(),
    fragrance: manyOf(z.enum(FRAGRANCES)).optional(),
    /** Pack sizes as the catalogue writes them, e.g. "5 kg". */
    weight: manyOf(z.string().max(20)).optional(),
    /** Selling price bounds, in whole rupees, both inclusive. */
    minPrice: rupees.optional(),
    maxPrice: rupees.optional(),
    /** '1' (or 'true'): only what can be bought now. */
    inStock: z
      .enum(['1', 'true', '0', 'false'])
      .transform((v) => v === '1' || v === 'true')
      .optional(),
    page: z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPage).optional(),
    pageSize: z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPageSize).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'The lowest price must not be above the highest',
    path: ['minPrice'],
  });
export type SearchQuery = z.infer<typeof SearchQuery>;

const FacetCount = z.object({ value: z.string(), count: z.number().int().nonnegative() });

export const SearchResponse = z.object({
  products: z.array(Product),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  sort: SearchSort,
  /** Per filter, how many results each choice would give with the other filters as they are. */
  facets: z.object({
    category: z.array(FacetCount),
    fragrance: z.array(FacetCount),
    weight: z.array(FacetCount),
    inStock: z.number().int().nonnegative(),
    price: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).nullable(),
  }),
  /** When nothing was found: the nearest product names, to offer instead (the page adds the bestsellers). */
  nearestNames: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const SuggestQuery = z.object({
  q: z.string().trim().min(1).max(SEARCH_LIMITS.queryMaxLength, `Search at most ${SEARCH_LIMITS.queryMaxLength} characters`),
});

/** A product as the search box offers it: some of its own fields, and its first image (null when it has none). */
export const Suggestion = Product.pick({ _id: true, productName: true, weight: true, fragrance: true, finalPrice: true }).extend({ image: z.string().nullable() });
export type Suggestion = z.infer<typeof Suggestion>;
export const SuggestResponse = z.object({ suggestions: z.array(Suggestion) });
export type SuggestResponse = z.infer<typeof SuggestResponse>;

/** One entry of the staff's synonym list: a word, and the words a search for it also finds (both ways). */
const SynonymWord = z.string().trim().toLowerCase().min(1).max(SEARCH_LIMITS.synonymTermMaxLength);
export const SynonymBody = z.object({
  term: SynonymWord,
  synonyms: z.array(SynonymWord).min(1).max(SEARCH_LIMITS.synonymsPerTerm),
});
export type SynonymBody = z.infer<typeof SynonymBody>;
export const Synonym = z.object({ id: DocumentId, term: z.string(), synonyms: z.array(z.string()), updatedAt: Timestamp });
export type Synonym = z.infer<typeof Synonym>;
export const SynonymParams = z.object({ id: z.string().max(64) });
export const SynonymListResponse = z.object({ synonyms: z.array(Synonym) });

/** A search that found nothing, counted without who searched: the words, how often, when last. */
export const SearchMiss = z.object({ query: z.string(), count: z.number().int().positive(), lastSearchedAt: Timestamp });
export type SearchMiss = z.infer<typeof SearchMiss>;
export const SearchMissListResponse = z.object({ misses: z.array(SearchMiss) });
