import { useNavigate } from 'react-router';
import { usePageMeta } from '../../lib/seo';
import { OrderResult } from './components/order-result';
import { CHECKOUT_TEXT, CHECKOUT_UI_TEXT } from './texts';

/** /order-failed: paid, but the order could not be completed; buttons to the cart and home (SPEC.md §2). */
export default function OrderFailedPage() {
  usePageMeta({ title: CHECKOUT_UI_TEXT.failedTitle, description: CHECKOUT_UI_TEXT.failedDescription, path: '/order-failed' });
  const navigate = useNavigate();
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
      </OrderResult>
    </div>
  );
}
