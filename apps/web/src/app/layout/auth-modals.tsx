import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';

// Loaded only when needed, so none of the auth screens weigh on the first page load.
const loadLoginDialog = () => import('./login-dialog');
const loadSignupDialog = () => import('./signup-dialog');
const LoginDialog = lazy(loadLoginDialog);
const SignupDialog = lazy(loadSignupDialog);

/** Starts loading both dialogs when a visitor shows intent (opens the account menu), so they open without a wait. */
export function preloadAuthDialogs(): void {
  void loadLoginDialog().catch(() => undefined);
  void loadSignupDialog().catch(() => undefined);
}

/** The login and sign-up modals of SPEC.md §2, shown while ui.showLoginModal / showSignupModal is set. */
export function AuthModals() {
  const { showLoginModal, showSignupModal } = useAppSelector((state) => state.ui);
  if (!showLoginModal && !showSignupModal) return null;
  return <Suspense fallback={null}>{showLoginModal ? <LoginDialog /> : <SignupDialog />}</Suspense>;
}
