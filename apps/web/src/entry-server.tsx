/**
 * Server rendering of the storefront, built with `vite build --ssr` and loaded by the API process: for a path it
 * runs the route loaders (which ask the API in-process), renders the page with React's streaming renderer, and hands
 * back the state the browser starts from. The API writes it into index.html (apps/api/src/web/spa.ts).
 */
import type { WebRuntimeConfig } from '@shop/contract/routes';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LOCALE_PREFIX, localeOfPath } from '@shop/contract/locale';
import { LocaleContext } from './lib/i18n/texts';
import { createRoutes, preloadPages } from './app/router';
import { serializeServerPage, type ServerPage } from './app/server-page';
import { createStore } from './app/store';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { setRuntimeConfig } from './lib/runtime-config';

export interface ServerRenderingSetup {
  /** How loaders reach the API: a call into the same server, without the network. */
  api: ApiTransport;
  /** The settings the browser reads from index.html. */
  runtime: WebRuntimeConfig;
  /** Where rendering errors are reported. */
  onError(error: unknown): void;
}

/** A page rendered on the server: its markup as a stream, and the state to hand to the browser with it. */
export interface RenderedPage {
  /** The markup inside the app's root element: piped into the response as React renders it. */
  body: Pick<PipeableStream, 'pipe' | 'abort'>;
  /** JSON safe inside a script element (see app/server-page.ts). */
  state: string;
}

/** Wires the renderer to this server once; afterwards `renderPage` renders any storefront path, one page for every width. */
export function setUpServerRendering(setup: ServerRenderingSetup): (url: URL) => Promise<RenderedPage> {
  setApiTransport(setup.api);
  setRuntimeConfig(setup.runtime);

  return async function renderPage(url) {
    const locale = localeOfPath(url.pathname);
    const store = createStore({ browser: false, locale });
    const { query, dataRoutes } = createStaticHandler(createRoutes(store, 'server', locale), { basename: LOCALE_PREFIX[locale] || '/' });
    const context = await query(new Request(url, { headers: { accept: 'text/html' } }));
    // No route of the storefront redirects or throws a Response: one would be a bug here, not a page.
    if (context instanceof Response) throw new Error(`A route answered ${context.status} instead of rendering ${url.pathname}`);
    await preloadPages(context.matches);

    const handover: ServerPage = {
      state: store.getState(),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    };
    const router = createStaticRouter(dataRoutes, context);
    const app = (
      <StrictMode>
        <Provider store={store}>
          <LocaleContext value={locale}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </LocaleContext>
        </Provider>
      </StrictMode>
    );

    return new Promise<RenderedPage>((resolve, reject) => {
      const body = renderToPipeableStream(app, {
        // Everything is rendered before the first byte goes out, and no boundary is moved out of line: putting one
        // in place later takes an inline script, which the Content-Security-Policy rightly refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          resolve({ body, state: serializeServerPage(handover) });
        },
        onShellError: reject,
        onError: setup.onError,
      });
    });
  };
}
