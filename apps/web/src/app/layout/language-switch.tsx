import { languageSwitchHref, LOCALE_NAME, LOCALE_SHORT_NAME, LOCALE_TAG, LOCALES } from '@shop/contract/locale';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n/texts';

/**
 * The way to the same page in the other language (हिन्दी / English): a plain link to the server's language switch,
 * which remembers the choice in a cookie and goes on to this page (and query) in that language. It works before the app
 * starts and without JavaScript, and costs the first tap nothing (boot.ts leaves links to the browser).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
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
