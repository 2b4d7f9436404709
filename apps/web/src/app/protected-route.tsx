import { PROTECTED_PAGE_ROUTES } from '@shop/contract/routes';
import { useEffect, type ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { homeWithReturn, safeReturnPath } from '../lib/return-path';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { openLoginModal } from '../store/ui-slice';

/** Whether a path is one of the pages that need a signed-in customer (SPEC.md §6). */
export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PAGE_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Opens the login dialog and sends the visitor home (SPEC.md §6), remembering the page they were going to
 * (`/?next=/track/ORD-…`), which they reach once signed in. A customer who logged out in this tab is only sent home
 * (the header's account links still offer the dialog), so leaving a signed-in page by logging out never greets them with it.
 */
function LoginFirst() {
  const dispatch = useAppDispatch();
  const justLoggedOut = useAppSelector((state) => state.ui.justLoggedOut);
  const { pathname, search, hash } = useLocation();
  const target = safeReturnPath(`${pathname}${search}${hash}`);
  useEffect(() => {
    if (!justLoggedOut) dispatch(openLoginModal(target ? { reason: { kind: 'page', path: target }, returnTo: target } : undefined));
  }, [dispatch, justLoggedOut, target]);
  return <Navigate to={justLoggedOut || !target ? '/' : homeWithReturn(target)} replace />;
}

/** Where the profile is completed, and what it is told about the page the customer was going to. */
const COMPLETE_PROFILE_PATH = '/account-details';
export interface CompleteProfileState {
  /** The page to go on to once the details are saved. */
  returnTo: string;
}

/**
 * A page that needs a signed-in customer (SPEC.md §2, §6): a loading screen until the session check has answered
 * (no time limit), then the page, or for a visitor the login dialog over the home page. A customer without profile
 * details is sent to complete them first (SPEC.md §6), and comes back here afterwards.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const initialized = useAppSelector((state) => state.auth.initialized);
  const authenticated = useAppSelector((state) => state.auth.authenticated === true);
  const hasDetails = useAppSelector((state) => state.auth.hasDetails);
  const location = useLocation();
  if (!initialized) return <LoadingIndicator label="Checking your session" />;
  if (!authenticated) return <LoginFirst />;
  if (!hasDetails && location.pathname !== COMPLETE_PROFILE_PATH) {
    const state: CompleteProfileState = { returnTo: `${location.pathname}${location.search}` };
    return <Navigate to={COMPLETE_PROFILE_PATH} replace state={state} />;
  }
  return children;
}
