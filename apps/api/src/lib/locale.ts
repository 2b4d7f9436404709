import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_PARAM, type Locale } from '@shop/contract/locale';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The language a request asks for, and whether its cookie (rather than the address) chose it. */
export interface RequestLocale {
  locale: Locale;
  /** True when no `lang` was asked, so the answer depends on the `shop_lang` cookie: a shared cache must vary on it. */
  fromCookie: boolean;
}

/**
 * The language of a request: the `lang` query parameter, else the `shop_lang` cookie, else English. The parameter is
 * read from the address itself (a route's query schema may not name it). A `lang` that is not one of the shop's
 * languages, or given twice, is refused (400, request.unknownLanguage): a client that asks for a language by name
 * must not silently get another. A cookie of any other value is ignored, as a visitor cannot see or fix it.
 */
export function requestLocale(request: FastifyRequest): RequestLocale {
  const queryAt = request.url.indexOf('?');
  if (queryAt >= 0) {
    const asked = new URLSearchParams(request.url.slice(queryAt + 1)).getAll(LOCALE_PARAM);
    if (asked.length > 1 || (asked.length === 1 && !isLocale(asked[0]))) throw new AppError('request.unknownLanguage');
    if (asked.length === 1) return { locale: asked[0] as Locale, fromCookie: false };
  }
  const cookie = (request.cookies as Record<string, string | undefined> | undefined)?.[LOCALE_COOKIE];
  return { locale: isLocale(cookie) ? cookie : DEFAULT_LOCALE, fromCookie: true };
}

/** The language of a request (see requestLocale). */
export function localeOfRequest(request: FastifyRequest): Locale {
  return requestLocale(request).locale;
}

/**
 * The language the `shop_lang` cookie names, whatever the address says. Null when the visitor never chose one (or the
 * cookie names none of the shop's languages).
 */
export function localeOfCookie(request: FastifyRequest): Locale | null {
  const cookie = (request.cookies as Record<string, string | undefined> | undefined)?.[LOCALE_COOKIE];
  return isLocale(cookie) ? cookie : null;
}

/**
 * The language a customer is using, as a sign-up or an order records it: the page's own (`lang`, which the storefront
 * sends with every call from a Hindi page, so a Hindi page opened from a link with no cookie counts as Hindi), else the
 * `shop_lang` cookie; null when neither names one (an older client that never chose: the profile's language then).
 */
export function chosenLocale(request: FastifyRequest): Locale | null {
  const { locale, fromCookie } = requestLocale(request);
  return fromCookie ? localeOfCookie(request) : locale;
}
