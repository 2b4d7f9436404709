import {
  isLocale,
  LANGUAGE_SWITCH_PATH,
  languageSwitchHref,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_PREFIX,
  LOCALES,
  pathInLocale,
  pathWithoutLocale,
  type Locale,
} from '@shop/contract/locale';
import { ADMIN_BASE_PATH } from '@shop/contract/routes';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError } from '../lib/errors';
import { escapeHtml as e } from '../lib/html';

/**
 * The language a browser asks for first among the shop's (`Accept-Language`, by weight, then order), or null when it
 * names neither.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const first = ranked.find((entry) => isLocale(entry.primary));
  return first && isLocale(first.primary) ? first.primary : null;
}

/**
 * The language to offer a visitor on the English home page: Hindi when their browser puts it before English and they
 * have not chosen a language here yet (no cookie). Never a redirect: a banner they can take or dismiss.
 */
export function languageToSuggest(request: FastifyRequest, pathname: string): Locale | null {
  if (pathname !== '/' || request.cookies[LOCALE_COOKIE] !== undefined) return null;
  const preferred = preferredLocale(request.headers['accept-language']);
  return preferred && preferred !== 'en' ? preferred : null;
}

/** The banner's words: in the language offered, then in English, for a visitor who reads either. */
const SUGGESTION_WORDS: Readonly<Record<Exclude<Locale, 'en'>, { text: string; accept: string; dismiss: string }>> = {
  hi: { text: 'Purrfect Litter अब हिन्दी में भी।', accept: 'हिन्दी में देखें', dismiss: 'English में ही रहें' },
};

/**
 * The page with a banner above it offering `locale`: plain links to the language switch, so it works before the app
 * starts (and without JavaScript), outside the app's root so the app never renders or hydrates it. Dismissing it
 * chooses English, which the cookie then remembers.
 */
export function withSuggestion(template: string, locale: Locale | undefined): string {
  if (!locale || locale === 'en') return template;
  const words = SUGGESTION_WORDS[locale];
  const banner =
    `<aside class="language-banner" lang="${locale}" aria-label="${e(words.accept)}">` +
    `<p class="language-banner__text">${e(words.text)}</p>` +
    `<a class="language-banner__accept" href="${e(languageSwitchHref(locale, '/'))}" hreflang="${locale}">${e(words.accept)}</a>` +
    `<a class="language-banner__dismiss" href="${e(languageSwitchHref('en', '/'))}" lang="en">${e(words.dismiss)}</a>` +
    `</aside>`;
  return template.replace('<div id="root">', `${banner}<div id="root">`);
}

/** A path on this shop (never another site's, `//host` or `/\host`) with its query, or null. */
function sameSitePath(next: string): string | null {
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'http://shop.invalid');
    return url.host === 'shop.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

const isConsolePath = (pathname: string) => pathname === ADMIN_BASE_PATH || pathname.startsWith(`${ADMIN_BASE_PATH}/`);

/** The page `next` in `locale`, its query kept; the console has one language, its own path. */
export function pageInLocale(next: string, locale: Locale): string {
  const queryAt = next.indexOf('?');
  const pathname = queryAt < 0 ? next : next.slice(0, queryAt);
  const query = queryAt < 0 ? '' : next.slice(queryAt);
  const bare = pathWithoutLocale(pathname);
  return `${isConsolePath(bare) ? bare : pathInLocale(bare, locale)}${query}`;
}

/**
 * Whether a navigation to the switch came from the shop itself (its own link or banner), or was typed or bookmarked:
 * `Sec-Fetch-Site` as browsers send it; a client that sends none is taken at its word. A link on another site still
 * switches the page (and the cookie), but never changes a signed-in customer's profile on their behalf.
 */
function cameFromTheShop(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export interface LanguageRoutesOptions {
  secureCookies: boolean;
  /** Who is signed in, from the access-token cookie (the switch is a page of the site, so it gets that cookie). */
  identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Records a signed-in customer's choice on their profile. */
  setLanguage: (userId: string, language: Locale) => Promise<void>;
}

/**
 * The language switch (`/set-language?lang=hi&next=/product-details/…`): remembers the choice in the language cookie
 * (for a year) and, for a signed-in customer, on their profile (their mails, texts and WhatsApp messages speak it), in
 * the same request; then goes on to the same page in that language. The storefront makes sure the session's access
 * token is fresh before it follows the link (app/layout/language-switch.tsx).
 */
export const languageRoutes: FastifyPluginAsync<LanguageRoutesOptions> = async (app, { secureCookies, identify, setLanguage }) => {
  app.get(LANGUAGE_SWITCH_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const lang = query.lang;
    if (!isLocale(lang)) return sendError(reply, new AppError('request.invalid', { field: 'lang', problem: `Choose one of: ${LOCALES.join(', ')}` }));
    const next = typeof query.next === 'string' && query.next !== '' ? sameSitePath(query.next) : LOCALE_PREFIX[lang] || '/';
    if (next === null) return sendError(reply, new AppError('request.invalid', { field: 'next', problem: 'Give a page of this shop' }));
    if (cameFromTheShop(request)) {
      await identify(request, reply);
      if (request.user) await setLanguage(request.user.userId, lang);
    }
    reply.setCookie(LOCALE_COOKIE, lang, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', secure: secureCookies, httpOnly: false });
    // Never kept by a cache: each visit sets the cookie.
    return reply.header('cache-control', 'no-store').redirect(pageInLocale(next, lang), 303);
  });
};
