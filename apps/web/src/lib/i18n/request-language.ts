/**
 * The language the API answers a page's requests in (its products' names and descriptions): the page's own, asked for
 * with `lang` on a Hindi page (the API's language otherwise comes from the visitor's cookie, then English). The store
 * of a page load knows it (its thunks' extra argument), so the server rendering a Hindi page asks in Hindi too.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shop/contract/locale';

export interface ThunkExtra {
  locale: Locale;
}

/** The page's language as a thunk of its store sees it. */
export function localeOfThunk(extra: unknown): Locale {
  const locale = (extra as Partial<ThunkExtra> | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** An API path asking for its answer in `locale`: English pages ask as they always have. */
export function inLanguage(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
