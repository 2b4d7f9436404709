import { PUBLIC_CACHE } from '@shop/contract/operations';

const TRACKING_PARAMS: ReadonlySet<string> = new Set(PUBLIC_CACHE.pageTrackingParams);

/**
 * The page a URL asks for, without the parameters that only tag where the visitor came from: `/?utm_source=instagram`
 * is the home page. Other parameters stay, and a URL that keeps any is not a page to keep.
 */
export function pageUrlOf(url: URL): URL {
  const page = new URL(url);
  for (const name of [...page.searchParams.keys()]) {
    if (name.startsWith(PUBLIC_CACHE.pageTrackingParamPrefix) || TRACKING_PARAMS.has(name)) page.searchParams.delete(name);
  }
  // A bare "?" (or one left empty by the deletions) asks for the page itself.
  if (page.searchParams.size === 0) page.search = '';
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
  /** Forgets everything: something the pages show has changed. A render already under way is not kept. */
  clear(): void;
  /** Keeps pages only while change notices reach this process (as the public read cache does). */
  setActive(active: boolean): void;
}

/**
 * Pages for anyone, kept in this process. What the server renders for a path and layout width does not depend on who
 * asks (a signed-in customer's own data loads in the browser), so one render serves every visitor until the catalogue,
 * reviews or coupons change, or the page grows too old. When it is full, the page asked for least recently goes.
 */
export function createPageCache<T>(deps: { now: () => Date; maxEntries?: number; maxAgeMs?: number }): PageCache<T> {
  const maxEntries = deps.maxEntries ?? PUBLIC_CACHE.pageMaxEntries;
  const maxAgeMs = deps.maxAgeMs ?? PUBLIC_CACHE.pageMaxAgeMs;
  const kept = new Map<string, { value: T; renderedAt: number }>();
  const rendering = new Map<string, Promise<Render<T>>>();
  let generation = 0;
  let active = false;

  function keep(key: string, entry: { value: T; renderedAt: number }): void {
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
  }

  function clear(): void {
    generation++;
    kept.clear();
    rendering.clear();
  }

  return {
    async get(key, render) {
      const found = kept.get(key);
      if (found && deps.now().getTime() - found.renderedAt < maxAgeMs) {
        keep(key, found);
        return { value: found.value, hit: true };
      }
      if (found) kept.delete(key);
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
      if (made.keep && active && generation === startedIn) keep(key, { value: made.value, renderedAt });
      return { value: made.value, hit: false };
    },
    clear,
    setActive(on) {
      if (!on) clear();
      active = on;
    },
  };
}
