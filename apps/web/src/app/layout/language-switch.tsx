import { languageSwitchHref, LOCALE_NAME, LOCALE_SHORT_NAME, LOCALE_TAG, LOCALES } from '@shop/contract/locale';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n/texts';
import { checkSession } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/**
 * How a tap on a link to the language switch is followed. The switch records a signed-in customer's choice on their
 * profile in the same request as the cookie (apps/api/src/web/language.ts), which needs a live access token: a customer
 * whose token has lapsed while they read gets a fresh one first (the session check refreshes it), then the link is
 * followed as it is. Visitors, and taps that open a new tab, go straight to the link.
 */
export function useLanguageSwitchClick(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.authenticated === true);
  return (event) => {
    if (!signedIn || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    // Whatever the check answers, the customer goes to the page they asked for.
    void dispatch(checkSession()).finally(() => window.location.assign(href));
  };
}

/**
 * The way to the same page in the other language (हिन्दी / English): a plain link to the server's language switch,
 * which remembers the choice in a cookie (and on a signed-in customer's profile) and goes on to this page (and query)
 * in that language. It works before the app starts and without JavaScript, and costs the first tap nothing (boot.ts
 * leaves links to the browser).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const follow = useLanguageSwitchClick();
  // Inside a Hindi page's router the path is without its `/hi`: the page itself, in whichever language.
  const { pathname, search } = useLocation();
  return (
    <>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <a
          key={other}
          className={className}
          href={languageSwitchHref(other, `${pathname}${search}`)}
          hrefLang={LOCALE_TAG[other]}
          lang={LOCALE_TAG[other]}
          onClick={follow}
        >
          <span className="language-switch__name">{LOCALE_NAME[other]}</span>
          <span className="language-switch__short" aria-hidden="true">
            {LOCALE_SHORT_NAME[other]}
          </span>
        </a>
      ))}
    </>
  );
}
