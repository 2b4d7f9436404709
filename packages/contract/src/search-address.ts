import { FRAGRANCES, PRODUCT_CATEGORIES, type ProductCategory } from './catalog';
import { SEARCH_LIMITS, SEARCH_SORTS, type SearchSort } from './search';

/**
 * A search of the shop page as its address holds it (`/explore?q=lavender&sort=price-asc&fragrance=Rose`): what the
 * page shows, what the server renders and keeps, and what it asks GET /products/search. Read leniently (a value the
 * shop does not know is dropped, as a shared or hand-edited address should still open) and written in one order, so
 * one search has one address and one kept page.
 */
export interface SearchAddress {
  /** What was typed, trimmed with its spaces collapsed; '' for none. */
  q: string;
  /** null: the search's own order (relevance). */
  sort: SearchSort | null;
  category: ProductCategory[];
  fragrance: string[];
  /** Pack sizes as the catalogue writes them, e.g. "5 kg". */
  weight: string[];
  /** Whole rupees, both inclusive; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  page: number;
}

export const NO_SEARCH: SearchAddress = {
  q: '',
  sort: null,
  category: [],
  fragrance: [],
  weight: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  page: 1,
};

/** The names a search keeps in the address, in the order it writes them. */
export const SEARCH_PARAMS = ['q', 'sort', 'category', 'fragrance', 'weight', 'minPrice', 'maxPrice', 'inStock', 'page'] as const;

/** Most values one filter takes from an address (the API's own limit). */
const MAX_VALUES = 20;
const MAX_WEIGHT_LENGTH = 20;
const MAX_RUPEES = 10_000_000;

function valuesOf(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Values of `name` the shop knows, each once, in the catalogue's order. */
function knownValues<T extends string>(params: URLSearchParams, name: string, known: readonly T[]): T[] {
  const given = new Set(valuesOf(params, name).map((v) => v.toLowerCase()));
  return known.filter((k) => given.has(k.toLowerCase()));
}

function rupeesOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= MAX_RUPEES ? n : null;
}

/** Compares pack sizes by their number first ("2 kg" before "10 kg"), then as text. */
function byPackSize(a: string, b: string): number {
  return (Number.parseFloat(a) || 0) - (Number.parseFloat(b) || 0) || a.localeCompare(b);
}

/** The search an address holds; anything it cannot use is left out. */
export function readSearchAddress(params: URLSearchParams): SearchAddress {
  const sort = params.get('sort');
  let minPrice = rupeesOf(params.get('minPrice'));
  let maxPrice = rupeesOf(params.get('maxPrice'));
  // Bounds typed the wrong way round mean the range between them.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = Number(params.get('page'));
  const weights = [...new Set(valuesOf(params, 'weight').filter((w) => w.length <= MAX_WEIGHT_LENGTH))].sort(byPackSize);
  return {
    // Kept whole even when too long: the API refuses it with its message, never a shorter search it was not asked.
    q: (params.get('q') ?? '').trim().replace(/\s+/g, ' '),
    sort: sort !== null && (SEARCH_SORTS as readonly string[]).includes(sort) && sort !== 'relevance' ? (sort as SearchSort) : null,
    category: knownValues(params, 'category', PRODUCT_CATEGORIES),
    fragrance: knownValues(params, 'fragrance', FRAGRANCES),
    weight: weights.slice(0, MAX_VALUES),
    minPrice,
    maxPrice,
    inStock: ['1', 'true'].includes(params.get('inStock') ?? ''),
    page: Number.isInteger(page) && page >= 1 && page <= SEARCH_LIMITS.maxPage ? page : 1,
  };
}

/** The address's query for a search: only what differs from no search, each name once per value, in one order. */
export function searchAddressParams(search: SearchAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.sort && search.sort !== 'relevance') params.set('sort', search.sort);
  for (const name of ['category', 'fragrance', 'weight'] as const) for (const value of search[name]) params.append(name, value);
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.inStock) params.set('inStock', '1');
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** Whether an address asks for anything at all (the plain shop page lists the whole catalogue instead). */
export function isSearching(search: SearchAddress): boolean {
  return searchAddressParams(search).size > 0;
}
