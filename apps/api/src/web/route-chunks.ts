import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@shop/contract/locale';
import { isKnownPagePath } from '@shop/contract/routes';

/**
 * The module each public page's content comes from, as the web app's router loads it on demand
 * (apps/web/src/app/router.tsx). Sending their files with the page saves the round trip the router would otherwise
 * start only after the app's own script has run. The end-to-end tests check that every public page gets its files.
 */
const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/app/routes/home-route.tsx'],
  [/^\/explore\/?$/, 'src/features/products/explore-page.tsx'],
  [/^\/product-details\/[^/]+\/?$/, 'src/app/routes/product-route.tsx'],
  [/^\/review\/?$/, 'src/features/reviews/reviews-page.tsx'],
  [/^\/about\/?$/, 'src/features/static-pages/about-page.tsx'],
  [/^\/contact-us\/?$/, 'src/features/static-pages/contact-page.tsx'],
  [/^\/faq\/?$/, 'src/features/static-pages/faq-page.tsx'],
  [/^\/terms-and-conditions\/?$/, 'src/features/static-pages/terms-page.tsx'],
  [/^\/privacy-policy\/?$/, 'src/features/static-pages/privacy-page.tsx'],
];
/** What any path that is not one of the shop's screens shows. */
const NOT_FOUND_MODULE = 'src/features/static-pages/not-found-page.tsx';
/**
 * What a visitor's first tap on a public page most often opens, fetched ahead after the app's and the page's own code:
 * the sign-in dialog (Add To Cart, the account button), its frame first (shown while the rest arrives), then its forms.
 */
const AHEAD_MODULES = ['src/features/auth/components/auth-dialog-placeholder.tsx', 'src/app/layout/login-dialog.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a page needs beyond what index.html already loads: its scripts (to preload) and its stylesheets. */
export interface RouteFiles {
  scripts: string[];
  styles: string[];
  /** The app's own scripts (what the first script starts), the same on every page: fetched ahead on a public page. */
  app: string[];
  /** The sign-in dialog's scripts and styles, the same on every page: fetched ahead on a public page, after the page's. */
  signIn: string[];
}

const NONE: RouteFiles = { scripts: [], styles: [], app: [], signIn: [] };

/**
 * Each language's build manifest (scripts/build-web.mjs builds the browser's code once per language, decision 040):
 * English's is Vite's own name, another language's carries the language. A build carrying every language has only the
 * first.
 */
export const manifestOf = (locale: Locale) => path.join('.vite', locale === 'en' ? 'manifest.json' : `manifest.${locale}.json`);

/** Reads a language's build manifest once and answers, per path, the route's own script and style files. */
export function routeChunks(distDir: string, locale: Locale = 'en'): (pathname: string) => RouteFiles {
  const own = path.join(distDir, manifestOf(locale));
  const manifestFile = existsSync(own) ? own : path.join(distDir, manifestOf('en'));
  if (!existsSync(manifestFile)) return () => NONE;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  // What every page loads already: the first script, the app it starts (its dynamic import) and what they import;
  // their styles are in index.html.
  const loaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep, into);
  };
  visit('index.html', loaded);
  const firstScript = new Set(loaded);
  for (const app of manifest['index.html']?.dynamicImports ?? []) visit(app, loaded);
  const app = [...loaded].filter((k) => !firstScript.has(k) && manifest[k]!.file.endsWith('.js')).map((k) => `/${manifest[k]!.file}`);
  const signIn: string[] = [];
  const ahead = new Set(loaded);
  for (const module of AHEAD_MODULES) {
    const before = new Set(ahead);
    visit(module, ahead);
    const added = [...ahead].filter((k) => !before.has(k));
    signIn.push(...added.map((k) => `/${manifest[k]!.file}`), ...new Set(added.flatMap((k) => manifest[k]!.css ?? []).map((f) => `/${f}`)));
  }

  const cache = new Map<string, RouteFiles>();
  const filesOf = (module: string): RouteFiles => {
    const cached = cache.get(module);
    if (cached) return cached;
    const keys = new Set<string>();
    visit(module, keys);
    const own = [...keys].filter((k) => !loaded.has(k));
    const files = {
      scripts: own.map((k) => `/${manifest[k]!.file}`),
      styles: [...new Set(own.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`),
      app,
      signIn,
    };
    cache.set(module, files);
    return files;
  };

  return (pathname) => {
    const module = isKnownPagePath(pathname) ? ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] : NOT_FOUND_MODULE;
    return module && manifest[module] ? filesOf(module) : { ...NONE, app, signIn };
  };
}
