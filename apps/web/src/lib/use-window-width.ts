import { createContext, useContext, useSyncExternalStore } from 'react';
import { SERVER_RENDER_WIDTHS } from '@shop/contract/constants';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function getWidth(): number {
  return window.innerWidth;
}

/**
 * The width a page was rendered for on the server (a phone's or a laptop's, from the request): the server renders
 * with it, and the browser hydrates with it before using its own window's, so both render the same layout.
 */
export const ServerRenderWidth = createContext<number>(SERVER_RENDER_WIDTHS.wide);

/** The current window.innerWidth, updated on every resize. */
export function useWindowWidth(): number {
  const serverWidth = useContext(ServerRenderWidth);
  return useSyncExternalStore(subscribe, getWidth, () => serverWidth);
}
