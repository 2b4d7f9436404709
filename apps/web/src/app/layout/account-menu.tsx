import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { openLoginModal, openSignupModal } from '../../store/ui-slice';
import { isProtectedPath } from '../protected-route';
import { preloadAuthDialogs } from './auth-modals';
import { AccountIcon } from './header-icons';

/** The account disclosure: Profile, My orders and Logout for a customer, Login and Signup for a visitor (SPEC.md §2). */
export function AccountMenu({ loggedIn }: { loggedIn: boolean }) {
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
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
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

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__icon-button"
        aria-label="Account"
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
        <p className="account-menu__greeting">{loggedIn ? 'Welcome back' : 'Welcome to Purrfect Litter'}</p>
        <ul className="account-menu__list">
          {loggedIn ? (
            <>
              <li>
                <Link to="/account-details" className="account-menu__item" onClick={close}>
                  Profile
                </Link>
              </li>
              <li>
                <Link to={{ pathname: '/account-details', hash: '#orders' }} className="account-menu__item" onClick={close}>
                  My orders
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="account-menu__item"
                  onClick={() => void onLogout()}
                >
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <button
                  type="button"
                  className="account-menu__item account-menu__item--primary"
                  onClick={() => openDialog(openLoginModal)}
                >
                  Login
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className="account-menu__item"
                  onClick={() => openDialog(openSignupModal)}
                >
                  Signup
                </button>
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}
