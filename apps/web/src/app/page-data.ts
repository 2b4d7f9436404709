import { fetchProductById, fetchProducts, fetchSearch } from '../features/products/store';
import { fetchApprovedReviews, fetchShopRating } from '../features/reviews/store';
import { apiRequest, lazySchemas } from '../lib/api-client';
import { grievanceOfficerLoaded } from '../store/grievance-officer-slice';
import type { AppStore } from './store';

/**
 * Where a route loader runs. On the server it waits for the page's data, so the page is rendered with it; in the
 * browser it starts the request and returns, so the new page shows at once with its loading state.
 */
export type PageDataMode = 'server' | 'browser';

async function settle(mode: PageDataMode, request: Promise<unknown>): Promise<null> {
  if (mode === 'server') await request;
  return null;
}

/** The catalogue, for the home page's showcase and the shop. */
export function loadProducts(store: AppStore, mode: PageDataMode): Promise<null> {
  return settle(mode, store.dispatch(fetchProducts()));
}

/** The approved reviews; `ifMissing` keeps what the store has (the home page's band does not ask again). */
export function loadApprovedReviews(store: AppStore, mode: PageDataMode, { ifMissing = false } = {}): Promise<null> {
  const { approvedReviews, loading, error } = store.getState().review;
  if (ifMissing && (approvedReviews.length > 0 || loading || error)) return Promise.resolve(null);
  return settle(mode, store.dispatch(fetchApprovedReviews()));
}

/** The shop's rating from all its approved reviews; `ifMissing` keeps one the store already has. */
export function loadShopRating(store: AppStore, mode: PageDataMode, { ifMissing = false } = {}): Promise<null> {
  if (ifMissing && store.getState().review.rating) return Promise.resolve(null);
  // A rating that cannot be read is left out of the page, never a reason to fail it.
  return settle(mode, store.dispatch(fetchShopRating()).catch(() => null));
}

/** The officer's schema, loaded with the answer: the first view carries no validation library. */
const officerSchema = lazySchemas(() => import('@shop/contract/grievance-officer-settings'));

/**
 * The grievance officer the footer names on every page (and the contact page, privacy policy and terms in full):
 * asked once per page load (the layout's loader never runs again); a page the server rendered arrives with them. One
 * that cannot be read is left out of the footer, and the pages naming the officer in full show the shop's default.
 */
export function loadGrievanceOfficer(store: AppStore, mode: PageDataMode): Promise<null> {
  if (store.getState().grievanceOfficer) return Promise.resolve(null);
  const request = apiRequest('/grievance-officer', officerSchema('GrievanceOfficerResponse')).then(
    (answer) => store.dispatch(grievanceOfficerLoaded(answer.officer)),
    () => null,
  );
  return settle(mode, request);
}

const productRequests = new WeakMap<AppStore, { abort(): void }>();

/** One product with its variants and similar products; a newer product page cancels the request of the last one. */
export function loadProduct(store: AppStore, mode: PageDataMode, id: string): Promise<null> {
  productRequests.get(store)?.abort();
  const request = store.dispatch(fetchProductById(id));
  productRequests.set(store, request);
  return settle(mode, request);
}

const searchRequests = new WeakMap<AppStore, { abort(): void }>();

/**
 * The shop page: the whole catalogue, or the search its address holds (`/explore?q=…&sort=…`), rendered on the server
 * with its results. A newer search cancels the request of the last one; the same search under way is not asked twice.
 */
export async function loadExplore(store: AppStore, mode: PageDataMode, url: URL): Promise<null> {
  if (url.searchParams.size === 0) return loadProducts(store, mode);
  // Read with the shop page's own code (its chunk loads beside this): the first load carries no search code.
  const { isSearching, readSearchAddress, searchRequestKey } = await import('../features/products/search-state');
  const search = readSearchAddress(url.searchParams);
  if (!isSearching(search)) return loadProducts(store, mode);
  const key = searchRequestKey(search);
  const current = store.getState().products.search;
  if (current.key === key && current.loading) return null;
  searchRequests.get(store)?.abort();
  const request = store.dispatch(fetchSearch(key));
  searchRequests.set(store, request);
  return settle(mode, request);
}
