import { FRAGRANCES, PRODUCT_CATEGORIES } from '@shop/contract/catalog';
import { PUBLIC_CACHE } from '@shop/contract/operations';

/**
 * The query parameters a page reads while the server renders it, with every value it can take: the shop's filter
 * chips (apps/web/src/features/products/product-filters.ts). No other parameter changes what the server renders.
 */
const PAGE_PARAMS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  '/explore': { category: PRODUCT_CATEGORIES, fragrance: FRAGRANCES },
};

/**
 * The page a URL asks for, as the server renders and keeps it: only the parameters the page reads (see PAGE_PARAMS),
 * with one of their values, in one order; any other is dropped, whether it tags where the visitor came from
 * (`/?utm_source=instagram`), is read by the browser alone (`/?next=/cart`, the sign-in's way back) or means nothing
 * (`/?q=1`). The browser still reads its own address: the page it takes over is the same.
 */
export function pageUrlOf(url: URL): URL {
  const page = new URL(url);
  const known = PAGE_PARAMS[page.pathname.replace(/(.)\/$/, '$1')] ?? {};
  const kept = new URLSearchParams();
  for (const [name, values] of Object.entries(known)) {
    // The page reads the first value given, as URLSearchParams.get does.
    const value = url.searchParams.get(name);
    if (value !== null && values.includes(value)) kept.set(name, value);
  }
  page.search = kept.size > 0 ? `?${kept.toString()}` : '';
  return page;
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
 * reviews or coupons change, or the page grows too old. When it is full, the page asked for least recently goes.
 * Pages out of date stay (until pushed out) for stale(); get() never answers with them.
 */
export function createPageCache<T>(deps: { now: () => Date; maxEntries?: number; maxAgeMs?: number }): PageCache<T> {
  const maxEntries = deps.maxEntries ?? PUBLIC_CACHE.pageMaxEntries;
  const maxAgeMs = deps.maxAgeMs ?? PUBLIC_CACHE.pageMaxAgeMs;
  const kept = new Map<string, { value: T; renderedAt: number; generation: number }>();
  const rendering = new Map<string, Promise<Render<T>>>();
  let generation = 0;
  let active = false;

  function keep(key: string, entry: { value: T; renderedAt: number; generation: number }): void {
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
  }

  function clear(): void {
    generation++;
    rendering.clear();
  }

  return {
    async get(key, render) {
      const found = kept.get(key);
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
      return kept.get(key)?.value;
    },
    clear,
    setActive(on) {
      if (!on) {
        clear();
        kept.clear();
      }
      active = on;
    },
  };
}
