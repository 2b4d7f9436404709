import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
// By path: the config is loaded by Node before any TypeScript package of the workspace can be.
import { isLocale, LOCALES, type Locale } from '../../packages/contract/src/locale.ts';
import { oneLanguage } from './src/lib/i18n/one-language-build.ts';

const apiTarget = process.env.SHOP_API_URL ?? 'http://localhost:3000';

/**
 * The language a browser build carries (decision 040): scripts/build-web.mjs builds the browser's code once per
 * language into one folder, English first (`dist/index.html`, `.vite/manifest.json`), then each other language
 * (`dist/hi/index.html`, `.vite/manifest.hi.json`). Their chunks share `static/`: a chunk without words is the same
 * file in both. Unset (the dev server, a plain `vite build`), the code carries every language.
 */
const BUILD_LOCALE = buildLocale(process.env.SHOP_BUILD_LOCALE);

function buildLocale(value: string | undefined): Locale | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isLocale(value)) throw new Error(`SHOP_BUILD_LOCALE must be one of the shop's languages, not '${value}'.`);
  return value;
}

/** Where a language's page template goes in the build: English at the root, another language in its own folder. */
const indexHtmlOf = (locale: Locale | undefined) => (locale === undefined || locale === 'en' ? 'index.html' : `${locale}/index.html`);
/** A language's build manifest (the server reads it for each page's files; scripts/check-bundle-size.mjs measures it). */
const manifestOf = (locale: Locale | undefined) => (locale === undefined || locale === 'en' ? '.vite/manifest.json' : `.vite/manifest.${locale}.json`);

/** Writes a language's page template where the server looks for it (see BUILD_LOCALE). */
function templateInItsFolder(locale: Locale | undefined): Plugin {
  const fileName = indexHtmlOf(locale);
  return {
    name: 'shop:template-in-its-folder',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && fileName !== 'index.html',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html) throw new Error('The page template (index.html) is missing from the build.');
        html.fileName = fileName;
      },
    },
  };
}

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

/**
 * Small components every page's first view draws (icons, button links, the loading paw, pictures): shared by the app
 * and the pages, so the bundler would give each a tiny chunk of its own; as one chunk they compress together.
 */
const FIRST_VIEW_COMPONENTS = [
  /src[\\/]components[\\/](icon|button-link|paw-print|dialog-close|loading-indicator|responsive-picture)\.tsx$/,
  // And the small helpers the header's search box shares with the product cards: in the first view's chunk, not the
  // cards' (which would make every page load the cards).
  /src[\\/]lib[\\/](notify|pending-cart-add|i18n[\\/]format)\.ts$/,
  /src[\\/]components[\\/]fragrance-texts\.ts$/,
  /src[\\/]features[\\/]products[\\/](price-format|product-path)\.ts$/,
  // The header's search box and its style (the explore page's search form is made of the same fields).
  /src[\\/]features[\\/]products[\\/]components[\\/](search-form-parts\.tsx|search-box\.css)$/,
];

/**
 * The blocks the home and product pages are built from under their first picture: product cards in a grid, and the
 * approved reviews with the popup that reads one whole. Each is shared by a few pages, so the bundler would give each
 * a chunk and a stylesheet of its own; every stylesheet holds up the first paint, and on a connection that opens six
 * at a time, seven of them kept the first picture and the Hindi face waiting for a free one. As one chunk they are one
 * stylesheet.
 */
const STOREFRONT_BLOCKS = [
  /src[\\/]features[\\/]products[\\/]components[\\/]product-grid\.tsx$/,
  /src[\\/]features[\\/]reviews[\\/]components[\\/](approved-reviews-section\.tsx|use-review-popup\.ts)$/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    appAfterPaint(),
    oneLanguage(BUILD_LOCALE, LOCALES),
    templateInItsFolder(BUILD_LOCALE),
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
        manifest: manifestOf(BUILD_LOCALE),
        // The first language's build empties the folder and copies public/; the others write beside it.
        emptyOutDir: BUILD_LOCALE === undefined || BUILD_LOCALE === 'en',
        copyPublicDir: BUILD_LOCALE === undefined || BUILD_LOCALE === 'en',
        sourcemap: true,
        target: 'es2022',
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'before-app', test: (id: string) => BEFORE_APP_MODULES.some((m) => m.test(id)) },
                { name: 'store', test: (id: string) => STORE_MODULES.some((m) => m.test(id)) },
                { name: 'first-view', test: (id: string) => FIRST_VIEW_COMPONENTS.some((m) => m.test(id)) },
                { name: 'storefront-blocks', test: (id: string) => STOREFRONT_BLOCKS.some((m) => m.test(id)) },
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
