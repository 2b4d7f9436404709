/**
 * The storefront's words in each language (decision 035). A feature keeps its words in its own `texts.ts`, written
 * with `defineTexts(english, hindi)`: the Hindi must have every key the English has, with the same kind of value (a
 * text, or a function of the same arguments), or the build fails. A page's code imports only its features' texts, so
 * the words a page uses arrive with it and no page downloads the whole shop's.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shop/contract/locale';

/** The shape of a translation: the English's keys, with any text in place of each English literal. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

export type Texts<T> = Readonly<Record<Locale, Translation<T>>>;

/**
 * A feature's words in English and Hindi. The browser's code is built once per language (decision 040): there the
 * other language's argument is `null` (apps/web/src/lib/i18n/one-language-build.ts), so a page of one language reads
 * only its own (through `useTexts` or `textsOfDocument`, never `X_TEXTS.en`).
 */
export function defineTexts<const T>(en: T, hi: Translation<T>): Texts<T> {
  return { en: en as Translation<T>, hi };
}

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The language of the page being rendered, on the server and in the browser alike. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A feature's words in `locale`, or a plain error when this build left that language out (see defineTexts). */
export function textsIn<T>(texts: Texts<T>, locale: Locale): Translation<T> {
  const words = texts[locale] as Translation<T> | null;
  if (words == null) throw new Error(`This build of the shop carries no words in '${locale}': a page reads only its own language.`);
  return words;
}

/** A feature's words in the page's language. */
export function useTexts<T>(texts: Texts<T>): Translation<T> {
  return textsIn(texts, useLocale());
}

/**
 * The page's language for code outside components (toasts from thunks, page titles): the browser renders one
 * language per page load, written in `<html lang>` by the server. On the server, pass the locale instead.
 */
export function documentLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const lang = document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** A feature's words for code outside components, in the page's language. */
export function textsOfDocument<T>(texts: Texts<T>): Translation<T> {
  return textsIn(texts, documentLocale());
}
