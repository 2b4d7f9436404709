import { useEffect } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { openLoginModal } from '../../store/ui-slice';
import { failureMessage } from './api/failure';
import { useAdminSessionQuery } from './api/console';
import { ADMIN_TEXT } from './texts';
import AuditPage from './pages/audit-page';
import StaffPage from './pages/staff-page';
import DataRequestsPage from './pages/data-requests-page';
import CouponEditPage from './pages/coupon-edit-page';
import CouponsPage from './pages/coupons-page';
import CustomerDetailPage from './pages/customer-detail-page';
import CustomersPage from './pages/customers-page';
import DashboardPage from './pages/dashboard-page';
import OrderDetailPage from './pages/order-detail-page';
import OrdersPage from './pages/orders-page';
import ProductEditPage from './pages/product-edit-page';
import ProductsPage from './pages/products-page';
import ReviewsPage from './pages/reviews-page';
import SearchPage from './pages/search-page';
import PagesEditorPage from './pages/pages-editor-page';
import RemindersPage from './pages/reminders-page';
import SettingsPage from './pages/settings-page';
import type { AdminSession } from '@shop/contract/admin';
import './admin.css';
import { ButtonLink } from '../../components/button-link';

/** The console's menu, in its order: each section's path below /admin ('' the dashboard) and its label. */
const NAV = {
  '': 'Dashboard',
  orders: 'Orders',
  reviews: 'Reviews',
  products: 'Products',
  coupons: 'Coupons',
  search: 'Search',
  pages: 'Pages',
  reminders: 'Reminders',
  customers: 'Customers',
  staff: 'Staff',
  privacy: 'Privacy',
  audit: 'Audit log',
  settings: 'Settings',
} as const;

type Gate = { state: 'checking' } | { state: 'staff'; staff: AdminSession } | { state: 'forbidden' } | { state: 'failed'; message: string };

/** Asks the server who is signed in, again whenever the session changes (a login from the dialog). */
function useStaffGate(): Gate | { state: 'anonymous' } {
  const auth = useAppSelector((state) => state.auth);
  const signedIn = auth.authenticated === true;
  // Skipped while no one is signed in, which also forgets the last answer: the next sign-in is asked about afresh.
  const session = useAdminSessionQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true });

  if (!auth.initialized) return { state: 'checking' };
  if (!signedIn) return { state: 'anonymous' };
  if (session.data) return { state: 'staff', staff: session.data };
  if (session.error && !session.isFetching) {
    const status = 'status' in session.error ? session.error.status : 0;
    return status === 403 || status === 401 ? { state: 'forbidden' } : { state: 'failed', message: failureMessage(session.error, ADMIN_TEXT.failedTitle) };
  }
  return { state: 'checking' };
}

/** Why the console is not shown: a heading, what it means (an alert when something failed), and what to do. */
function GateMessage({ title, body, alert = false, action }: { title: string; body: string; alert?: boolean; action?: React.ReactNode }) {
  return (
    <main id="main" className="admin-gate">
      <h1>{title}</h1>
      <p role={alert ? 'alert' : undefined}>{body}</p>
      {action}
    </main>
  );
}

/** The operations console: staff only, with its own layout; loaded as a separate chunk when /admin is opened. */
export default function AdminApp() {
  const gate = useStaffGate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.title = ADMIN_TEXT.documentTitle;
  }, []);

  if (gate.state === 'checking') return <LoadingIndicator label={ADMIN_TEXT.checking} />;
  if (gate.state === 'anonymous') {
    const signIn = (
      <button type="button" className="btn btn-primary" onClick={() => dispatch(openLoginModal())}>
        {ADMIN_TEXT.signIn}
      </button>
    );
    return <GateMessage title={ADMIN_TEXT.signInTitle} body={ADMIN_TEXT.signInBody} action={signIn} />;
  }
  if (gate.state === 'forbidden') {
    return <GateMessage title={ADMIN_TEXT.forbiddenTitle} body={ADMIN_TEXT.forbiddenBody} action={<ButtonLink to="/">{ADMIN_TEXT.backToShop}</ButtonLink>} />;
  }
  if (gate.state === 'failed') return <GateMessage title={ADMIN_TEXT.failedTitle} body={gate.message} alert />;

  return (
    <div className="admin">
      <a href="#admin-main" className="admin__skip">
        {ADMIN_TEXT.skipToContent}
      </a>
      <header className="admin__top">
        <Link to="/admin" className="admin__brand">
          {ADMIN_TEXT.brand}
        </Link>
        <span className="admin__staff">{gate.staff.name}</span>
        <Link to="/" className="admin__shop-link">
          {ADMIN_TEXT.viewShop}
        </Link>
      </header>
      <nav className="admin__nav" aria-label={ADMIN_TEXT.navLabel}>
        <ul>
          {Object.entries(NAV).map(([path, label]) => (
            <li key={path}>
              {/* The dashboard's link is current on /admin alone, each section's on its pages below it too. */}
              <NavLink to={path ? `/admin/${path}` : '/admin'} end={!path}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" className="admin__main" tabIndex={-1}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:ref" element={<OrderDetailPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<ProductEditPage />} />
          <Route path="products/:id" element={<ProductEditPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="coupons/new" element={<CouponEditPage />} />
          <Route path="coupons/:id" element={<CouponEditPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="pages" element={<PagesEditorPage />} />
          <Route path="pages/:key" element={<PagesEditorPage />} />
          <Route path="reminders" element={<RemindersPage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="privacy" element={<DataRequestsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerDetailPage />} />
          <Route path="*" element={<p>{ADMIN_TEXT.notFound}</p>} />
        </Routes>
      </main>
    </div>
  );
}
