import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SITE_NAME } from '@shop/contract/page-meta';
import { pathWithoutLocale } from '@shop/contract/locale';
import { selectDistinctCartItems } from '../../features/cart/cart-slice';
import { HeaderSearch } from '../../features/products/components/header-search';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { openLoginModal } from '../../store/ui-slice';
import { safeReturnPath } from '../../lib/return-path';
import { useLocale, useTexts } from '../../lib/i18n/texts';
import { LanguageSwitch } from './language-switch';
import { LAYOUT_TEXTS } from './texts';
import { AccountMenu } from './account-menu';
import { BrandMark, CartIcon, LoyaltyIcon, MenuIcon } from './header-icons';
import { cartBadgeText, cartLinkLabel, visibleNavLinks } from './nav-links';
import './site-header.css';

const NAV_ID = 'site-nav';

/** The path in the address bar (ahead of the rendered page while a navigation loads); none on the server. */
function currentAddress(): string | null {
  return typeof window === 'undefined' ? null : window.location.pathname;
}

function isPopoverOpen(element: HTMLElement | null): boolean {
  return element?.matches(':popover-open') ?? false;
}

function closePopover(element: HTMLElement | null): void {
  if (element && isPopoverOpen(element)) element.hidePopover();
}

/**
 * The fixed 80 px header: brand, top links, the search box, loyalty and cart icons, account menu; a menu button below
 * 800 px, whose menu holds the links and the search box.
 *
 * The menu is the browser's own popover: the button opens it, and a tap outside or Escape closes it, with no script at
 * all, so the first tap on a phone answers at once, even before the app has started. The app follows the popover's
 * state (for aria-expanded) and closes it when the page changes.
 */
export function SiteHeader() {
  const LAYOUT_TEXT = useTexts(LAYOUT_TEXTS);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.auth.authenticated === true);
  const distinctItems = useAppSelector(selectDistinctCartItems);
  const { pathname } = useLocation();
  // The address the menu was opened at (null: closed). While a tapped link's page is still loading, the address bar
  // already shows it but the router still renders the old page: a menu opened then belongs to the new address, and
  // stays open once that page arrives.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt !== null;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const badge = cartBadgeText(distinctItems);

  // A menu opened before the app started (the popover needs no script) is open when the app takes the page over.
  useEffect(() => {
    if (isPopoverOpen(navRef.current)) setMenuOpenAt(currentAddress());
  }, []);

  // Any navigation closes the menu, but not the arrival of the page it was opened for.
  useEffect(() => {
    if (menuOpenAt !== null && menuOpenAt !== pathname && menuOpenAt !== currentAddress()) closePopover(navRef.current);
  }, [pathname, menuOpenAt]);

  useEffect(() => {
    if (!menuOpen) return;
    // The browser closes the popover on Escape; the keyboard carries on from the menu button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => closePopover(navRef.current);

  /** Visitors get the login dialog instead of a page that needs an account (SPEC.md §6). */
  const loginFirst = (event: MouseEvent<HTMLAnchorElement>) => {
    closeMenu();
    if (!loggedIn) {
      event.preventDefault();
      // The page they tapped is where they go once signed in (a path inside the page's language, as its router has it).
      const target = safeReturnPath(pathWithoutLocale(event.currentTarget.pathname));
      dispatch(openLoginModal(target ? { reason: { kind: 'page', path: target }, returnTo: target } : undefined));
    }
  };

  return (
    <header className="site-header">
      <a className="site-header__skip" href="#main">
        {LAYOUT_TEXT.skipToContent}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" onClick={closeMenu}>
          <BrandMark className="site-header__brand-mark" />
          <span className="site-header__brand-name">{SITE_NAME}</span>
        </Link>

        {/* Before the links in the DOM, so Tab goes from the button straight into the opened menu. */}
        <button
          ref={menuButtonRef}
          type="button"
          className="site-header__icon-button site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          aria-label={LAYOUT_TEXT.menu}
          popoverTarget={NAV_ID}
        >
          <MenuIcon />
        </button>
        <nav
          ref={navRef}
          id={NAV_ID}
          className="site-header__nav"
          aria-label={LAYOUT_TEXT.mainNav}
          popover="auto"
          onToggle={(event) => setMenuOpenAt((event.nativeEvent as ToggleEvent).newState === 'open' ? currentAddress() : null)}
        >
          <ul className="site-header__links">
            {visibleNavLinks(loggedIn, locale).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="site-header__link" onClick={link.loginFirst ? loginFirst : closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* In the menu on a phone, beside the links on a wider screen: one box, laid out by CSS. */}
          <HeaderSearch className="site-header__search" />
        </nav>

        <div className="site-header__actions">
          <LanguageSwitch className="site-header__language" />
          <Link to="/loyalty" className="site-header__icon-button site-header__loyalty" aria-label={LAYOUT_TEXT.loyaltyLink} onClick={loginFirst}>
            <LoyaltyIcon />
          </Link>
          <Link to="/cart" className="site-header__icon-button" aria-label={cartLinkLabel(distinctItems, locale)} onClick={loginFirst}>
            <CartIcon />
            {badge && (
              <span className="site-header__badge" aria-hidden="true" data-testid="cart-badge">
                {badge}
              </span>
            )}
          </Link>
          <AccountMenu loggedIn={loggedIn} />
        </div>
      </div>
    </header>
  );
}
