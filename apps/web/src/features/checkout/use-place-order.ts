import type { MarketingPurpose } from '@shop/contract/consent-rules';
import type { Coupon } from '@shop/contract/coupons';
import { PAYMENT_LIMITS, type Order } from '@shop/contract/orders';
import type { Address, UserDetails } from '@shop/contract/users';
import { CodConfirmationDetails } from '@shop/contract/cod-confirmation';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import type { RootState } from '../../store/hooks';
import type { ResendOutcome } from '../../components/resend-code';
import { runtimeConfig } from '../../lib/runtime-config';
import { SITE_NAME } from '@shop/contract/page-meta';
import { queryApi } from '../../lib/query-api';
import { callFailureOf } from '../../lib/query-message';
import { fetchCart, type CartItem } from '../cart/public';
import { useAppDispatch } from '../../store/hooks';
import { checkoutApi } from './api';
import { isCodIncompatible } from './coupon-rules';
import { createAttemptKeys, isUnanswered, resendFailureMessage, sendAgainIfUnanswered, type OrderFailedState, orderAddressOf, orderItemsOf, paymentRefundOf, placementProblem, pricedOrderItemsOf } from './placement';
import { markPaymentInAddress, paymentConfirmationPath } from './payment-return';
import { loadCheckoutScript, UPI_FIRST_DISPLAY, type RazorpayConstructor, type RazorpaySuccess } from '../../lib/razorpay';
import { orderFailed, orderPlaced, paymentFailed, processingStarted, processingStopped } from './store';
import { CHECKOUT_TEXTS } from './texts';
import { textsOfDocument } from '../../lib/i18n/texts';

/** What the success page is told, in the router state: the order it announces. */
export interface OrderSuccessState {
  order: Order;
}

interface Options {
  items: readonly CartItem[];
  address: Address | null;
  serviceable: boolean;
  coupon: Coupon | null;
  customer: UserDetails | null;
  /** Reminder and offer boxes ticked at checkout, sent with the order (recorded with it). */
  consents?: ReadonlyArray<{ purpose: MarketingPurpose; version: string }>;
}

/** A Cash on Delivery order the shop asked to confirm with a code texted to the customer. */
export interface CodConfirmation {
  details: CodConfirmationDetails;
  /** When the code on screen was sent (ms since the epoch). */
  sentAt: number;
  /** The key of the create-order request it answers: the confirm call sends it again. */
  idempotencyKey: string;
  busy: boolean;
  error: string | null;
}

export interface PlaceOrder {
  /** Places a Cash on Delivery order carrying this coupon (the caller has already dropped any COD cannot take). */
  placeCashOnDelivery: (coupon: Coupon | null) => Promise<void>;
  payOnline: () => Promise<void>;
  /** Set while a Cash on Delivery order waits for its code. */
  codConfirmation: CodConfirmation | null;
  confirmCashOnDelivery: (otp: string) => Promise<void>;
  resendCashOnDeliveryCode: () => Promise<ResendOutcome>;
  cancelCashOnDeliveryConfirmation: () => void;
}

/** The details of create-order's 428: the order waits for the code texted to the customer. */
function confirmationAsked(err: unknown): CodConfirmationDetails | null {
  const failure = callFailureOf(err);
  if (failure?.status !== 428) return null;
  const details = CodConfirmationDetails.safeParse(failure.details);
  return details.success ? details.data : null;
}

/** The message a failed call carries (the server's, else the call's fallback); undefined when it never reached the API. */
const messageOf = (err: unknown): string | undefined => callFailureOf(err)?.message || undefined;

const NO_CONSENTS: NonNullable<Options['consents']> = [];

/** How long the notice about a payment still being confirmed stays on screen. */
const CHECKOUT_NOTICE_MS = 8000;

/**
 * What the customer is told when a checkout call failed for the connection: whether an order exists, as far as the
 * shop can tell. Twice unanswered: unknown, and tapping again is safe. Answered the second time with a refusal:
 * nothing was placed. Null for an ordinary refusal (its own message says it).
 */
function connectionMessage(err: unknown): string | null {
  if (isUnanswered(err)) return textsOfDocument(CHECKOUT_TEXTS).connectionLost;
  return null;
}

/** Checkout closes itself a little before the server's payment attempt expires, so nobody pays a stale one. */
const CHECKOUT_TIMEOUT_SECONDS = PAYMENT_LIMITS.attemptTtlMinutes * 60 - 120;

/** The brand colour for the provider's popup, from the design tokens. */
function brandColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
  return value || '#5b3f8c';
}

/**
 * Placing the order (SPEC.md §4 "Payment"): Cash on Delivery, or online through the provider's Checkout popup.
 * The payment area's processing flag, checked synchronously against the store, blocks duplicate submissions.
 */
export function usePlaceOrder({ items, address, serviceable, coupon, customer, consents = NO_CONSENTS }: Options): PlaceOrder {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const attempts = useRef(createAttemptKeys()).current;
  const [codConfirmation, setCodConfirmation] = useState<CodConfirmation | null>(null);
  const { createCodOrder, confirmCodOrder, resendCodCode, createRazorpayOrder, razorpayKey, verifyRazorpayPayment } = checkoutApi.endpoints;

  /** Starts processing unless it is already under way or the order cannot be placed; true when it started. */
  const begin = useCallback((): boolean => {
    if (store.getState().payment.processing) return false;
    const problem = placementProblem(address, serviceable);
    if (problem) {
      toast.error(problem);
      return false;
    }
    dispatch(processingStarted());
    return true;
  }, [address, dispatch, serviceable, store]);

  /** The order exists: the server emptied the cart, so fetch it again, then show the success page. */
  const finish = useCallback(
    async (order: Order) => {
      dispatch(orderPlaced(order));
      // What the order changed: the order list and count, the loyalty progress, the (now empty) bag, and the
      // consents ticked with it.
      dispatch(queryApi.util.invalidateTags(['Orders', 'Loyalty', 'Cart', 'Notifications']));
      await dispatch(fetchCart());
      const state: OrderSuccessState = { order };
      await navigate('/order-success', { replace: true, state });
      dispatch(processingStopped());
    },
    [dispatch, navigate],
  );

  const placeCashOnDelivery = useCallback(
    async (codCoupon: Coupon | null) => {
      if (!begin() || !address) return;
      const code = codCoupon && !isCodIncompatible(codCoupon) ? codCoupon.code : undefined;
      let order: Order;
      const body = {
        items: orderItemsOf(items),
        address: orderAddressOf(address),
        payment: { method: 'COD' as const, status: 'pending' as const },
        ...(code ? { coupon: { code } } : {}),
        ...(consents.length > 0 ? { consents: [...consents] } : {}),
      };
      const key = attempts.keyFor(body);
      try {
        // No answer the first time: the same request with the same key, which answers with the order if the first
        // one was placed (never a second one), before anything is said.
        order = await sendAgainIfUnanswered(() => dispatch(createCodOrder.initiate({ body, idempotencyKey: key })).unwrap());
        attempts.settle();
      } catch (err) {
        const asked = confirmationAsked(err);
        if (asked) {
          // Nothing is placed yet: the code step takes over, and confirming sends this key again.
          attempts.settle();
          dispatch(processingStopped());
          setCodConfirmation({ details: asked, sentAt: Date.now(), idempotencyKey: key, busy: false, error: null });
          return;
        }
        // Still no answer: the next tap sends the same key, and gets the order if this one was placed.
        if (!isUnanswered(err)) attempts.settle();
        // A Cash on Delivery rule changed since the payment choices were read: read them again, so the dialog shows it.
        if (callFailureOf(err)?.reason?.startsWith('codRules.')) dispatch(queryApi.util.invalidateTags(['Settings']));
        dispatch(orderFailed(textsOfDocument(CHECKOUT_TEXTS).orderCreationFailed));
        dispatch(processingStopped());
        toast.error(connectionMessage(err) ?? messageOf(err) ?? textsOfDocument(CHECKOUT_TEXTS).codFailed);
        return;
      }
      await finish(order);
    },
    [address, attempts, begin, consents, createCodOrder, dispatch, finish, items],
  );

  const verify = useCallback(
    async (response: RazorpaySuccess, amountPaise: number) => {
      try {
        const order = await dispatch(
          verifyRazorpayPayment.initiate({
            razorpayOrderId: response.razorpay_order_id,
            razorpayPaymentId: response.razorpay_payment_id,
            razorpaySignature: response.razorpay_signature,
            amount: amountPaise,
          }),
        ).unwrap();
        await finish(order);
      } catch (err) {
        console.warn('Payment verification failed.', err);
        if (isUnanswered(err)) {
          // Paid, and the answer lost on the way (or the provider not yet sure of the money): the provider's webhook
          // completes the order on the server, so the customer is not told it failed; the success page waits for it.
          toast(textsOfDocument(CHECKOUT_TEXTS).paymentStillOpen, { duration: CHECKOUT_NOTICE_MS });
          dispatch(queryApi.util.invalidateTags(['Orders', 'Cart']));
          await navigate(paymentConfirmationPath(response.razorpay_order_id), { replace: true });
          dispatch(processingStopped());
          return;
        }
        dispatch(paymentFailed(textsOfDocument(CHECKOUT_TEXTS).verificationFailed));
        // Paid, but refunded instead of becoming an order: the failed page says so, and how much comes back.
        const state: OrderFailedState = { outcome: 'failed', ...paymentRefundOf(err) };
        await navigate('/order-failed', { replace: true, state });
        dispatch(processingStopped());
      }
    },
    [dispatch, finish, navigate, verifyRazorpayPayment],
  );

  const payOnline = useCallback(async () => {
    if (!begin() || !address) return;
    const fail = (stored: string, message: string = textsOfDocument(CHECKOUT_TEXTS).paymentInitFailed) => {
      dispatch(paymentFailed(stored));
      toast.error(message);
    };

    let checkout;
    const body = {
      items: pricedOrderItemsOf(items),
      address: orderAddressOf(address),
      ...(coupon ? { coupon: { code: coupon.code } } : {}),
      ...(consents.length > 0 ? { consents: [...consents] } : {}),
    };
    try {
      const key = attempts.keyFor({ online: body });
      checkout = await sendAgainIfUnanswered(() => dispatch(createRazorpayOrder.initiate({ body, idempotencyKey: key })).unwrap());
      attempts.settle();
    } catch (err) {
      if (!isUnanswered(err)) attempts.settle();
      fail(textsOfDocument(CHECKOUT_TEXTS).orderCreationFailed, connectionMessage(err) ?? messageOf(err));
      return;
    }
    // A first order made free by its coupon is already placed: nothing to pay.
    if (checkout.freeOrder && checkout.order) {
      await finish(checkout.order);
      return;
    }

    let Razorpay: RazorpayConstructor;
    let key: string;
    try {
      Razorpay = await loadCheckoutScript(runtimeConfig.checkoutScriptUrl);
    } catch (err) {
      console.warn('The payment script could not be loaded.', err);
      fail(textsOfDocument(CHECKOUT_TEXTS).paymentInitFailed);
      return;
    }
    try {
      const asked = dispatch(razorpayKey.initiate(undefined, { forceRefetch: true }));
      try {
        key = await asked.unwrap();
      } finally {
        asked.unsubscribe();
      }
    } catch (err) {
      console.warn('The payment key could not be fetched.', err);
      fail(textsOfDocument(CHECKOUT_TEXTS).keyFailed);
      return;
    }

    const amountPaise = checkout.amount;
    try {
      const popup = new Razorpay({
        key,
        amount: amountPaise,
        currency: checkout.currency,
        name: SITE_NAME,
        order_id: checkout.id,
        handler: (response) => void verify(response, amountPaise),
        prefill: {
          name: customer?.name,
          email: customer?.email,
          ...(customer?.phoneNumber ? { contact: customer.phoneNumber } : {}),
        },
        theme: { color: brandColour() },
        timeout: CHECKOUT_TIMEOUT_SECONDS,
        config: { display: UPI_FIRST_DISPLAY },
        modal: {
          ondismiss: () => {
            markPaymentInAddress(null);
            dispatch(processingStopped());
          },
        },
      });
      popup.on('payment.failed', () => {
        markPaymentInAddress(null);
        toast.error(textsOfDocument(CHECKOUT_TEXTS).paymentFailed);
        dispatch(processingStopped());
      });
      // A customer who pays in their UPI app may never come back to this page: a tab brought back later opens at an
      // address naming the payment, which leads to the success page (see payment-return.ts).
      markPaymentInAddress(checkout.id);
      popup.open();
    } catch (err) {
      markPaymentInAddress(null);
      console.warn('The payment popup could not be opened.', err);
      fail(textsOfDocument(CHECKOUT_TEXTS).paymentInitFailed);
    }
  }, [address, attempts, begin, consents, coupon, createRazorpayOrder, customer, dispatch, finish, items, razorpayKey, verify]);

  const confirmCashOnDelivery = useCallback(
    async (otp: string) => {
      if (!codConfirmation || codConfirmation.busy) return;
      setCodConfirmation({ ...codConfirmation, busy: true, error: null });
      let order: Order;
      try {
        // The confirmation's key makes a second sending safe: the server answers with the order the first one placed.
        order = await sendAgainIfUnanswered(() =>
          dispatch(confirmCodOrder.initiate({ confirmationId: codConfirmation.details.confirmationId, otp, idempotencyKey: codConfirmation.idempotencyKey })).unwrap(),
        );
      } catch (err) {
        // No answer twice: say so, and that tapping again can never place the order twice.
        setCodConfirmation({ ...codConfirmation, busy: false, error: connectionMessage(err) ?? messageOf(err) ?? textsOfDocument(CHECKOUT_TEXTS).codFailed });
        return;
      }
      setCodConfirmation(null);
      dispatch(processingStarted());
      await finish(order);
    },
    [codConfirmation, confirmCodOrder, dispatch, finish],
  );

  const resendCashOnDeliveryCode = useCallback(async (): Promise<ResendOutcome> => {
    if (!codConfirmation) return { sent: false, retryAfterSeconds: null };
    try {
      const details = await dispatch(resendCodCode.initiate(codConfirmation.details.confirmationId)).unwrap();
      setCodConfirmation({ ...codConfirmation, details, error: null });
      return { sent: true };
    } catch (err) {
      setCodConfirmation({ ...codConfirmation, error: resendFailureMessage(err) });
      return { sent: false, retryAfterSeconds: callFailureOf(err)?.retryAfterSeconds ?? null };
    }
  }, [codConfirmation, dispatch, resendCodCode]);

  const cancelCashOnDeliveryConfirmation = useCallback(() => setCodConfirmation(null), []);

  return { placeCashOnDelivery, payOnline, codConfirmation, confirmCashOnDelivery, resendCashOnDeliveryCode, cancelCashOnDeliveryConfirmation };
}
