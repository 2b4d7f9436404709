import { languageSwitchHref, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_TAG, type Locale } from '@shop/contract/locale';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n/texts';
import { useHydrated } from '../../lib/use-hydrated';
import { useAppSelector } from '../../store/hooks';
import { useLanguageSwitchClick } from './language-switch';
import './account-language-banner.css';

/**
 * The offer's words, in the language offered (the customer chose it; they may not read the page's), the way to stay in
 * the page's language in that language. Not page texts: each is said in one language whatever the page's.
 */
const OFFER_WORDS: Readonly<Record<Locale, { text: string; accept: string; stay: string }>> = {
  hi: { text: 'आपने अपने खाते के लिए हिन्दी चुनी है।', accept: 'हिन्दी में देखें', stay: 'English में ही रहें' },
  en: { text: 'You chose English for your account.', accept: 'View in English', stay: 'हिन्दी में ही रहें' },
};

/** Whether this browser has chosen a language here (the switch's cookie, which the page may read). */
function chosenOnThisDevice(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`));
}

/** Remembers the page's language as this device's choice, as the switch would, without touching the profile. */
function stayIn(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The account's language the page offers, if any, and how the customer declines it. */
export interface AccountLanguageOffer {
  offered: Locale | null;
  /** Stays in the page's language on this device. */
  stay: () => void;
}

/**
 * A signed-in customer whose account speaks another language than the page, on a device that never chose one (a new
 * phone, a link from a message): the shop offers the account's language, as the English home page offers Hindi to a
 * browser that asks for it, and never switches on its own. Staying remembers the page's language on this device only
 * (their messages keep the account's language). The app shell holds it, so the screen's foot asks one thing at a time.
 */
export function useAccountLanguageOffer(): AccountLanguageOffer {
  const locale = useLocale();
  const hydrated = useHydrated();
  const account = useAppSelector((state) => (state.auth.authenticated === true ? state.auth.language : null));
  const [stayed, setStayed] = useState(false);
  const offered = !hydrated || stayed || !account || account === locale || chosenOnThisDevice() ? null : account;
  return {
    offered,
    stay: () => {
      stayIn(locale);
      setStayed(true);
    },
  };
}

/** The offer of the account's language (see useAccountLanguageOffer); taking it goes through the language switch. */
export function AccountLanguageBanner({ offer }: { offer: AccountLanguageOffer }) {
  const locale = useLocale();
  const follow = useLanguageSwitchClick();
  const { pathname, search } = useLocation();
  const account = offer.offered;
  if (!account) return null;
  const words = OFFER_WORDS[account];
  return (
    <aside className="language-banner" lang={LOCALE_TAG[account]} aria-label={words.accept}>
      <p className="language-banner__text">{words.text}</p>
      <a className="language-banner__accept" href={languageSwitchHref(account, `${pathname}${search}`)} hrefLang={LOCALE_TAG[account]} onClick={follow}>
        {words.accept}
      </a>
      <button
        type="button"
        className="account-language-banner__stay"
        lang={LOCALE_TAG[locale]}
        onClick={offer.stay}
      >
        {words.stay}
      </button>
    </aside>
  );
}
