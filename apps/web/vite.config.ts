import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.SHOP_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
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
