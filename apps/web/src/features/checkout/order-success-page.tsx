import { Order } from '@shop/contract/orders';
import { cashFigure, rupeesToPaise } from '@shop/pricing/money';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { TrackOrderLink } from '../../components/track-order-link';
import { formatPaise } from '../../lib/money';
import { addressLines } from '../../lib/delivery-address';
import { usePageMeta } from '../../lib/seo';
import { queryApi } from '../../lib/query-api';
import { fetchCart } from '../cart/public';
import { useAppDispatch } from '../../store/hooks';
import { OrderResult } from './components/order-result';
import { paymentOf } from './payment-return';
import { usePaymentWait } from './payment-status';
import type { OrderFailedState } from './placement';
import { CHECKOUT_TEXTS, CHECKOUT_UI_TEXTS } from './texts';
import type { OrderSuccessState } from './use-place-order';
import { useTexts, type Translation } from '../../lib/i18n/texts';
import { COD_RULES_TEXTS } from '../../components/payment-texts';
import { DELIVERY_TEXTS } from '../../components/payment-texts';
import { ButtonLink } from '../../components/button-link';

/** The order the checkout handed over in the router state; null when the page was opened any other way. */
function placedOrderFrom(state: unknown): Order | null {
  const parsed = Order.safeParse((state as Partial<OrderSuccessState> | null)?.order);
  return parsed.success ? parsed.data : null;
}

/** How the order is paid for, in a line: paid online, nothing to pay, or the cash to keep ready (whole rupees, no paise). */
function paymentLine(CHECKOUT_UI_TEXT: Translation<(typeof CHECKOUT_UI_TEXTS)['en']>, order: Order): string {
  const paise = rupeesToPaise(order.total);
  if (order.total === 0) return CHECKOUT_UI_TEXT.nothingToPay;
  return order.paymentMethod === 'COD' ? CHECKOUT_UI_TEXT.payOnDelivery(`₹${cashFigure(paise)}`) : CHECKOUT_UI_TEXT.paidOnline(formatPaise(paise));
}

/**
 * /order-success: 'Order Placed Successfully!' (SPEC.md §2) with the order itself: its number, items, what is paid or
 * to be paid on delivery, where it goes, and the way to track it. Opened with `?payment=` (a customer back from their
 * UPI app, at once or hours later), it asks the server what became of that payment and says "Confirming your payment"
 * until the order is there. Opened without either (typed, bookmarked), it claims nothing and goes home.
 */
export default function OrderSuccessPage() {
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  usePageMeta({ title: CHECKOUT_UI_TEXT.successTitle, description: CHECKOUT_UI_TEXT.successDescription, path: '/order-success' });
  const order = placedOrderFrom(useLocation().state);
  const [params] = useSearchParams();
  const payment = paymentOf(params);
  if (order) return <PlacedOrder order={order} />;
  if (payment) return <PaymentConfirmation key={payment} providerOrderId={payment} />;
  return <Navigate to="/" replace />;
}

/** Waits for the order of a payment made in a UPI app, however the shop learns of it (the webhook, most often). */
function PaymentConfirmation({ providerOrderId }: { providerOrderId: string }) {
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  const CHECKOUT_TEXT = useTexts(CHECKOUT_TEXTS);
  const dispatch = useAppDispatch();
  const { wait, retry } = usePaymentWait(providerOrderId);
  const placed = wait.kind === 'placed';

  useEffect(() => {
    if (!placed) return;
    // What the order changed, as when the checkout places it: the order list and count, loyalty, the (empty) bag.
    dispatch(queryApi.util.invalidateTags(['Orders', 'Loyalty', 'Cart']));
    void dispatch(fetchCart());
  }, [dispatch, placed]);

  if (wait.kind === 'placed') return <PlacedOrder order={wait.order} />;
  if (wait.kind === 'refunded') {
    const state: OrderFailedState = { outcome: 'failed', refund: { amount: wait.refund.amount, message: CHECKOUT_TEXT.paymentRefunded({ problem: wait.refund.reason }) } };
    return <Navigate to="/order-failed" replace state={state} />;
  }
  const ordersLink = <ButtonLink to="/account-details">{CHECKOUT_UI_TEXT.myOrders}</ButtonLink>;
  const homeLink = <ButtonLink to="/">{CHECKOUT_UI_TEXT.backHome}</ButtonLink>;
  const goToCart = <ButtonLink to="/cart" look="primary">{CHECKOUT_UI_TEXT.goToCart}</ButtonLink>;
  const checkAgain = (
    <button type="button" className="btn btn-primary" onClick={retry}>
      {CHECKOUT_UI_TEXT.checkAgain}
    </button>
  );
  // Each state of the wait: how it looks, its title, what the customer can do, and what it says.
  const shown: WaitShown =
    wait.kind === 'closed'
      ? { tone: 'failure', title: CHECKOUT_UI_TEXT.paymentClosedTitle, actions: <>{goToCart}{homeLink}</>, status: CHECKOUT_UI_TEXT.paymentClosed }
      : wait.kind === 'notFound'
        ? { tone: 'failure', title: CHECKOUT_UI_TEXT.paymentNotFoundTitle, actions: <>{ordersLink}{homeLink}</>, status: CHECKOUT_UI_TEXT.paymentNotFound }
        : wait.kind === 'slow'
          ? { tone: 'pending', title: CHECKOUT_UI_TEXT.confirmingLongTitle, actions: <>{checkAgain}{ordersLink}{homeLink}</>, status: CHECKOUT_UI_TEXT.confirmingLong }
          : {
              tone: 'pending',
              title: CHECKOUT_UI_TEXT.confirmingTitle,
              busy: true,
              actions: <>{ordersLink}{homeLink}</>,
              status: wait.paid === false ? CHECKOUT_UI_TEXT.awaitingLead : CHECKOUT_UI_TEXT.confirmingLead,
            };
  return (
    <div className="page">
      <OrderResult tone={shown.tone} title={shown.title} busy={shown.busy} actions={shown.actions}>
        <p role="status">{shown.status}</p>
      </OrderResult>
    </div>
  );
}

/** How a state of the wait for the payment's answer shows. */
interface WaitShown {
  tone: 'failure' | 'pending';
  title: string;
  busy?: boolean;
  actions: ReactNode;
  status: string;
}

/** The placed order: its number, what is paid, what comes, where to. */
function PlacedOrder({ order }: { order: Order }) {
  const DELIVERY_MESSAGES = useTexts(DELIVERY_TEXTS);
  const COD_RULES_MESSAGES = useTexts(COD_RULES_TEXTS);
  const CHECKOUT_TEXT = useTexts(CHECKOUT_TEXTS);
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  return (
    <div className="page">
      <OrderResult
        tone="success"
        title={CHECKOUT_TEXT.orderPlaced}
        actions={
          <>
            <TrackOrderLink customOrderId={order.customOrderId} className="btn btn-primary" />
            <ButtonLink to="/">{CHECKOUT_UI_TEXT.backHome}</ButtonLink>
            <ButtonLink to="/explore">{CHECKOUT_UI_TEXT.continueShopping}</ButtonLink>
          </>
        }
      >
        <p className="order-result__number">{CHECKOUT_UI_TEXT.orderNumber(order.customOrderId)}</p>
        <p className="order-result__payment" role="status">
          {paymentLine(CHECKOUT_UI_TEXT, order)}
        </p>
        {order.estimatedDeliveryDate && <p className="order-result__delivery">{DELIVERY_MESSAGES.deliveryBy(order.estimatedDeliveryDate)}</p>}
        <div className="order-result__details">
          <section aria-labelledby="order-result-items">
            <h2 id="order-result-items" className="order-result__subtitle">
              {CHECKOUT_UI_TEXT.itemsHeading}
            </h2>
            <ul className="order-result__items">
              {order.items.map((line, index) => (
                <li key={`${line.productId ?? line.name}-${index}`}>
                  <span>
                    {line.name} × {line.quantity}
                  </span>
                  <span>{line.isFree ? CHECKOUT_TEXT.free : formatPaise(rupeesToPaise(line.lineTotal))}</span>
                </li>
              ))}
              {order.couponCode && order.couponDiscount > 0 && (
                <li>
                  <span>{CHECKOUT_UI_TEXT.couponLine(order.couponCode)}</span>
                  <span>−{formatPaise(rupeesToPaise(order.couponDiscount))}</span>
                </li>
              )}
              {order.codFee ? (
                <li>
                  <span>{COD_RULES_MESSAGES.codFeeLine}</span>
                  <span>{formatPaise(rupeesToPaise(order.codFee))}</span>
                </li>
              ) : null}
              {order.onlineDiscount ? (
                <li>
                  <span>{COD_RULES_MESSAGES.onlineDiscountLine}</span>
                  <span>−{formatPaise(rupeesToPaise(order.onlineDiscount))}</span>
                </li>
              ) : null}
              <li className="order-result__total">
                <span>{CHECKOUT_TEXT.total}</span>
                <span>{formatPaise(rupeesToPaise(order.total))}</span>
              </li>
            </ul>
          </section>
          <section aria-labelledby="order-result-address">
            <h2 id="order-result-address" className="order-result__subtitle">
              {CHECKOUT_UI_TEXT.deliveringTo}
            </h2>
            <address className="order-result__address">
              {addressLines(order.address).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </section>
        </div>
        <p>{CHECKOUT_UI_TEXT.successLead}</p>
      </OrderResult>
    </div>
  );
}
