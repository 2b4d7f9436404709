import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function getWidth(): number {
  return window.innerWidth;
}

/** Wide enough for desktop layouts when rendered without a window (tests, prerendering). */
const SERVER_WIDTH = 1280;

/** The current window.innerWidth, updated on every resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, () => SERVER_WIDTH);
}
