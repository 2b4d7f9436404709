import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LOCALE_PREFIX, LOCALE_TAG, localeOfPath } from '@shop/contract/locale';
import { LocaleContext } from './lib/i18n/texts';
import { readServerPage } from './app/server-page';
import { createRouter, preloadPages } from './app/router';
import { createStore, type RootState } from './app/store';
import { setSessionExpiredHandler } from './lib/api-client';
import { hydrationStarts } from './lib/app-start';
import { checkSession, sessionEnded } from './store/auth-slice';
import './styles/global.css';

const rendered = readServerPage();
const locale = localeOfPath(window.location.pathname);
const store = createStore({ preloadedState: rendered?.state, locale });
// The page's language, for code outside components (toasts from the store) and assistive technology.
document.documentElement.lang = LOCALE_TAG[locale];
const router = createRouter(store, locale, rendered?.router);

// A refused token refresh means the session is over: show the customer as logged out.
setSessionExpiredHandler(() => {
  if (store.getState().auth.authenticated) store.dispatch(sessionEnded());
});

const app = (
  <StrictMode>
    {/* While hydrating, components read the state the server rendered with, whatever arrived since (the session). */}
    <Provider store={store} serverState={rendered?.state as RootState | undefined}>
      <LocaleContext value={locale}>
        <RouterProvider router={router} />
      </LocaleContext>
    </Provider>
  </StrictMode>
);
const root = document.getElementById('root')!;

if (rendered) {
  // The server rendered this page: with its code here the browser renders the same markup and takes it over.
  await preloadPages(matchRoutes(router.routes, window.location, LOCALE_PREFIX[locale] || '/') ?? []);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: a tap or a scroll on a slow phone is answered meanwhile.
  hydrationStarts();
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
// Session start (SPEC.md §4): ask the server once whether this browser is logged in.
void store.dispatch(checkSession());
