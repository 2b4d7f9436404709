import type { Product } from '@shop/contract/catalog';
import { responsiveSources } from '@shop/contract/images';
import { LOCALE_TAG, LOCALES, pathInLocale, type Locale } from '@shop/contract/locale';
import { fullTitle, SITE_NAME, type PageMeta } from '@shop/contract/page-meta';
import { escapeHtml as e } from '../lib/html';

/** Structured data for search engines (schema.org, as JSON-LD). */
export type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** The page's words; its path is the unprefixed one, the page's own address is that path in `locale`. */
  meta: PageMeta;
  /** The page's language (English when absent): its canonical, `og:locale` and the other languages' alternates. */
  locale?: Locale;
  /** 'product' on product pages, else 'website'. */
  type: 'website' | 'product';
  /** The shop's address, e.g. https://purrfectlitter.in, for canonical and absolute links. */
  origin: string;
  /** The picture a link preview shows (absolute, or a path on the shop). */
  image?: string;
  /**
   * The first picture of the page, fetched before the app's scripts so that it paints sooner: its address and how
   * wide it shows (`sizes`), so the copy the page will pick is the one fetched.
   */
  preloadImage?: { url: string; sizes: string };
  /**
   * The page's own script and style files (its route's chunks). The stylesheets load with the page; the scripts are
   * named for the app's first script (apps/web/src/boot.ts), which fetches them with the app once the page has painted.
   */
  files?: { scripts: string[]; styles: string[]; app?: string[]; signIn?: string[] };
  /** Font files the page's text needs at once (a Hindi page's Devanagari face), fetched with the stylesheets. */
  fonts?: string[];
  /** Crawlers should not index the page (the visitor's own pages, a page that does not exist). */
  noindex?: boolean;
  /**
   * A page for everyone (not a visitor's own): rendered with all its content, its app may wait for the visitor's first
   * touch, key or scroll (apps/web/src/boot.ts).
   */
  public?: boolean;
  jsonLd?: JsonLd[];
  /**
   * The same head for every address it is sent under (the app for the browser to render: a visitor's own page, a
   * page refused while the server is busy): it names no address (no canonical, no og:url), so it is built and
   * compressed once. Such pages are kept out of search results anyway, and the app sets the canonical as it shows.
   */
  unaddressed?: boolean;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** JSON inside a script element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** A preload of a picture: of its best copy for the page's width when it has copies (the one its picture picks). */
function preloadImageLink({ url, sizes }: { url: string; sizes: string }): string {
  const best = responsiveSources(url)?.[0];
  if (!best) return `<link rel="preload" as="image" href="${e(url)}" fetchpriority="high" />`;
  return `<link rel="preload" as="image" href="${e(url)}" imagesrcset="${e(best.srcSet)}" imagesizes="${e(sizes)}" type="${best.type}" fetchpriority="high" />`;
}

/** Open Graph's spelling of a language tag: hi_IN. */
const ogLocale = (locale: Locale) => LOCALE_TAG[locale].replace('-', '_');

/**
 * The page in every language, for search engines: each language's address, and English (unprefixed) as the one for
 * any other language.
 */
function alternateLinks(origin: string, path: string): string[] {
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${LOCALE_TAG[locale]}" href="${e(absolute(origin, pathInLocale(path, locale)))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${e(absolute(origin, pathInLocale(path, 'en')))}" />`,
  ];
}

/**
 * The head of a page as HTML: title, description, canonical and the page in other languages, Open Graph, Twitter card
 * and structured data.
 */
export function renderPageHead(head: PageHead): string {
  const locale = head.locale ?? 'en';
  const title = fullTitle(head.meta.title);
  const url = absolute(head.origin, pathInLocale(head.meta.path, locale));
  const image = head.image ? absolute(head.origin, head.image) : null;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(head.meta.description)}" />`,
    head.unaddressed ? '' : `<link rel="canonical" href="${e(url)}" />`,
    ...(head.unaddressed || head.noindex ? [] : alternateLinks(head.origin, head.meta.path)),
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:site_name" content="${e(SITE_NAME)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${e(title)}" />`,
    `<meta property="og:description" content="${e(head.meta.description)}" />`,
    head.unaddressed ? '' : `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:locale" content="${ogLocale(locale)}" />`,
    ...LOCALES.filter((other) => other !== locale).map((other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" />`),
    image ? `<meta property="og:image" content="${e(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(title)}" />`,
    `<meta name="twitter:description" content="${e(head.meta.description)}" />`,
    image ? `<meta name="twitter:image" content="${e(image)}" />` : '',
    head.preloadImage ? preloadImageLink(head.preloadImage) : '',
    // Fonts are fetched in CORS mode, so the preload must be too for the face to use it.
    ...(head.fonts ?? []).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${e(href)}" crossorigin />`),
    ...(head.files?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${e(href)}" />`),
    head.files?.scripts.length ? `<meta name="route-scripts" content="${e(head.files.scripts.join(' '))}" />` : '',
    head.public ? '<meta name="app-start" content="on-intent" />' : '',
    // Fetched (not run) at low priority once the page has loaded, so the first tap does not wait for the network.
    head.public && head.files?.app?.length ? `<meta name="app-scripts" content="${e(head.files.app.join(' '))}" />` : '',
    // And the sign-in dialog's, after the page's own: what a visitor's Add To Cart opens.
    head.public && head.files?.signIn?.length ? `<meta name="sign-in-files" content="${e(head.files.signIn.join(' '))}" />` : '',
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The shop as an organisation, with how to reach it. */
export function organizationJsonLd(origin: string, contact: { email: string; phone: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: contact.email, telephone: contact.phone, areaServed: 'IN' },
  };
}

/** Where a page sits: Home › Shop › the product. */
export function breadcrumbJsonLd(origin: string, trail: Array<{ name: string; path: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: absolute(origin, step.path) })),
  };
}

/**
 * A product as search engines list it, in the page's language: price in rupees, availability, brand and its rating
 * from approved reviews. `path` is the page's own address (in its language).
 */
export function productJsonLd(origin: string, path: string, product: Product, locale: Locale = 'en'): JsonLd {
  const { rating } = product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    inLanguage: LOCALE_TAG[locale],
    name: product.productName,
    description: product.description,
    sku: product._id,
    image: product.productImage.map((src) => absolute(origin, src)),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url: absolute(origin, path),
      priceCurrency: 'INR',
      price: product.finalPrice.toFixed(2),
      availability: product.availability ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rating && rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average.toFixed(1), reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
