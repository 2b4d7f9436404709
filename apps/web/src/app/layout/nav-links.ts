/** The header's top links (SPEC.md §2 "Header and footer"). */
export interface NavItem {
  to: string;
  label: string;
  /** Shown only to a logged-in customer. */
  requiresLogin?: boolean;
  /** A visitor gets the login dialog instead of the page. */
  loginFirst?: boolean;
}

const NAV_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/explore', label: 'Shop' },
  { to: '/about', label: 'About' },
  { to: '/review', label: 'Reviews' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/loyalty', label: 'Loyalty Program', loginFirst: true },
  { to: '/account-details', label: 'Profile', requiresLogin: true },
];

/** The links a visitor or customer sees. */
export function visibleNavLinks(loggedIn: boolean): NavItem[] {
  return NAV_LINKS.filter((link) => loggedIn || !link.requiresLogin);
}

/** The cart icon's accessible name, which carries the badge's count. */
export function cartLinkLabel(distinctItems: number): string {
  if (distinctItems <= 0) return 'Cart';
  return `Cart, ${distinctItems} ${distinctItems === 1 ? 'item' : 'items'}`;
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
