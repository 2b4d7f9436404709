/**
 * The language the API answers a page's requests in (products, categories, coupons' descriptions, order items, every
 * translated answer): the page's own, asked for with `lang` on every call from a Hindi page (the API's language
 * otherwise comes from the visitor's cookie, then English), so a Hindi page opened from a link with no cookie is Hindi
 * throughout. The API client adds it to every call (api-client.ts); the store of a page load knows its language (its
 * thunks' extra argument), so the server rendering a Hindi page asks in Hindi too.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_PARAM, type Locale } from '@shop/contract/locale';

export interface ThunkExtra {
  locale: Locale;
}

/** The page's language as a thunk of its store sees it. */
export function localeOfThunk(extra: unknown): Locale {
  const locale = (extra as Partial<ThunkExtra> | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * An API path asking for its answer in `locale`: English pages ask as they always have, and a path that already names
 * its language keeps it (the API refuses `lang` given twice).
 */
export function inLanguage(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  const queryAt = path.indexOf('?');
  if (queryAt >= 0 && new URLSearchParams(path.slice(queryAt + 1)).has(LOCALE_PARAM)) return path;
  return `${path}${queryAt >= 0 ? '&' : '?'}${LOCALE_PARAM}=${locale}`;
}
