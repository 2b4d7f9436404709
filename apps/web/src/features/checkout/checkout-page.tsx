import { COUPON_MESSAGES } from '@shop/contract/orders';
import { DEFAULT_ADDRESS_ALIAS, DEFAULT_COUNTRY, TOAST } from '@shop/contract/constants';
import type { Address, AddressInput } from '@shop/contract/users';
import { cashFigure, paiseToRupees, rupeesToPaise } from '@shop/pricing/money';
import type { CouponRefusal } from '@shop/pricing/order';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { CheckoutSteps } from '../../components/checkout-steps';
import { DeliveryAddressCard } from '../../components/delivery-address-card';
import { LoadState } from '../../components/load-state';
import { OrderSummary, type SummaryRow } from '../../components/order-summary';
import { withAddressAdded, withAddressReplaced } from '../../lib/address-list';
import { cartBlockedByStock, STOCK_TEXTS, unitCount, useFreshCart } from '../cart/public-bag';
import { formatPaise } from '../../lib/money';
import { proceedState } from '../../lib/delivery-address';
import { usePageMeta } from '../../lib/seo';
import { useDeliveryAddress } from '../../lib/use-delivery-address';
import { useProfileQuery, useUpdateProfileMutation } from '../../lib/profile';
import { failureMessage } from '../../lib/query-message';
import { useAppSelector } from '../../store/hooks';
import { checkoutSummary, type FreeLine } from './checkout-summary';
import { cashOnDeliveryCoupon, isCodIncompatible } from './coupon-rules';
import { CheckoutItems } from './components/checkout-items';
import { CouponPanel } from './components/coupon-panel';
import { ChooseAddressDialog } from './components/choose-address-dialog';
import { EditAddressDialog, type AddressSaveOptions } from './components/edit-address-dialog';
import { PaymentMethodDialog, type PaymentChoice } from './components/payment-method-dialog';
import { PaymentChoiceNote } from '../../components/payment-choice-note';
import { cartKey, usePaymentOptionsQuery } from '../../lib/payment-options';
import { CHECKOUT_TEXTS, CHECKOUT_UI_TEXTS } from './texts';
import { useCheckoutCoupons } from './use-checkout-coupons';
import { usePlaceOrder } from './use-place-order';
import { paymentConfirmationPath, paymentOf } from './payment-return';
import { CodConfirmDialog } from './components/cod-confirm-dialog';
import { MobileNumberCard, useMobileNeeded } from './components/mobile-number-card';
import { MOBILE_CHECK_TEXTS } from '../../components/mobile-check-texts';
import { OrderUpdates } from '../../components/order-updates';
import { ConsentBoxes } from '../../components/consent-boxes';
import { useCheckoutConsents } from './use-checkout-consents';
import { ReorderNotice } from './components/reorder-notice';
import { reorderAddressChoice, reorderOf } from './reorder';
import './checkout-page.css';
import type { Locale } from '@shop/contract/locale';
import { reasonText } from '../../lib/i18n/reason-texts';
import { useLocale, useTexts, type Translation } from '../../lib/i18n/texts';
import { ButtonLink } from '../../components/button-link';
import { Icon } from '../../components/icon';

/** The customer-facing reason a coupon does not take effect, in the server's words. */
function refusalText(locale: Locale, refusal: CouponRefusal | null): string | null {
  if (!refusal) return null;
  if (locale !== 'en') {
    if (refusal.reason === 'quantity') return reasonText(locale, 'coupon.quantity', { quantity: refusal.buyQuantity }) ?? null;
    if (refusal.reason === 'free_stock') return reasonText(locale, 'coupon.freeUnitOutOfStock', { quantity: refusal.getQuantity }) ?? null;
    return reasonText(locale, 'coupon.minOrder', { rupees: paiseToRupees(refusal.minOrderAmountPaise) }) ?? null;
  }
  if (refusal.reason === 'quantity') return COUPON_MESSAGES.quantity({ quantity: refusal.buyQuantity });
  if (refusal.reason === 'free_stock') return COUPON_MESSAGES.freeUnitOutOfStock({ quantity: refusal.getQuantity });
  return COUPON_MESSAGES.minOrder({ rupees: paiseToRupees(refusal.minOrderAmountPaise) });
}

/** The discount rows of the summary: only those that take something off (no '−₹0.00'). */
function savingRows(CHECKOUT_TEXT: Translation<(typeof CHECKOUT_TEXTS)['en']>, productDiscountPaise: number, couponDiscountPaise: number): SummaryRow[] {
  const rows: SummaryRow[] = [];
  if (productDiscountPaise > 0) rows.push({ label: CHECKOUT_TEXT.discount, value: `−${formatPaise(productDiscountPaise)}`, tone: 'saving' });
  if (couponDiscountPaise > 0) rows.push({ label: CHECKOUT_TEXT.couponDiscount, value: `−${formatPaise(couponDiscountPaise)}`, tone: 'saving' });
  return rows;
}

/**
 * /checkout, the Address step (SPEC.md §2 Checkout): delivery address with its serviceability, coupons, the order
 * summary, and the payment method dialog that places the order (SPEC.md §4 "Payment"). Opened afresh at an address that
 * names a payment (a tab brought back after paying in a UPI app, see payment-return.ts), it goes to that payment's
 * success page instead.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const payment = paymentOf(params);
  if (payment) return <Navigate to={paymentConfirmationPath(payment)} replace />;
  return <CheckoutForm />;
}

function CheckoutForm() {
  const MOBILE_CHECK_TEXT = useTexts(MOBILE_CHECK_TEXTS);
  const CHECKOUT_TEXT = useTexts(CHECKOUT_TEXTS);
  const STOCK_TEXT = useTexts(STOCK_TEXTS);
  const locale = useLocale();
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  usePageMeta({ title: CHECKOUT_UI_TEXT.pageTitle, description: CHECKOUT_UI_TEXT.pageDescription, path: '/checkout' });
  const items = useAppSelector((state) => state.cart.cartItems);
  const processing = useAppSelector((state) => state.payment.processing);
  const userDetails = useProfileQuery().data ?? null;
  const [updateProfile, { isLoading: updating }] = useUpdateProfileMutation();
  const cart = useFreshCart();
  const [addressDialog, setAddressDialog] = useState<'edit' | 'add' | 'choose' | null>(null);
  const [choosingPayment, setChoosingPayment] = useState(false);
  // Opened by a refill's one-tap reorder: its last order's address and payment choice (read once).
  const location = useLocation();
  const [reorder] = useState(() => reorderOf(location.state));
  const delivery = useDeliveryAddress(reorderAddressChoice(reorder));
  // A profile without a mobile number gets it asked for (and verified) here, before the payment step.
  const mobileNeeded = useMobileNeeded(userDetails);

  const base = useMemo(() => checkoutSummary(items, null), [items]);
  const coupons = useCheckoutCoupons({ cartQuantity: unitCount(items), amountRupees: base.couponBaseRupees, autoApply: !processing && items.length > 0 });
  const summary = useMemo(() => checkoutSummary(items, coupons.applied, coupons.freeUnits), [items, coupons.applied, coupons.freeUnits]);
  const stockBlocked = cartBlockedByStock(items);
  // Fully paid by a coupon: placed with one tap, no payment method asked for (the server places a ₹0 order at once).
  const freeOrder = summary.price.totalPaise === 0 && items.length > 0;
  // Cash on Delivery's own terms: a coupon it cannot take is dropped, and the customer's own may come back.
  const chosenWorks = useMemo(() => (coupons.chosen ? checkoutSummary(items, coupons.chosen).refusal === null : false), [items, coupons.chosen]);
  const codCoupon = cashOnDeliveryCoupon(coupons.applied, coupons.chosen, chosenWorks);
  const codSummary = useMemo(() => checkoutSummary(items, codCoupon), [items, codCoupon]);
  const proceed = proceedState(delivery.serviceability, delivery.address);
  // Staff's Cash on Delivery rules, as the server applies them: online with the applied coupon, COD with its own.
  const optionsArgs = { cart: cartKey(items), pincode: delivery.address?.pincode ?? null };
  const onlineOptions = usePaymentOptionsQuery({ ...optionsArgs, couponCode: coupons.applied?.code ?? null }, { skip: items.length === 0 }).currentData;
  const codOptions = usePaymentOptionsQuery({ ...optionsArgs, couponCode: codCoupon?.code ?? null }, { skip: items.length === 0 }).currentData;
  const choice: PaymentChoice | null =
    onlineOptions && codOptions
      ? {
          codFee: codOptions.cod.fee,
          codTotal: codOptions.cod.total,
          codRefusal: codOptions.cod.available ? null : codOptions.cod.message,
          // Against a Cash on Delivery that is not offered, paying online saves only its own discount.
          saving: codOptions.cod.available ? Math.max(0, rupeesToPaise(codOptions.cod.total) - rupeesToPaise(onlineOptions.online.total)) / 100 : onlineOptions.online.discount,
          onlineTotal: onlineOptions.online.total,
        }
      : null;
  const consents = useCheckoutConsents(Boolean(userDetails?.phoneNumber));
  const { placeCashOnDelivery, payOnline, codConfirmation, confirmCashOnDelivery, resendCashOnDeliveryCode, cancelCashOnDeliveryConfirmation } = usePlaceOrder({
    items,
    consents: consents.given,
    address: delivery.address,
    serviceable: delivery.serviceability.status === 'serviceable',
    coupon: coupons.applied,
    customer: userDetails,
  });

  /**
   * The address dialog's outcome: saved to the address book (the edited address keeps its place and default mark;
   * a new one becomes the default only when asked), or used for this order only, leaving the book as it is.
   */
  const saveAddress = async (input: AddressInput, options: AddressSaveOptions) => {
    const addresses = userDetails?.addresses ?? [];
    const editing = addressDialog === 'edit' && delivery.address && addresses.some((a) => a._id === delivery.address?._id) ? delivery.address : null;
    if (!options.save) {
      const once: Address = { ...input, _id: 'this-order', alias: input.alias ?? DEFAULT_ADDRESS_ALIAS, address_line2: input.address_line2 ?? '', city: input.city ?? '', state: input.state ?? '', pincode: Number(input.pincode), country: input.country ?? DEFAULT_COUNTRY, isPrimary: false };
      delivery.choose({ kind: 'once', address: once });
      setAddressDialog(null);
      return;
    }
    let list = editing ? withAddressReplaced(addresses, editing._id, input) : withAddressAdded(addresses, input);
    if (options.makeDefault) list = list.map((a, i) => ({ ...a, isPrimary: editing ? a._id === editing._id : i === list.length - 1 }));
    // Saved, the serviceability of the addresses is asked again (the change invalidates it).
    const result = await updateProfile({ changes: { addresses: list }, failedMessage: CHECKOUT_TEXT.addressUpdateFailed });
    if (result.error) {
      toast.error(failureMessage(result.error, CHECKOUT_TEXT.addressUpdateFailed));
      return;
    }
    toast.success(CHECKOUT_TEXT.addressUpdated);
    setAddressDialog(null);
    // The order goes to the address just saved: found by its id, or as the one that was not there before.
    const savedNow = editing ? result.data.addresses.find((a) => a._id === editing._id) : result.data.addresses.find((a) => !addresses.some((old) => old._id === a._id));
    delivery.choose(!savedNow || savedNow.isPrimary ? { kind: 'primary' } : { kind: 'saved', id: savedNow._id });
  };

  const price = summary.price;
  // What paying on delivery gives up: more to pay, and the free units it no longer gets.
  const freeWorth = (lines: readonly FreeLine[]) => lines.reduce((n, l) => n + l.unitPricePaise * l.quantity, 0);
  const codLossPaise = codSummary.price.totalPaise - price.totalPaise + freeWorth(summary.freeLines) - freeWorth(codSummary.freeLines);

  let content;
  if (items.length === 0 && !processing) {
    content = (
      <div className="checkout-page__message">
        <p className="checkout-page__empty">{CHECKOUT_TEXT.cartEmpty}</p>
        <ButtonLink to="/explore" look="primary">{CHECKOUT_UI_TEXT.exploreLink}</ButtonLink>
      </div>
    );
  } else {
    content = (
      <>
        <CheckoutSteps current={choosingPayment ? 3 : 2} />
        <div className="checkout-page__grid">
          <div className="checkout-page__main">
            {reorder && <ReorderNotice reorder={reorder} />}
            <DeliveryAddressCard
              address={delivery.address}
              serviceability={delivery.serviceability}
              note={delivery.choice.kind === 'once' ? CHECKOUT_UI_TEXT.thisOrderAddress : undefined}
              action={
                <div className="checkout-page__address-actions">
                  {delivery.saved.length > 0 && (
                    <button
                      type="button"
                      className="btn btn-secondary checkout-page__edit"
                      aria-label={CHECKOUT_UI_TEXT.changeAddressLabel}
                      disabled={processing}
                      onClick={() => setAddressDialog('choose')}
                    >
                      {CHECKOUT_UI_TEXT.changeAddress}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-secondary checkout-page__edit"
                    aria-label={CHECKOUT_UI_TEXT.editAddressLabel}
                    disabled={processing}
                    onClick={() => setAddressDialog(delivery.address ? 'edit' : 'add')}
                  >
                    <Icon size={16} grid={20}><path d="M13.5 3.5l3 3L7 16H4v-3z" /></Icon>
                    {CHECKOUT_UI_TEXT.editAddress}
                  </button>
                </div>
              }
            />
            {mobileNeeded ? (
              <MobileNumberCard details={userDetails} />
            ) : (
              coupons.phoneToVerify &&
              userDetails?.phoneVerified === false && <MobileNumberCard details={userDetails} lead={MOBILE_CHECK_TEXT.firstOrderLead} />
            )}
            <OrderUpdates compact />
            <ConsentBoxes purposes={consents.purposes} chosen={consents.chosen} onChange={consents.setChosen} disabled={processing} />
            <CouponPanel
              coupons={coupons.coupons}
              applied={coupons.applied}
              because={coupons.because}
              chosen={coupons.chosen}
              applying={coupons.applying}
              notApplicable={refusalText(locale, summary.refusal)}
              disabled={processing}
              onApply={coupons.apply}
              onRemove={coupons.remove}
            />
          </div>
          <div className="checkout-page__aside">
            <OrderSummary
              before={<CheckoutItems items={items} lines={price.lines} freeLines={summary.freeLines} />}
              rows={[
                { label: CHECKOUT_TEXT.subtotal, value: formatPaise(price.mrpTotalPaise) },
                ...savingRows(CHECKOUT_TEXT, price.productDiscountPaise, price.couponDiscountPaise),
                { label: CHECKOUT_TEXT.shipping, value: CHECKOUT_TEXT.free, tone: 'free' },
              ]}
              note={coupons.applied ? CHECKOUT_UI_TEXT.summaryCoupon(coupons.applied.code, coupons.because ?? 'chosen') : undefined}
              total={formatPaise(price.totalPaise)}
            >
              {stockBlocked && (
                <p className="checkout-page__stock-note error-text" role="alert">
                  {STOCK_TEXT.blocked}{' '}
                  <Link to="/cart">{STOCK_TEXT.fixBag}</Link>
                </p>
              )}
              <button
                type="button"
                className="btn btn-primary checkout-page__proceed"
                disabled={proceed !== 'ready' || processing || stockBlocked || mobileNeeded}
                onClick={() => (freeOrder ? void payOnline() : setChoosingPayment(true))}
              >
                {proceed === 'unavailable' ? CHECKOUT_TEXT.serviceNotAvailable : freeOrder ? (processing ? CHECKOUT_TEXT.processing : CHECKOUT_UI_TEXT.placeFreeOrder) : CHECKOUT_UI_TEXT.proceed}
              </button>
              {!freeOrder && choice && (
                <PaymentChoiceNote codFee={choice.codFee} saving={choice.saving} totals={{ cod: choice.codTotal, online: choice.onlineTotal }} codRefusal={choice.codRefusal} />
              )}
              {mobileNeeded && <p className="checkout-page__proceed-note">{MOBILE_CHECK_TEXT.proceedNote}</p>}
              {freeOrder && proceed === 'ready' && !mobileNeeded && <p className="checkout-page__free-note">{CHECKOUT_UI_TEXT.freeOrderNote}</p>}
              <Link to="/cart" className="checkout-page__back">
                {CHECKOUT_UI_TEXT.backToBag}
              </Link>
            </OrderSummary>
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="page checkout-page">
      <h1 className="checkout-page__heading">{CHECKOUT_UI_TEXT.heading}</h1>
      {/* Once an order is placed the bag empties while the payment dialog finishes: the page stays as it was. */}
      <LoadState data={processing ? items : cart.data} error={cart.error} onRetry={cart.retry} loadingLabel={CHECKOUT_UI_TEXT.loading} retryLabel={CHECKOUT_UI_TEXT.retry}>
        {() => content}
      </LoadState>
      {(addressDialog === 'edit' || addressDialog === 'add') && (
        <EditAddressDialog
          key={addressDialog}
          mode={addressDialog}
          address={addressDialog === 'edit' ? delivery.address : null}
          busy={updating}
          onSave={(input, options) => void saveAddress(input, options)}
          onClose={() => setAddressDialog(null)}
        />
      )}
      {addressDialog === 'choose' && (
        <ChooseAddressDialog
          saved={delivery.saved}
          current={delivery.address}
          onChoose={(choice) => {
            delivery.choose(choice);
            setAddressDialog(null);
          }}
          onAdd={() => setAddressDialog('add')}
          onClose={() => setAddressDialog(null)}
        />
      )}
      {codConfirmation && (
        <CodConfirmDialog
          details={codConfirmation.details}
          sentAt={codConfirmation.sentAt}
          busy={codConfirmation.busy}
          error={codConfirmation.error}
          onConfirm={(otp) => void confirmCashOnDelivery(otp)}
          onResend={resendCashOnDeliveryCode}
          onClose={cancelCashOnDeliveryConfirmation}
        />
      )}
      {choosingPayment && !codConfirmation && (
        <PaymentMethodDialog
          coupon={coupons.applied}
          choice={choice}
          lastChoice={reorder?.paymentMethod ?? null}
          total={formatPaise(choice ? rupeesToPaise(choice.onlineTotal) : price.totalPaise)}
          cashOnDelivery={{
            coupon: codCoupon,
            total: `₹${cashFigure(choice ? rupeesToPaise(choice.codTotal) : codSummary.price.totalPaise)}`,
            loss: codLossPaise > 0 ? formatPaise(codLossPaise) : null,
          }}
          processing={processing}
          onCashOnDeliveryChosen={() => {
            // The spec's 4-second warning, before anything is placed.
            if (coupons.applied && isCodIncompatible(coupons.applied)) toast(CHECKOUT_TEXT.codCouponWarning, { duration: TOAST.codWarningMs, icon: '⚠️' });
          }}
          onPlaceCashOnDelivery={() => void placeCashOnDelivery(codCoupon)}
          onPayOnline={() => void payOnline()}
          onClose={() => setChoosingPayment(false)}
        />
      )}
    </div>
  );
}
