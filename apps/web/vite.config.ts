import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.SHOP_API_URL ?? 'http://localhost:3000';

/**
 * The server-data cache (RTK Query) turns on immer's patches when it loads. immer is shared with the store of the
 * first load, so those extra parts would sit in the first load too (about 1 KB gzipped) although only signed-in pages
 * use the cache: its immer is a separate copy of the same version, in the lazily loaded chunk with it. Drafts of both
 * copies recognise each other (immer marks them with a global symbol).
 */
function cacheOwnImmer(): Plugin {
  const rtkQuery = `${path.sep}@reduxjs${path.sep}toolkit${path.sep}dist${path.sep}query${path.sep}`;
  return {
    name: 'cache-own-immer',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'immer' || !importer?.includes(rtkQuery)) return null;
      const shared = await this.resolve('immer', importer, { skipSelf: true });
      return shared ? path.join(path.dirname(shared.id), 'immer.production.mjs') : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    !isSsrBuild && cacheOwnImmer(),
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
