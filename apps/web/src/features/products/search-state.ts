import { NO_SEARCH, readSearchAddress, searchAddressParams, type SearchAddress } from '@shop/contract/search-address';

export { isSearching, NO_SEARCH, readSearchAddress, type SearchAddress } from '@shop/contract/search-address';

/** The filters a chip row sets: one choice at most from the page (the address may hold several). */
export type ChipFilter = 'category' | 'fragrance' | 'weight';

/** The shop page's address for a search: `/explore`, or `/explore?q=…&sort=…`. */
export function explorePath(search: SearchAddress): string {
  const params = searchAddressParams(search);
  return params.size > 0 ? `/explore?${params.toString()}` : '/explore';
}

/** The shop page's address for words typed in a search box (a new search starts with no filters). */
export function explorePathForQuery(q: string): string {
  return explorePath(readSearchAddress(new URLSearchParams({ q })));
}

/** What GET /products/search is asked for a search (the key its answer is kept under, too). */
export function searchRequestKey(search: SearchAddress): string {
  return searchAddressParams(search).toString();
}

/** Any change of what is searched goes back to the first page of results. */
export function changeSearch(search: SearchAddress, change: Partial<Omit<SearchAddress, 'page'>>): SearchAddress {
  return { ...search, ...change, page: 1 };
}

/** A chip pressed: that value alone (null, or the value already chosen alone: none). */
export function toggleChip(search: SearchAddress, filter: ChipFilter, value: string | null): SearchAddress {
  const current = search[filter];
  const alone = value !== null && current.length === 1 && current[0] === value;
  return changeSearch(search, { [filter]: value === null || alone ? [] : [value] });
}

/** Every filter off, the typed words kept. */
export function clearFilters(search: SearchAddress): SearchAddress {
  return { ...NO_SEARCH, q: search.q };
}

/** How many filters (not the words or the order) narrow the results: each chosen value, the price range, in stock. */
export function activeFilterCount(search: SearchAddress): number {
  const priced = search.minPrice !== null || search.maxPrice !== null;
  return search.category.length + search.fragrance.length + search.weight.length + (priced ? 1 : 0) + (search.inStock ? 1 : 0);
}

/**
 * Fields a GET form must carry so that submitting it keeps the rest of the search: every name of the address but
 * those the form sets itself. With JavaScript off, each filter is such a form.
 */
export function hiddenFieldsFor(search: SearchAddress, setByForm: readonly string[]): Array<[string, string]> {
  return [...searchAddressParams({ ...search, page: 1 }).entries()].filter(([name]) => !setByForm.includes(name));
}
