import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppShell } from './layout/app-shell';
import { ConsoleShell } from './layout/console-shell';
import { ProtectedRoute } from './protected-route';

const HomeRoute = lazy(() => import('./routes/home-route'));
const ExplorePage = lazy(() => import('../features/products/explore-page'));
const ProductDetailPage = lazy(() => import('../features/products/product-detail-page'));
const ReviewsPage = lazy(() => import('../features/reviews/reviews-page'));
const AboutPage = lazy(() => import('../features/static-pages/about-page'));
const ContactPage = lazy(() => import('../features/static-pages/contact-page'));
const FaqPage = lazy(() => import('../features/static-pages/faq-page'));
const TermsPage = lazy(() => import('../features/static-pages/terms-page'));
const PrivacyPage = lazy(() => import('../features/static-pages/privacy-page'));
const AccountRoute = lazy(() => import('./routes/account-route'));
const CartPage = lazy(() => import('../features/cart/cart-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const OrderSuccessPage = lazy(() => import('../features/checkout/order-success-page'));
const OrderFailedPage = lazy(() => import('../features/checkout/order-failed-page'));
const TrackPage = lazy(() => import('../features/tracking/track-page'));
const LoyaltyPage = lazy(() => import('../features/loyalty/loyalty-page'));
const NotFoundPage = lazy(() => import('../features/static-pages/not-found-page'));

export function createRouter() {
  return createBrowserRouter([
    { path: '/admin/*', element: <ConsoleShell /> },
    {
      element: <AppShell />,
      children: [
        { path: '/', element: <HomeRoute /> },
        { path: '/explore', element: <ExplorePage /> },
        { path: '/product-details/:id', element: <ProductDetailPage /> },
        { path: '/review', element: <ReviewsPage /> },
        { path: '/about', element: <AboutPage /> },
        { path: '/contact-us', element: <ContactPage /> },
        { path: '/faq', element: <FaqPage /> },
        { path: '/terms-and-conditions', element: <TermsPage /> },
        { path: '/privacy-policy', element: <PrivacyPage /> },
        {
          path: '/account-details',
          element: (
            <ProtectedRoute>
              <AccountRoute />
            </ProtectedRoute>
          ),
        },
        {
          path: '/cart',
          element: (
            <ProtectedRoute>
              <CartPage />
            </ProtectedRoute>
          ),
        },
        {
          path: '/checkout',
          element: (
            <ProtectedRoute>
              <CheckoutPage />
            </ProtectedRoute>
          ),
        },
        {
          path: '/order-success',
          element: (
            <ProtectedRoute>
              <OrderSuccessPage />
            </ProtectedRoute>
          ),
        },
        {
          path: '/order-failed',
          element: (
            <ProtectedRoute>
              <OrderFailedPage />
            </ProtectedRoute>
          ),
        },
        {
          path: '/track/:orderId',
          element: (
            <ProtectedRoute>
              <TrackPage />
            </ProtectedRoute>
          ),
        },
        {
          path: '/loyalty',
          element: (
            <ProtectedRoute>
              <LoyaltyPage />
            </ProtectedRoute>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
