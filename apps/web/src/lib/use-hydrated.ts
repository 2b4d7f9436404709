import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and at once in a page the
 * browser renders itself). Whatever only the browser can show waits for it, so hydration sees the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
