import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.SHOP_API_URL ?? 'http://localhost:3000';

/**
 * The server-data cache (RTK Query) uses parts of Redux Toolkit and immer (immer's patches, which it turns on when it
 * loads) that the storefront's store does not. Shared, those parts would sit in the first load (about 1.3 KB gzipped)
 * although only signed-in pages use the cache. So the cache gets its own copy of both, in the lazily loaded chunk with
 * it: Redux Toolkit's browser build and immer's production build (the same versions). Its state area is a plain
 * reducer in the store and its actions are plain objects, so the copies never touch the first load's drafts.
 */
function cacheOwnToolkit(): Plugin {
  const own = (id: string) => id.includes(`${path.sep}@reduxjs${path.sep}toolkit${path.sep}dist${path.sep}query${path.sep}`) || id.endsWith('redux-toolkit.browser.mjs');
  const copies: Record<string, string> = { '@reduxjs/toolkit': 'redux-toolkit.browser.mjs', immer: 'immer.production.mjs' };
  return {
    name: 'cache-own-toolkit',
    enforce: 'pre',
    async resolveId(source, importer) {
      const copy = copies[source];
      if (!copy || !importer || !own(importer)) return null;
      const shared = await this.resolve(source, importer, { skipSelf: true });
      return shared ? path.join(path.dirname(shared.id), copy) : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    !isSsrBuild && cacheOwnToolkit(),
    // Brotli and gzip copies of every text asset, made once at build time at the best ratio; the server picks one
    // by Accept-Encoding (@fastify/static preCompressed). index.html is compressed per request: it carries the runtime config.
    // The server's own bundle (entry-server.tsx) is never sent to a browser.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        algorithms: ['brotliCompress', 'gzip'],
      }),
  ],
  resolve: {
    // Every `import … from 'zod'` of the app and the contract goes through the module that turns off eval(). Not on
    // the server: its zod is the API's, whose fast parsers the policy of a web page does not concern.
    alias: isSsrBuild ? [] : [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') }],
  },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, copyPublicDir: false }
    : { outDir: 'dist', assetsDir: 'static', manifest: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
}));
