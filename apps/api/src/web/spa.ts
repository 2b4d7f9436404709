import fastifyStatic from '@fastify/static';
import type { ProductDetailResponse } from '@shop/contract/catalog';
import { PRODUCT_MAIN_IMAGE_SIZES } from '@shop/contract/images';
import { LOCALE_TAG, LOCALES, localeOfPath, pathInLocale, pathWithoutLocale, type Locale } from '@shop/contract/locale';
import { HOME_HERO_IMAGE, HOME_HERO_IMAGE_SIZES, productPageMeta, productPagePath, PUBLIC_PAGE_META, STORED_TITLE_PAGES, storedPageMeta, type PublicPage } from '@shop/contract/page-meta';
import type { PageSection } from '@shop/contract/pages';
import { notFoundMetaIn, pageMetaIn } from '@shop/contract/page-meta-hindi';
import { ADMIN_BASE_PATH, isKnownPagePath, PRIVATE_LINK_ROUTES, PROTECTED_PAGE_ROUTES, type WebRuntimeConfig } from '@shop/contract/routes';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import { encodeBytes, type EncodedBody } from '../lib/public-cache';
import { fontPreloads } from './fonts';
import { withSuggestion } from './language';
import { routeChunks } from './route-chunks';
import { loadServerRenderer, splitTemplate } from './server-rendering';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, renderPageHead, type PageHead } from './page-head';

const CONFIG_PLACEHOLDER = '<!--shop-config-->';
const HEAD_PLACEHOLDER = '<!--page-head-->';
const HASHED_ASSET_DIR = 'static';

/** Inlines the runtime config as inert JSON (not executed, so the CSP needs no inline-script exception). */
export function injectRuntimeConfig(html: string, config: WebRuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script id="shop-config" type="application/json">${json}</script>`);
}

/** What the server needs to describe a public page in its head. */
export interface PageSources {
  /** A product as its page in `locale` shows it (its words in that language where it has them). */
  productDetail(id: string, locale: Locale): Promise<ProductDetailResponse | null>;
  /** A stored page's sections in `locale` (field by field English where not written), or null when they cannot be read. */
  storedPage(key: StoredTitlePage, locale: Locale): Promise<readonly PageSection[] | null>;
  contact: { email: string; phone: string };
  assetBaseUrl: string;
}

/**
 * A page of the app as the server sends it: status and HTML with the page's own head, streamed with the page's
 * content when the server renders it, or the bare app for the browser to render.
 */
export type PageRenderer = (url: URL, origin: string, options?: RenderOptions) => Promise<RenderedPage>;

export interface RenderOptions {
  /** Offer the visitor the shop in this language (a banner above the page; see language.ts). */
  suggestLocale?: Locale;
}

export interface RenderedPage {
  status: number;
  html: string | NodeJS.ReadableStream;
  /** Whether the server rendered the page's content (false: the bare app, for the console or after a failed render). */
  serverRendered: boolean;
  /** False for a page that may not be kept: another spelling of a product's address (its case, percent escapes). */
  keep?: boolean;
}

/** The console renders in the browser only: it is for signed-in staff, and nothing in it is for search engines. */
const isConsolePath = (pathname: string) => pathname === ADMIN_BASE_PATH || pathname.startsWith(`${ADMIN_BASE_PATH}/`);

/**
 * A customer's own pages (cart, checkout, account, an order's tracking, …) render in the browser too: what they show
 * needs the customer's session, which the server renders without, and a path of their own (`/track/<order>`) per
 * order would otherwise be a page rendered, and kept, per path.
 */
const PROTECTED_PATHS = [...PROTECTED_PAGE_ROUTES, ...PRIVATE_LINK_ROUTES].map((route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));
const isCustomerPath = (pathname: string) => PROTECTED_PATHS.some((pattern) => pattern.test(pathname));

const STATIC_PAGES: Record<string, PublicPage> = Object.fromEntries(Object.entries(PUBLIC_PAGE_META).map(([page, m]) => [m.path, page as PublicPage]));
export type StoredTitlePage = (typeof STORED_TITLE_PAGES)[number];
const isStoredTitlePage = (page: PublicPage): page is StoredTitlePage => (STORED_TITLE_PAGES as readonly string[]).includes(page);
const PRODUCT_PATH = /^\/product-details\/([^/]+)\/?$/;

/** The words the breadcrumb trail of a product page uses, per language. */
const TRAIL_WORDS: Readonly<Record<Locale, { home: string; shop: string }>> = { en: { home: 'Home', shop: 'Shop' }, hi: { home: 'होम', shop: 'शॉप' } };

/** A path's language, and the page's path without its language's prefix. The console is English only. */
export function pageOfPath(pathname: string): { locale: Locale; bare: string } {
  const locale = localeOfPath(pathname);
  return { locale, bare: pathWithoutLocale(pathname) };
}

/** Status and head of a path: public pages described for search engines and link previews, others kept out of them. */
async function headOf(pathname: string, origin: string, sources: PageSources): Promise<{ status: number; head: PageHead; keep?: boolean }> {
  const { locale, bare } = pageOfPath(pathname);
  const pageName = STATIC_PAGES[bare === '/' ? '/' : bare.replace(/\/$/, '')];
  const fixed = pageName && pageMetaIn(locale, pageName);
  // The terms, the privacy policy and the FAQ are titled by their own stored words, as staff last saved them.
  const stored = pageName && isStoredTitlePage(pageName) ? await sources.storedPage(pageName, locale) : null;
  const page = fixed && (stored ? storedPageMeta(fixed, stored.find((s) => s.key === 'intro')) : fixed);
  if (page) {
    const home = page.path === '/';
    return {
      status: 200,
      head: {
        meta: page,
        locale,
        type: 'website',
        origin,
        public: true,
        ...(home ? { preloadImage: { url: `${sources.assetBaseUrl}${HOME_HERO_IMAGE}`, sizes: HOME_HERO_IMAGE_SIZES }, jsonLd: [organizationJsonLd(origin, sources.contact)] } : {}),
      },
    };
  }
  const productId = PRODUCT_PATH.exec(bare)?.[1];
  if (productId !== undefined) {
    const id = decodeURIComponent(productId);
    const detail = await sources.productDetail(id, locale);
    if (detail) {
      const meta = productPageMeta(id, detail.product, locale);
      const image = detail.product.productImage[0];
      const words = TRAIL_WORDS[locale];
      return {
        status: 200,
        // One kept page per product and language, under its own address: the ways of spelling it are countless.
        keep: bare.replace(/\/$/, '') === productPagePath(encodeURIComponent(detail.product._id)),
        head: {
          meta,
          locale,
          type: 'product',
          origin,
          public: true,
          ...(image ? { image, preloadImage: { url: image, sizes: PRODUCT_MAIN_IMAGE_SIZES } } : {}),
          jsonLd: [
            productJsonLd(origin, pathInLocale(meta.path, locale), detail.product, locale),
            breadcrumbJsonLd(origin, [
              { name: words.home, path: pathInLocale('/', locale) },
              { name: words.shop, path: pathInLocale(PUBLIC_PAGE_META.explore.path, locale) },
              { name: detail.product.productName, path: pathInLocale(meta.path, locale) },
            ]),
          ],
        },
      };
    }
  }
  const known = productId === undefined && isKnownPagePath(bare) && !(locale !== 'en' && isConsolePath(bare));
  const meta = known ? { ...pageMetaIn(locale, 'home'), path: bare } : { ...notFoundMetaIn(locale), path: bare };
  // A page that does not exist is the same for everyone; the visitor's own pages are not.
  return { status: known ? 200 : 404, head: { meta, locale, type: 'website', origin, noindex: true, public: !known } };
}

/**
 * index.html in a language: `<html lang>` and the note shown without JavaScript. The browser's `documentLocale()` reads
 * the former, so code outside components speaks the page's language.
 */
function templateIn(template: string, locale: Locale): string {
  if (locale === 'en') return template;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAG[locale]}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, '<noscript>Purrfect Litter पर ख़रीदारी के लिए कृपया JavaScript चालू करें।</noscript>');
}

/**
 * Where each language's page template is in the web build (scripts/build-web.mjs, decision 040): English's at the
 * root, another language's in its own folder. A build carrying every language (a plain `vite build`) has only the first.
 */
export const templateOf = (locale: Locale) => (locale === 'en' ? 'index.html' : path.join(locale, 'index.html'));

/** The app for the browser to render, compressed ahead of time, with the status it goes out with. */
export interface AppShell {
  status: number;
  encoded: EncodedBody;
}

/** What the server answers pages with (see registerSpa). */
export interface SpaPages {
  /** A page rendered on the server (or, after a failure, the app for the browser to render). */
  render: PageRenderer;
  /**
   * A page the server never renders (the console, a customer's own pages), as the app for the browser to render,
   * from memory; null for any other page.
   */
  browserOnly(pathname: string, origin: string): Promise<AppShell | null>;
  /** The app without its content, for the browser to render, when the server has no render to spare (from memory). */
  busy(pathname: string): EncodedBody;
}

/** The head of a page whose own could not be read: kept out of search results, for the browser to render. */
function unavailableHead(pathname: string, origin: string): { status: number; head: PageHead } {
  const { locale, bare } = pageOfPath(pathname);
  return { status: 503, head: { meta: { ...pageMetaIn(locale, 'home'), path: bare }, locale, type: 'website', origin, noindex: true, public: false } };
}

/**
 * Serves the built single-page app: hashed bundles cached for a year, and for every screen index.html with that
 * screen's head (200 for the storefront's routes, 404 for any other path and for products that do not exist, so
 * crawlers see a real 404).
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { distDir: string; runtime: WebRuntimeConfig; sources: PageSources },
): Promise<SpaPages | false> {
  const indexFile = path.join(options.distDir, templateOf('en'));
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): only the API is served`);
    return false;
  }
  // Each language's page names its own build's scripts (decision 040); a build carrying every language has one page.
  const templateFile = (locale: Locale) => {
    const own = path.join(options.distDir, templateOf(locale));
    return existsSync(own) ? own : indexFile;
  };
  const templates = Object.fromEntries(
    LOCALES.map((locale) => [locale, templateIn(injectRuntimeConfig(readFileSync(templateFile(locale), 'utf8'), options.runtime), locale)]),
  ) as Readonly<Record<Locale, string>>;

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    // The page templates are never sent as they are: every page goes out with its own head (below).
    allowedPath: (pathname) => !pathname.endsWith('.html'),
    // The build wrote .br and .gz beside each text asset: the one the browser accepts is sent, with Vary.
    preCompressed: true,
    // Our own Cache-Control below; the plugin's would overwrite it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(options.distDir, filePath);
      // The same address answers brotli, gzip or plain bytes: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        rel.startsWith(`${HASHED_ASSET_DIR}${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const fonts = fontPreloads(options.distDir, HASHED_ASSET_DIR);
  const chunksOf = Object.fromEntries(LOCALES.map((locale) => [locale, routeChunks(options.distDir, locale)])) as Readonly<
    Record<Locale, ReturnType<typeof routeChunks>>
  >;
  // A Hindi page's route is its English page's, under the language's prefix (the console has none), and its files are
  // those of the Hindi build.
  const filesOf = (pathname: string) => {
    const { locale, bare } = pageOfPath(pathname);
    return chunksOf[locale](locale !== 'en' && isConsolePath(bare) ? pathname : bare);
  };
  const streamPage = await loadServerRenderer(app, options.distDir, options.runtime);
  const render: PageRenderer = async (url, origin, renderOptions = {}) => {
    const { pathname } = url;
    const { locale, bare } = pageOfPath(pathname);
    const template = withSuggestion(templates[locale], renderOptions.suggestLocale);
    const described = await headOf(pathname, origin, options.sources).catch((error: unknown) => {
      // A product's head could not be read (the database is away): the app still loads and shows its own failure and
      // Retry, and a crawler is told to come back later rather than given a page without its product.
      app.log.error({ err: error, url: pathname }, 'could not read what the page head shows; sending the app to render in the browser');
      return null;
    });
    const { status, head } = described ?? unavailableHead(pathname, origin);
    const keep = described?.keep ?? true;
    const html = template.replace(HEAD_PLACEHOLDER, renderPageHead({ ...head, files: filesOf(pathname), fonts: fonts[locale] }));
    const browserRendered = locale === 'en' ? isConsolePath(bare) || isCustomerPath(bare) : isCustomerPath(bare);
    const parts = described && !browserRendered ? splitTemplate(html) : null;
    if (!streamPage || !parts) return { status, html, serverRendered: false };
    try {
      return { status, html: await streamPage(url, parts), serverRendered: true, keep };
    } catch (error) {
      // The page still works: the browser renders it as it would without server rendering.
      app.log.error({ err: error, url: pathname }, 'server rendering failed; sending the app to render in the browser');
      return { status, html, serverRendered: false };
    }
  };
  // The app for the browser to render, built and compressed once per head: such a head names no address (see
  // PageHead.unaddressed), so the heads are as few as the kinds of page times their files, however many paths are asked.
  // Found by what such a head is made of, so that a shell asked for again is not written again.
  const shells = new Map<string, EncodedBody>();
  const shellOf = (head: PageHead): EncodedBody => {
    const key = [
      head.locale,
      head.meta.title,
      head.meta.description,
      head.type,
      head.noindex,
      head.public,
      head.image,
      head.preloadImage && `${head.preloadImage.url} ${head.preloadImage.sizes}`,
      head.jsonLd && JSON.stringify(head.jsonLd),
      head.files?.scripts.join(' '),
      head.files?.styles.join(' '),
    ].join('\n');
    let encoded = shells.get(key);
    if (!encoded) {
      const headHtml = renderPageHead({ ...head, unaddressed: true, fonts: fonts[head.locale ?? 'en'] });
      encoded = encodeBytes(Buffer.from(templates[head.locale ?? 'en'].replace(HEAD_PLACEHOLDER, headHtml)), PUBLIC_CACHE.pageBrotliQuality);
      shells.set(key, encoded);
    }
    return encoded;
  };
  const browserOnly = async (pathname: string, origin: string): Promise<AppShell | null> => {
    const { locale, bare } = pageOfPath(pathname);
    if (!(locale === 'en' && isConsolePath(bare)) && !isCustomerPath(bare)) return null;
    // Neither is a product's page: the head is the shop's own, with nothing to read from the database.
    const { status, head } = await headOf(pathname, origin, options.sources);
    return { status, encoded: shellOf({ ...head, files: filesOf(pathname) }) };
  };
  // The origin only goes into the address an unaddressed head leaves out.
  const busy = (pathname: string) => shellOf({ ...unavailableHead(pathname, '').head, files: filesOf(pathname) });
  return { render, browserOnly, busy };
}
