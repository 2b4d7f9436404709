import { Navigate, useLocation, useNavigate } from 'react-router';
import { rupeesToPaise } from '@shop/pricing/money';
import { formatPaise } from '../../lib/money';
import { usePageMeta } from '../../lib/seo';
import { OrderResult } from './components/order-result';
import type { OrderFailedState } from './placement';
import { CHECKOUT_TEXTS, CHECKOUT_UI_TEXTS } from './texts';
import { useTexts } from '../../lib/i18n/texts';

/**
 * /order-failed: paid, but the order could not be completed; buttons to the cart and home (SPEC.md §2). Opened
 * without a failed checkout behind it (typed, bookmarked), it claims nothing and goes to the cart.
 */
export default function OrderFailedPage() {
  const CHECKOUT_TEXT = useTexts(CHECKOUT_TEXTS);
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  usePageMeta({ title: CHECKOUT_UI_TEXT.failedTitle, description: CHECKOUT_UI_TEXT.failedDescription, path: '/order-failed' });
  const navigate = useNavigate();
  const state = useLocation().state as Partial<OrderFailedState> | null;
  if (state?.outcome !== 'failed') return <Navigate to="/cart" replace />;
  // Set when the payment went through but is being refunded (the server's reason and amount).
  const refund = state.refund;
  return (
    <div className="page">
      <OrderResult
        tone="failure"
        title={CHECKOUT_UI_TEXT.failedHeading}
        actions={
          <>
            <button type="button" className="btn btn-primary" onClick={() => void navigate('/cart')}>
              {CHECKOUT_UI_TEXT.goToCart}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void navigate('/')}>
              {CHECKOUT_UI_TEXT.goHome}
            </button>
          </>
        }
      >
        <p>{CHECKOUT_TEXT.orderFailed}</p>
        {refund && (
          <p className="order-result-refund" role="status">
            {refund.message} {CHECKOUT_UI_TEXT.refundAmount(formatPaise(rupeesToPaise(refund.amount)))}
          </p>
        )}
      </OrderResult>
    </div>
  );
}
