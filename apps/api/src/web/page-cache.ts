import { pathWithoutLocale } from '@shop/contract/locale';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import { SEARCH_LIMITS } from '@shop/contract/search';
import { readSearchAddress, searchAddressParams } from '@shop/contract/search-address';

/**
 * The query a page reads while the server renders it, written the one way the page writes it: the shop page's search
 * (apps/web/src/features/products/search-state.ts, from packages/contract/src/search-address.ts). No other parameter
 * changes what the server renders.
 */
const PAGE_QUERIES: Readonly<Record<string, (params: URLSearchParams) => URLSearchParams>> = {
  '/explore': (params) => searchAddressParams(readSearchAddress(params)),
};

/** The page a path shows, whatever its language (`/hi/explore/` → `/explore`): each language's page reads the same query. */
const pagePathOf = (pathname: string) => pathWithoutLocale(pathname).replace(/(.)\/$/, '$1');

/**
 * The page a URL asks for, as the server renders and keeps it: only what the page reads (see PAGE_QUERIES), with
 * values it knows, in one order; any other parameter is dropped, whether it tags where the visitor came from
 * (`/?utm_source=instagram`), is read by the browser alone (`/?next=/cart`, the sign-in's way back) or means nothing
 * (`/?q=1`). The browser still reads its own address: the page it takes over is the same.
 */
export function pageUrlOf(url: URL): URL {
  const page = new URL(url);
  const query = PAGE_QUERIES[pagePathOf(page.pathname)];
  const kept = query ? query(url.searchParams) : new URLSearchParams();
  page.search = kept.size > 0 ? `?${kept.toString()}` : '';
  return page;
}

/**
 * Whether a kept page's key (its URL) is a search of the shop page: searches are as many as what can be typed, so
 * they are kept in a pool of their own (SEARCH_LIMITS.keptSearchPages) that cannot push out the catalogue's pages.
 */
export function isSearchPageKey(key: string): boolean {
  try {
    const url = new URL(key);
    return pagePathOf(url.pathname) === '/explore' && url.search.length > 1;
  } catch {
    return false;
  }
}

/** A render, and whether it may be kept (a page that failed to render on the server, say, may not). */
export interface Render<T> {
  value: T;
  keep: boolean;
}

export interface PageCache<T> {
  /**
   * The value kept for `key` while younger than the age limit, else the one `render` makes; concurrent misses share
   * one render. `hit` says whether it was kept already.
   */
  get(key: string, render: () => Promise<Render<T>>): Promise<{ value: T; hit: boolean }>;
  /**
   * The value last kept for `key`, however old or whatever changed since: for a visitor who cannot have a new render
   * now (the server is busy), an old page is better than none; the browser loads what it shows afresh.
   */
  stale(key: string): T | undefined;
  /** Forgets everything: something the pages show has changed. A render already under way is not kept. */
  clear(): void;
  /** Keeps pages only while change notices reach this process (as the public read cache does). */
  setActive(active: boolean): void;
}

/**
 * Pages for anyone, kept in this process. What the server renders for a path and layout width does not depend on who
 * asks (a signed-in customer's own data loads in the browser), so one render serves every visitor until the catalogue,
 * reviews or coupons change, or the page grows too old. When it is full, the page asked for least recently goes;
 * searches of the shop page fill a pool of their own (see isSearchPageKey).
 * Pages out of date stay (until pushed out) for stale(); get() never answers with them.
 */
export function createPageCache<T>(deps: { now: () => Date; maxEntries?: number; maxSearchEntries?: number; maxAgeMs?: number }): PageCache<T> {
  const maxAgeMs = deps.maxAgeMs ?? PUBLIC_CACHE.pageMaxAgeMs;
  type Entry = { value: T; renderedAt: number; generation: number };
  // Two pools, each dropping the page asked for least recently when full: searches, and every other page.
  const pools = {
    pages: { kept: new Map<string, Entry>(), max: deps.maxEntries ?? PUBLIC_CACHE.pageMaxEntries },
    searches: { kept: new Map<string, Entry>(), max: deps.maxSearchEntries ?? SEARCH_LIMITS.keptSearchPages },
  };
  const poolOf = (key: string) => (isSearchPageKey(key) ? pools.searches : pools.pages);
  const rendering = new Map<string, Promise<Render<T>>>();
  let generation = 0;
  let active = false;

  function keep(key: string, entry: Entry): void {
    const { kept, max } = poolOf(key);
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > max) kept.delete(kept.keys().next().value!);
  }

  function clear(): void {
    generation++;
    rendering.clear();
  }

  return {
    async get(key, render) {
      const found = poolOf(key).kept.get(key);
      if (found && found.generation === generation && deps.now().getTime() - found.renderedAt < maxAgeMs) {
        keep(key, found);
        return { value: found.value, hit: true };
      }
      const under = rendering.get(key);
      if (under) return { value: (await under).value, hit: false };
      const startedIn = generation;
      const renderedAt = deps.now().getTime();
      const pending = render().finally(() => {
        if (rendering.get(key) === pending) rendering.delete(key);
      });
      rendering.set(key, pending);
      const made = await pending;
      // A change that landed while the page was rendering makes it stale already: it is sent once and not kept.
      if (made.keep && active && generation === startedIn) keep(key, { value: made.value, renderedAt, generation: startedIn });
      return { value: made.value, hit: false };
    },
    stale(key) {
      return poolOf(key).kept.get(key)?.value;
    },
    clear,
    setActive(on) {
      if (!on) {
        clear();
        pools.pages.kept.clear();
        pools.searches.kept.clear();
      }
      active = on;
    },
  };
}
