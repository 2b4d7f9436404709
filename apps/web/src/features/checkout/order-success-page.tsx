import { Link, useLocation } from 'react-router';
import { TrackOrderLink } from '../../components/track-order-link';
import { usePageMeta } from '../../lib/seo';
import { OrderResult } from './components/order-result';
import { CHECKOUT_TEXT, CHECKOUT_UI_TEXT } from './texts';
import type { OrderSuccessState } from './use-place-order';

/** The order the checkout handed over in the router state, if this page was reached from it. */
function orderFrom(state: unknown): OrderSuccessState | null {
  if (!state || typeof state !== 'object') return null;
  const { customOrderId, _id } = state as Partial<Record<keyof OrderSuccessState, unknown>>;
  return typeof customOrderId === 'string' && typeof _id === 'string' ? { customOrderId, _id } : null;
}

/** /order-success: 'Order Placed Successfully!' with the order number when known, and a link home (SPEC.md §2). */
export default function OrderSuccessPage() {
  usePageMeta({ title: CHECKOUT_UI_TEXT.successTitle, description: CHECKOUT_UI_TEXT.successDescription, path: '/order-success' });
  const order = orderFrom(useLocation().state);
  return (
    <div className="page">
      <OrderResult
        tone="success"
        title={CHECKOUT_TEXT.orderPlaced}
        actions={
          <>
            <Link to="/" className="btn btn-primary">
              {CHECKOUT_UI_TEXT.backHome}
            </Link>
            {order && <TrackOrderLink customOrderId={order.customOrderId} />}
            <Link to="/explore" className="btn btn-secondary">
              {CHECKOUT_UI_TEXT.continueShopping}
            </Link>
          </>
        }
      >
        {order && <p className="order-result__number">{CHECKOUT_UI_TEXT.orderNumber(order.customOrderId)}</p>}
        <p>{CHECKOUT_UI_TEXT.successLead}</p>
      </OrderResult>
    </div>
  );
}
