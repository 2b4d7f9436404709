import type { Locale } from '@shop/contract/locale';
import { plural } from '../../lib/i18n/format';
import { LAYOUT_TEXTS } from './texts';

type NavKey = keyof (typeof LAYOUT_TEXTS)['en']['nav'];

/** The header's top links (SPEC.md §2 "Header and footer"). */
export interface NavItem {
  to: string;
  label: string;
  /** Shown only to a logged-in customer. */
  requiresLogin?: boolean;
  /** A visitor gets the login dialog instead of the page. */
  loginFirst?: boolean;
}

const NAV_LINKS: ReadonlyArray<Omit<NavItem, 'label'> & { key: NavKey }> = [
  { to: '/', key: 'home' },
  { to: '/explore', key: 'shop' },
  { to: '/about', key: 'about' },
  { to: '/review', key: 'reviews' },
  { to: '/contact-us', key: 'contact' },
  { to: '/loyalty', key: 'loyalty', loginFirst: true },
  { to: '/account-details', key: 'profile', requiresLogin: true },
];

/** The links a visitor or customer sees, named in the page's language. */
export function visibleNavLinks(loggedIn: boolean, locale: Locale = 'en'): NavItem[] {
  return NAV_LINKS.filter((link) => loggedIn || !link.requiresLogin).map(({ key, ...link }) => ({ ...link, label: LAYOUT_TEXTS[locale].nav[key] }));
}

/** The cart icon's accessible name, which carries the badge's count. */
export function cartLinkLabel(distinctItems: number, locale: Locale = 'en'): string {
  const words = LAYOUT_TEXTS[locale];
  if (distinctItems <= 0) return words.cart;
  return words.cartWithItems(distinctItems, plural(locale, distinctItems, words.item));
}

/** The badge text: hidden at 0, capped so it fits the icon. */
export function cartBadgeText(distinctItems: number): string | null {
  if (distinctItems <= 0) return null;
  return distinctItems > 99 ? '99+' : String(distinctItems);
}

/** A tel: link for a phone number written for people, e.g. '+91 98765 43210'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
