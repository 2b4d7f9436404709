import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, type To } from 'react-router';
import { logout } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { openLoginModal, openSignupModal } from '../../store/ui-slice';
import { isProtectedPath } from '../protected-route';
import { preloadAuthDialogs } from './auth-modals';
import { useTexts } from '../../lib/i18n/texts';
import { AccountIcon } from './header-icons';
import { LAYOUT_TEXTS } from './texts';

type MenuWord = 'profile' | 'myOrders' | 'logout' | 'login' | 'signup';

/** A line of the menu: a page to go to, or something to do (`primary` draws it as the main choice). */
type MenuEntry = { label: MenuWord; to: To } | { label: MenuWord; action: 'login' | 'signup' | 'logout'; primary?: boolean };

const CUSTOMER_MENU: readonly MenuEntry[] = [
  { label: 'profile', to: '/account-details' },
  { label: 'myOrders', to: { pathname: '/account-details', hash: '#orders' } },
  { label: 'logout', action: 'logout' },
];
const VISITOR_MENU: readonly MenuEntry[] = [
  { label: 'login', action: 'login', primary: true },
  { label: 'signup', action: 'signup' },
];

/** The account disclosure: Profile, My orders and Logout for a customer, Login and Signup for a visitor (SPEC.md §2). */
export function AccountMenu({ loggedIn }: { loggedIn: boolean }) {
  const LAYOUT_TEXT = useTexts(LAYOUT_TEXTS);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Remembering where it was opened closes it by itself on navigation.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    // A tap or the focus moving anywhere outside the menu closes it.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const close = () => setOpenAt(null);

  /** Opens a dialog from the menu; focus goes back to the Account button first, so the dialog returns it there. */
  const openDialog = (action: typeof openLoginModal | typeof openSignupModal) => {
    close();
    buttonRef.current?.focus();
    dispatch(action());
  };

  const onLogout = async () => {
    close();
    // Leave a page that needs an account first, and at once (not in a transition waiting for the home page's
    // code), so logging out does not bounce into the login dialog; the home route's loader runs before the move completes.
    if (isProtectedPath(pathname)) await navigate('/', { flushSync: true });
    void dispatch(logout());
  };

  const act = (action: 'login' | 'signup' | 'logout') => {
    if (action === 'logout') void onLogout();
    else openDialog(action === 'login' ? openLoginModal : openSignupModal);
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__icon-button"
        aria-label={LAYOUT_TEXT.account}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open && !loggedIn) preloadAuthDialogs();
          setOpenAt(open ? null : pathname);
        }}
      >
        <AccountIcon />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__greeting">{loggedIn ? LAYOUT_TEXT.welcomeBack : LAYOUT_TEXT.welcomeVisitor}</p>
        <ul className="account-menu__list">
          {(loggedIn ? CUSTOMER_MENU : VISITOR_MENU).map((entry) => (
            <li key={entry.label}>
              {'to' in entry ? (
                <Link to={entry.to} className="account-menu__item" onClick={close}>
                  {LAYOUT_TEXT[entry.label]}
                </Link>
              ) : (
                <button
                  type="button"
                  className={entry.primary ? 'account-menu__item account-menu__item--primary' : 'account-menu__item'}
                  onClick={() => act(entry.action)}
                >
                  {LAYOUT_TEXT[entry.label]}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
