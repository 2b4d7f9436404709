import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator';
import { ToastLayer } from '../../components/toast-layer';
import { analyticsChoice, analyticsConfigured, reportPageView } from '../../lib/analytics';
import { useHydrated } from '../../lib/use-hydrated';
import { keepsPlace } from '../../lib/keep-place';
import { useAppSelector } from '../../store/hooks';
import { useTexts } from '../../lib/i18n/texts';
import { LAYOUT_TEXTS } from './texts';
import { AccountLanguageBanner, useAccountLanguageOffer } from './account-language-banner';
import { footQuestion, serverLanguageOfferShown } from './screen-foot';
import { AuthModals } from './auth-modals';
import { PageReady } from './page-ready';
import { SignInFollowUp } from './sign-in-follow-up';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './app-shell.css';

/**
 * Scrolls to the top whenever the path changes, except for a link that keeps the customer's place (another size). Not
 * when the app starts: the page is where the browser and the visitor put it (a public page's app starts with the
 * visitor's first scroll, and a jump back to the top would move what they were about to tap).
 */
function RouteEffects() {
  const { pathname, state } = useLocation();
  const keep = keepsPlace(state);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!keep) window.scrollTo(0, 0);
  }, [pathname, keep]);
  return null;
}

/**
 * Reports a page view once the new page is on screen. It sits after the page inside the same Suspense boundary, so
 * it renders only when the page's code has arrived, and its effect runs after the page's own (which set the title).
 */
function PageView() {
  const { pathname } = useLocation();
  useEffect(() => {
    reportPageView(pathname, document.title);
  }, [pathname]);
  return null;
}

const CookieBanner = lazy(() => import('../../features/consents/components/cookie-banner').then((m) => ({ default: m.CookieBanner })));

/** The analytics cookie question, loaded only for a visitor it is asked of (see footQuestion). */
function AnalyticsQuestion() {
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}

/** The shared wrapper of every page: header, content, footer (SPEC.md §2). */
export function AppShell() {
  const LAYOUT_TEXT = useTexts(LAYOUT_TEXTS);
  const signedIn = useAppSelector((state) => state.auth.authenticated === true);
  const languageOffer = useAccountLanguageOffer();
  // The screen's foot asks one thing at a time, once the page is the browser's (it reads the cookies and the page).
  const hydrated = useHydrated();
  const asked = hydrated
    ? footQuestion({
        serverLanguageOffer: serverLanguageOfferShown(),
        accountLanguageOffer: languageOffer.offered !== null,
        analyticsUnanswered: analyticsConfigured() && analyticsChoice() === null,
      })
    : null;
  return (
    <div className="app-shell">
      <RouteEffects />
      <SiteHeader />
      <main id="main" className="app-shell__content">
        <Suspense fallback={<LoadingIndicator label={LAYOUT_TEXT.loadingPage} />}>
          <Outlet />
          <PageView />
          <PageReady />
        </Suspense>
      </main>
      <SiteFooter />
      <AuthModals />
      <SignInFollowUp />
      {/* A signed-in customer's pages can toast unasked (a coupon applied at checkout). */}
      <ToastLayer eager={signedIn} />
      {asked === 'analytics' && <AnalyticsQuestion />}
      {asked === 'account-language' && <AccountLanguageBanner offer={languageOffer} />}
    </div>
  );
}
