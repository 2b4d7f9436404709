import type { WebRuntimeConfig } from '@shop/contract/routes';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';

/** Where the web build puts its server renderer (scripts/build-web.mjs): a dot folder, so it is never served. */
export const SSR_ENTRY = path.join('.ssr', 'entry-server.js');

/** The web app's server renderer (apps/web/src/entry-server.tsx), as this process sees it. */
interface RenderedPage {
  body: { pipe<W extends NodeJS.WritableStream>(destination: W): W; abort(reason?: unknown): void };
  state: string;
}
interface ServerRendererModule {
  setUpServerRendering(setup: {
    api: (url: string, init: RequestInit) => Promise<Response>;
    runtime: WebRuntimeConfig;
    onError(error: unknown): void;
  }): (url: URL) => Promise<RenderedPage>;
}

/** Renders a storefront path into the page template: the stream of the whole HTML document. */
export type PageStreamer = (url: URL, template: { before: string; after: string }) => Promise<NodeJS.ReadableStream>;

const ROOT_ELEMENT = '<div id="root"></div>';
const STATE_ELEMENT_ID = 'shop-state';

/** index.html cut where the app's markup goes, or null when it has no empty root element to fill. */
export function splitTemplate(html: string): { before: string; after: string } | null {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) return null;
  return { before: `${html.slice(0, at)}<div id="root">`, after: `</div>${html.slice(at + '<div id="root">'.length + '</div>'.length)}` };
}

/** Turns a request the renderer's loaders make into a call into this server (no socket, no second process). */
function inProcessApi(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (typeof value === 'number') headers.set(name, String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
  };
}

/**
 * Loads the web build's server renderer, when the build has one. Pages are then sent with their content in the
 * HTML (streamed as React renders it) and the state the browser hydrates from; without it the app renders in the
 * browser, as it does in a development checkout that has not been built.
 */
export async function loadServerRenderer(app: FastifyInstance, distDir: string, runtime: WebRuntimeConfig): Promise<PageStreamer | null> {
  const entry = path.join(distDir, SSR_ENTRY);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as ServerRendererModule;
  const render = module.setUpServerRendering({
    api: inProcessApi(app),
    runtime,
    onError: (error) => app.log.error({ err: error }, 'server rendering failed'),
  });

  return async (url, template) => {
    const page = await render(url);
    const tail = `${template.after.replace('</div>', `</div><script id="${STATE_ELEMENT_ID}" type="application/json">${page.state}</script>`)}`;
    let started = false;
    const document = new Transform({
      transform(chunk, _encoding, done) {
        if (!started) {
          started = true;
          this.push(template.before);
        }
        done(null, chunk);
      },
      flush(done) {
        if (!started) this.push(template.before);
        this.push(tail);
        done();
      },
    });
    // A visitor who leaves mid-page stops the rendering too.
    document.on('close', () => page.body.abort());
    page.body.pipe(document);
    return document;
  };
}
