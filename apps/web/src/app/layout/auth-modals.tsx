import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { SIGN_IN_FILES_META, whenIdle } from '../../lib/app-start';
import { useAppSelector } from '../../store/hooks';

// Loaded only when needed, so none of the auth screens weigh on the first page load.
const loadLoginDialog = () => import('./login-dialog');
const loadSignupDialog = () => import('./signup-dialog');
const LoginDialog = lazy(loadLoginDialog);
const SignupDialog = lazy(loadSignupDialog);
// The dialog's frame, title and lead, shown at once while the forms' code (with the validation library) arrives: a
// small file a visitor's public page fetches ahead with the app (apps/api/src/web/route-chunks.ts).
const loadPlaceholder = () => import('../../features/auth/components/auth-dialog-placeholder');
const AuthDialogPlaceholder = lazy(loadPlaceholder);

/** Starts loading both dialogs when a visitor shows intent (opens the account menu), so they open without a wait. */
export function preloadAuthDialogs(): void {
  void loadLoginDialog().catch(() => undefined);
  void loadSignupDialog().catch(() => undefined);
}

/**
 * A visitor's first tap on a public page is most often Add To Cart, which opens the sign-in dialog. The page fetched
 * its code ahead (apps/web/src/boot.ts); once the browser is idle it is made ready to run, frame first, so the tap is
 * answered by a render and not by a second of evaluating code on a budget phone.
 */
function useSignInMadeReady(visitor: boolean): void {
  useEffect(() => {
    if (!visitor || !document.querySelector(SIGN_IN_FILES_META)) return;
    let cancelled = false;
    whenIdle(() => {
      if (cancelled) return;
      void loadPlaceholder()
        .then(() => whenIdle(() => void (cancelled || loadLoginDialog().catch(() => undefined))))
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [visitor]);
}

/**
 * Shown (as nothing) while even the dialog's frame is on its way: the control that opened it, which has the focus
 * after the tap, is marked busy meanwhile, so the tap shows at once.
 */
function OpenerBusy() {
  useLayoutEffect(() => {
    const opener = document.activeElement;
    if (!(opener instanceof HTMLButtonElement) || opener.hasAttribute('aria-busy')) return;
    opener.setAttribute('aria-busy', 'true');
    return () => opener.removeAttribute('aria-busy');
  }, []);
  return null;
}

/** The login and sign-up modals of SPEC.md §2, shown while ui.showLoginModal / showSignupModal is set. */
export function AuthModals() {
  const { showLoginModal, showSignupModal } = useAppSelector((state) => state.ui);
  useSignInMadeReady(useAppSelector((state) => state.auth.authenticated !== true));
  if (!showLoginModal && !showSignupModal) return null;
  return (
    <Suspense fallback={<OpenerBusy />}>
      <Suspense fallback={<AuthDialogPlaceholder dialog={showLoginModal ? 'login' : 'signup'} />}>
        {showLoginModal ? <LoginDialog /> : <SignupDialog />}
      </Suspense>
    </Suspense>
  );
}
