import type { HydrationState } from 'react-router';
import type { ServerState } from './store';

/** The id of the inert JSON element in which the server hands over what it rendered a page with. */
const SERVER_PAGE_ELEMENT_ID = 'shop-state';

/** What the server rendered a page from: the store's state areas and the router's loader results. */
export interface ServerPage {
  state: Partial<ServerState>;
  router: HydrationState;
}

/** JSON that is safe inside a script element: no `<` can close it, no `&` or `>` can start markup. */
export function serializeServerPage(page: ServerPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The server's page data, when the server rendered this page (pages it did not render start empty). */
export function readServerPage(): ServerPage | null {
  const el = document.getElementById(SERVER_PAGE_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerPage;
  } catch {
    return null;
  }
}
