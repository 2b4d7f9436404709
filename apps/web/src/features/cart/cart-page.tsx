import { useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { CheckoutSteps } from '../../components/checkout-steps';
import { DeliveryAddressCard } from '../../components/delivery-address-card';
import { EmptyBag, LoadState } from '../../components/load-state';
import { OrderSummary } from '../../components/order-summary';
import { priceCart } from './cart-pricing';
import { cartBlockedByStock, STOCK_TEXTS } from './cart-stock';
import { formatPaise } from '../../lib/money';
import { proceedState } from '../../lib/delivery-address';
import { usePageMeta } from '../../lib/seo';
import { useDeliveryAddress } from '../../lib/use-delivery-address';
import { useFreshCart } from './use-fresh-cart';
import { CART_ERROR_TEXTS, clearCart, removeCartItem, updateCartItem } from './cart-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CartLine } from './components/cart-line';
import { CartPaymentChoice } from './components/cart-payment-choice';
import { ClearCartDialog } from './components/clear-cart-dialog';
import { CART_TEXTS, CART_UI_TEXTS } from './texts';
import './cart-page.css';
import { useLocale, useTexts } from '../../lib/i18n/texts';

/** /cart, the My Bag step: the lines with their quantities, the delivery address and the Order Summary (SPEC.md §2). */
export default function CartPage() {
  const locale = useLocale();
  const CART_TEXT = useTexts(CART_TEXTS);
  const STOCK_TEXT = useTexts(STOCK_TEXTS);
  const CART_UI_TEXT = useTexts(CART_UI_TEXTS);
  usePageMeta({ title: CART_UI_TEXT.pageTitle, description: CART_UI_TEXT.pageDescription, path: '/cart' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector((state) => state.cart.cartItems);
  const cart = useFreshCart();
  const [busyLines, setBusyLines] = useState<ReadonlySet<string>>(new Set());
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const delivery = useDeliveryAddress();
  const itemsHeadingId = useId();
  const price = useMemo(() => priceCart(items), [items]);
  // Quantities shown but not yet saved: the checkout waits for them, or it would price the bag as the server had it.
  const saves = useRef(new Set<Promise<unknown>>());
  // Said on the button while it waits for them, so a tap that seems to do nothing reads as taken (and is not repeated).
  const [waitingForSaves, setWaitingForSaves] = useState(false);
  const proceedWhenSaved = async () => {
    if (waitingForSaves) return;
    if (saves.current.size > 0) {
      setWaitingForSaves(true);
      // A quantity changed meanwhile is waited for too.
      while (saves.current.size > 0) await Promise.allSettled([...saves.current]);
      setWaitingForSaves(false);
    }
    await navigate('/checkout');
  };

  const markBusy = (id: string, busy: boolean) =>
    setBusyLines((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const changeQuantity = async (cartItemId: string, quantity: number) => {
    markBusy(cartItemId, true);
    const saving = dispatch(updateCartItem({ cartItemId, quantity }));
    saves.current.add(saving);
    const result = await saving;
    saves.current.delete(saving);
    markBusy(cartItemId, false);
    if (updateCartItem.rejected.match(result)) toast.error(result.payload ?? CART_ERROR_TEXTS[locale].updateFailed);
  };

  const remove = async (cartItemId: string) => {
    markBusy(cartItemId, true);
    const result = await dispatch(removeCartItem(cartItemId));
    markBusy(cartItemId, false);
    if (removeCartItem.fulfilled.match(result)) toast.success(CART_UI_TEXT.removed);
    else toast.error(result.payload ?? CART_ERROR_TEXTS[locale].removeFailed);
  };

  const confirmClear = async () => {
    setClearing(true);
    const result = await dispatch(clearCart());
    setClearing(false);
    setConfirmingClear(false);
    if (clearCart.fulfilled.match(result)) toast.success(CART_UI_TEXT.cleared);
    else toast.error(result.payload ?? CART_ERROR_TEXTS[locale].clearFailed);
  };

  const proceed = proceedState(delivery.serviceability, delivery.address);
  const stockBlocked = cartBlockedByStock(items);

  let content;
  if (items.length === 0) {
    content = <EmptyBag block="cart-page" iconSize={56} title={CART_TEXT.cartEmpty} lead={CART_UI_TEXT.emptyLead} linkLabel={CART_UI_TEXT.exploreLink} />;
  } else {
    content = (
      <div className="cart-page__grid">
        <section className="cart-page__items" aria-labelledby={itemsHeadingId}>
          <div className="cart-page__items-header">
            <h2 id={itemsHeadingId} className="cart-page__items-title">
              {CART_UI_TEXT.itemsHeading}
            </h2>
            <button type="button" className="cart-page__clear" onClick={() => setConfirmingClear(true)} disabled={clearing}>
              {CART_UI_TEXT.clearCart}
            </button>
          </div>
          <ul className="cart-page__lines">
            {items.map((item, index) => (
              <CartLine
                key={item._id}
                item={item}
                price={price.lines[index]!}
                busy={busyLines.has(item._id) || clearing}
                onQuantityChange={(quantity) => void changeQuantity(item._id, quantity)}
                onRemove={() => void remove(item._id)}
              />
            ))}
          </ul>
        </section>
        <div className="cart-page__aside">
          <DeliveryAddressCard
            address={delivery.address}
            serviceability={delivery.serviceability}
            action={
              <Link to="/account-details" className="cart-page__address-link">
                {delivery.address ? CART_UI_TEXT.changeAddress : CART_UI_TEXT.addAddress}
              </Link>
            }
          />
          <OrderSummary
            rows={[
              { label: CART_TEXT.cartTotal, value: formatPaise(price.mrpTotalPaise, locale) },
              // No '−₹0.00' row when nothing in the bag is discounted.
              ...(price.productDiscountPaise > 0 ? [{ label: CART_TEXT.discount, value: `−${formatPaise(price.productDiscountPaise, locale)}`, tone: 'saving' as const }] : []),
              { label: CART_TEXT.shipping, value: CART_TEXT.free, tone: 'free' },
            ]}
            total={formatPaise(price.totalPaise, locale)}
          >
            {stockBlocked && (
              <p className="cart-page__stock-note error-text" role="alert">
                {STOCK_TEXT.blocked}
              </p>
            )}
            <CartPaymentChoice items={items} pincode={delivery.address?.pincode ?? null} />
            <button type="button" className="btn btn-primary cart-page__proceed" disabled={proceed !== 'ready' || stockBlocked} aria-busy={waitingForSaves || undefined} onClick={() => void proceedWhenSaved()}>
              {proceed === 'unavailable' ? CART_TEXT.serviceNotAvailable : CART_UI_TEXT.proceed}
            </button>
          </OrderSummary>
        </div>
      </div>
    );
  }

  return (
    <div className="page cart-page">
      <header className="cart-page__intro">
        <h1 className="cart-page__heading">{CART_UI_TEXT.heading}</h1>
        {items.length > 0 && <p className="cart-page__count">{CART_UI_TEXT.itemCount(items.length)}</p>}
      </header>
      <CheckoutSteps current={1} />
      <LoadState data={cart.data} error={cart.error} onRetry={cart.retry} loadingLabel={CART_UI_TEXT.loading} retryLabel={CART_UI_TEXT.retry}>
        {() => content}
      </LoadState>
      {confirmingClear && <ClearCartDialog busy={clearing} onConfirm={() => void confirmClear()} onCancel={() => setConfirmingClear(false)} />}
    </div>
  );
}
