import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';

// Loaded only when opened, so none of the auth screens weigh on the first page load.
const LoginDialog = lazy(() => import('./login-dialog'));
const SignupDialog = lazy(() => import('./signup-dialog'));

/** The login and sign-up modals of SPEC.md §2, shown while ui.showLoginModal / showSignupModal is set. */
export function AuthModals() {
  const { showLoginModal, showSignupModal } = useAppSelector((state) => state.ui);
  if (!showLoginModal && !showSignupModal) return null;
  return <Suspense fallback={null}>{showLoginModal ? <LoginDialog /> : <SignupDialog />}</Suspense>;
}
