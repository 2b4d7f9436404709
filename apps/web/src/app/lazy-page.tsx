import { lazy, type ComponentType } from 'react';

/** A page whose code loads on demand, and can be loaded ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Loads the page's code; once it is here the page renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * Like React.lazy, with a way to load the code first. A page opened by a click suspends and shows the loading
 * indicator while its code arrives (SPEC.md §2); the page a visitor lands on is preloaded, on the server before it
 * renders and in the browser before hydration, so both render the same markup without suspending.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed download (the visitor went offline) may be tried again by the next visit to the page.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  };
  return Object.assign(Page, { preload });
}
