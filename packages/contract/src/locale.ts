/**
 * The storefront's languages and where each lives: English at the unprefixed paths (and the `x-default` for search
 * engines), Hindi under `/hi`. One source for the API (which renders, caches and lists pages) and the web app.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of each language's pages. */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', hi: '/hi' };

/** The BCP 47 tag of each language as the shop writes it: `<html lang>`, `hreflang`, `Intl`. */
export const LOCALE_TAG: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as a language switch offers it. */
export const LOCALE_NAME: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

/** Each language's name in two letters, where a phone's header has no room for the whole (the whole is still its name). */
export const LOCALE_SHORT_NAME: Readonly<Record<Locale, string>> = { en: 'EN', hi: 'हि' };

/** The cookie that remembers a visitor's chosen language. */
export const LOCALE_COOKIE = 'shop_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a storefront path: `/hi` and `/hi/…` are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === LOCALE_PREFIX.hi || pathname.startsWith(`${LOCALE_PREFIX.hi}/`) ? 'hi' : 'en';
}

/** A path without its language prefix: `/hi/explore` → `/explore`, `/hi` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const prefix = LOCALE_PREFIX[localeOfPath(pathname)];
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** The same page in another language: `pathInLocale('/explore', 'hi')` → `/hi/explore`, and back. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  const prefix = LOCALE_PREFIX[locale];
  return prefix ? (bare === '/' ? prefix : `${prefix}${bare}`) : bare;
}

/** How long the chosen language is remembered: a year. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The server's address that sets the language cookie and goes on to `next` in that language: a plain link, so the
 * switch works before the app starts and with JavaScript off.
 */
export const LANGUAGE_SWITCH_PATH = '/set-language';

/** The switch to `locale` that keeps the visitor on the page (path and query) they are on. */
export function languageSwitchHref(locale: Locale, next: string): string {
  return `${LANGUAGE_SWITCH_PATH}?${new URLSearchParams({ lang: locale, next }).toString()}`;
}

/** The query parameter a client names the language of an answer with (`?lang=hi`); without it the cookie decides. */
export const LOCALE_PARAM = 'lang';

/** What the API answers when the `lang` parameter names a language the shop does not offer. */
export const LOCALE_MESSAGES = {
  unknownLanguage: `Unknown language: choose one of ${LOCALES.join(', ')}`,
} as const;
