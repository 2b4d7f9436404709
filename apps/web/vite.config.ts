import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.SHOP_API_URL ?? 'http://localhost:3000';

/**
 * The page's first script is apps/web/src/boot.ts, which fetches the app once the page has painted: on a slow mobile
 * connection the stylesheets and the first picture get the first round trips. The app's stylesheets stay in the
 * head (they came with the app's chunk, which is now loaded by boot.ts), and the boot script itself is fetched at low
 * priority, behind them.
 */
function appAfterPaint(): Plugin {
  return {
    name: 'shop:app-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.endsWith('/src/main.tsx'));
        if (!app) throw new Error('The app chunk (src/main.tsx) is missing from the build.');
        const css = new Set<string>();
        const seen = new Set<string>();
        const collect = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const dep of chunk.imports) collect(dep);
        };
        collect(app.fileName);
        const links = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
        return html
          .replace('</head>', `  ${links}\n  </head>`)
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
      },
    },
  };
}

/**
 * What the boot script (src/boot.ts) imports: the few small modules a page runs before its app starts. They are shared
 * with the app, so the bundler would give most of them a chunk of their own; as one chunk they are one request on a
 * slow connection instead of seven.
 */
const BEFORE_APP_MODULES = [
  /src[\\/]lib[\\/](app-start|session-hint|analytics|runtime-config)\.ts$/,
  /src[\\/]features[\\/]home[\\/](hero-preview|carousel)\.ts$/,
  /packages[\\/]contract[\\/]src[\\/]constants\.ts$/,
  /vite[\\/]preload-helper/,
];

/**
 * The store and the state areas it is made of, part of every first load: shared with code that loads later (the
 * cache, the pages), so the bundler would cut them into a chunk each; as one chunk they compress together.
 */
const STORE_MODULES = [
  /src[\\/]store[\\/][^/\\]+\.ts$/,
  /src[\\/]lib[\\/](lazy-areas|cache-actions)\.ts$/,
  /src[\\/]features[\\/](products|checkout|reviews)[\\/]store\.ts$/,
  /src[\\/]features[\\/]products[\\/]texts\.ts$/,
  /src[\\/]features[\\/]cart[\\/]cart-slice\.ts$/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    appAfterPaint(),
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
    : {
        outDir: 'dist',
        assetsDir: 'static',
        manifest: true,
        sourcemap: true,
        target: 'es2022',
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'before-app', test: (id: string) => BEFORE_APP_MODULES.some((m) => m.test(id)) },
                { name: 'store', test: (id: string) => STORE_MODULES.some((m) => m.test(id)) },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
}));
