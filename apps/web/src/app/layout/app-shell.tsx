import { Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { LoadingIndicator } from '../../components/loading-indicator';
import { TOAST_LAYER_CLASS } from '../../components/toast-layer';
import { useCartSync } from '../../features/cart/use-cart-sync';
import { analytics } from '../../lib/analytics';
import { AuthModals } from './auth-modals';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './app-shell.css';

/** Scrolls to the top and reports a page view whenever the path changes. */
function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    // Let the page set its title first.
    const id = window.setTimeout(() => analytics().pageView(pathname, document.title), 0);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return null;
}

/** The shared wrapper of every page: header, content, footer (SPEC.md §2). */
export function AppShell() {
  useCartSync();
  return (
    <div className="app-shell">
      <RouteEffects />
      <SiteHeader />
      <main id="main" className="app-shell__content">
        <Suspense fallback={<LoadingIndicator label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <AuthModals />
      {/* Beside the app rather than in it, so toasts stay readable and announced above an open modal. */}
      {createPortal(<Toaster position="top-center" containerClassName={TOAST_LAYER_CLASS} />, document.body)}
    </div>
  );
}
