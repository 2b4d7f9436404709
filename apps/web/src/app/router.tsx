import type { ReactNode } from 'react';
import { LOCALE_PREFIX, type Locale } from '@shop/contract/locale';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { loadStoredPage } from '../features/static-pages/api';
import { loadApprovedReviews, loadExplore, loadGrievanceOfficer, loadProduct, loadProducts, loadShopRating, type PageDataMode } from './page-data';
import { AppShell } from './layout/app-shell';
import { ConsoleShell } from './layout/console-shell';
import { lazyPage, type LazyPage } from './lazy-page';
import { ProtectedRoute } from './protected-route';
import type { AppStore } from './store';

const HomeRoute = lazyPage(() => import('./routes/home-route'));
const ExplorePage = lazyPage(() => import('../features/products/explore-page'));
const ProductRoute = lazyPage(() => import('./routes/product-route'));
const ReviewsPage = lazyPage(() => import('../features/reviews/reviews-page'));
const AboutPage = lazyPage(() => import('../features/static-pages/about-page'));
const ContactPage = lazyPage(() => import('../features/static-pages/contact-page'));
const FaqPage = lazyPage(() => import('../features/static-pages/faq-page'));
const TermsPage = lazyPage(() => import('../features/static-pages/terms-page'));
const PrivacyPage = lazyPage(() => import('../features/static-pages/privacy-page'));
const AccountRoute = lazyPage(() => import('./routes/account-route'));
const CartPage = lazyPage(() => import('../features/cart/cart-page'));
const CheckoutPage = lazyPage(() => import('../features/checkout/checkout-page'));
const OrderSuccessPage = lazyPage(() => import('../features/checkout/order-success-page'));
const OrderFailedPage = lazyPage(() => import('../features/checkout/order-failed-page'));
const TrackPage = lazyPage(() => import('../features/tracking/track-page'));
const PayNowPage = lazyPage(() => import('../features/tracking/pay-now-page'));
const LoyaltyPage = lazyPage(() => import('../features/loyalty/loyalty-page'));
const StopPage = lazyPage(() => import('../features/consents/stop-page'));
const RestorePage = lazyPage(() => import('../features/consents/restore-page'));
const NotFoundPage = lazyPage(() => import('../features/static-pages/not-found-page'));

/** What a route tells the app beyond what react-router needs: the page whose code to load before rendering it. */
export interface RouteHandle {
  page: LazyPage;
}

function page(path: string, Page: LazyPage, extra: Partial<RouteObject> = {}): RouteObject {
  return { path, element: <Page />, handle: { page: Page } satisfies RouteHandle, ...extra } as RouteObject;
}

function signedIn(path: string, Page: LazyPage): RouteObject {
  const element: ReactNode = (
    <ProtectedRoute>
      <Page />
    </ProtectedRoute>
  );
  return { path, element, handle: { page: Page } satisfies RouteHandle };
}

/**
 * The shop's screens. The public pages' loaders fill the store's products and review areas: on the server they wait
 * for the data, so the page arrives with it; in the browser they start the request and let the page show its
 * loading state (SPEC.md §3 "Loading states"). Signed-in pages load their own data once the session is known.
 */
export function createRoutes(store: AppStore, mode: PageDataMode, locale: Locale = 'en'): RouteObject[] {
  return [
    // The console speaks English only, at its own unprefixed paths: under /hi it is a page that does not exist.
    ...(locale === 'en' ? [{ path: '/admin/*', element: <ConsoleShell /> }] : []),
    {
      element: <AppShell />,
      // The footer names the grievance officer staff set: asked for once per page load, never again on a link.
      loader: () => loadGrievanceOfficer(store, mode),
      shouldRevalidate: () => false,
      children: [
        page('/', HomeRoute, { loader: () => Promise.all([loadProducts(store, mode), loadApprovedReviews(store, mode, { ifMissing: true })]) }),
        page('/explore', ExplorePage, { loader: ({ request }) => loadExplore(store, mode, new URL(request.url)) }),
        page('/product-details/:id', ProductRoute, {
          loader: ({ params }) =>
            Promise.all([loadProduct(store, mode, params.id ?? ''), loadApprovedReviews(store, mode, { ifMissing: true }), loadShopRating(store, mode, { ifMissing: true })]),
        }),
        page('/review', ReviewsPage, {
          loader: () => Promise.all([loadApprovedReviews(store, mode), loadShopRating(store, mode)]),
          // Taking ?write= off the address once the review dialog has opened changes nothing the wall shows.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.has('write') && !nextUrl.searchParams.has('write') ? false : defaultShouldRevalidate,
        }),
        // The stored pages, in the page's language; the FAQ and terms state the loyalty reward's number of orders too.
        page('/about', AboutPage, { loader: () => loadStoredPage('about', locale) }),
        page('/contact-us', ContactPage),
        page('/faq', FaqPage, { loader: () => loadStoredPage('faq', locale, { withLoyaltyTarget: true }) }),
        page('/terms-and-conditions', TermsPage, { loader: () => loadStoredPage('terms', locale, { withLoyaltyTarget: true }) }),
        page('/privacy-policy', PrivacyPage, { loader: () => loadStoredPage('privacy', locale) }),
        signedIn('/account-details', AccountRoute),
        signedIn('/cart', CartPage),
        signedIn('/checkout', CheckoutPage),
        signedIn('/order-success', OrderSuccessPage),
        signedIn('/order-failed', OrderFailedPage),
        signedIn('/track/:orderId', TrackPage),
        signedIn('/loyalty', LoyaltyPage),
        // A reminder's link: its products back in the bag of the customer it was sent to, on any device.
        signedIn('/restore/:token', RestorePage),
        // A signed link from the order-placed message: it is the authority, no sign-in needed.
        page('/pay/:orderId/:token', PayNowPage),
        // The stop link of a reminder or offer: signed for one customer and one purpose.
        page('/stop/:token', StopPage),
        page('*', NotFoundPage),
      ],
    },
  ];
}

/** Loads the code of the pages a set of matched routes shows, so they render without suspending. */
export function preloadPages(matches: ReadonlyArray<{ route: { handle?: unknown } }>): Promise<unknown> {
  return Promise.all(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.page.preload()));
}

/** The router of one page load: a Hindi page's routes live under `/hi`, and its links stay there. */
export function createRouter(store: AppStore, locale: Locale, hydrationData?: HydrationState) {
  return createBrowserRouter(createRoutes(store, 'browser', locale), { basename: LOCALE_PREFIX[locale] || '/', ...(hydrationData ? { hydrationData } : {}) });
}
