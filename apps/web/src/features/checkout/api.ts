import {
  CreateRazorpayOrderResponse,
  IDEMPOTENCY_KEY_HEADER,
  MyCouponsResponse,
  MyOrderCountResponse,
  OrderResponse,
  RazorpayKeyResponse,
  ValidateCouponResponse,
  type CreateOrderBody,
  type CreateRazorpayOrderBody,
  type OfferedCoupon,
  type Order,
} from '@shop/contract/orders';
import { ResendCodCodeResponse, type CodConfirmationDetails } from '@shop/contract/cod-confirmation';
import { PaymentStatusResponse, type PaymentStatus } from '@shop/contract/payment-status';
import type { z } from 'zod';
import { queryApi, type ApiCall } from '../../lib/query-api';
import { CHECKOUT_TEXTS } from './texts';
import { textsOfDocument } from '../../lib/i18n/texts';

/** The checkout's failures the server may leave without a message of its own. */
type CheckoutFailure = 'couponApplyFailed' | 'codFailed' | 'paymentInitFailed' | 'verificationFailed';

/**
 * A checkout POST, whose failure without the server's words says `failure` in the page's language. A call that places
 * an order names the checkout attempt with its idempotency key: a retry gets the order already placed, not a second.
 */
function checkoutPost(path: string, schema: ApiCall['schema'], body: unknown, failure: CheckoutFailure, idempotencyKey?: string): ApiCall {
  return {
    path,
    schema,
    method: 'POST',
    body,
    fallbackMessage: textsOfDocument(CHECKOUT_TEXTS)[failure],
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
  };
}

/** What the checkout reads about coupons and the customer, and the calls that place an order, through the server-data cache. */
export const checkoutApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /order/my-coupons: the active coupons on offer now, each saying which payment methods it takes and whether
     * this customer can use it on their cart (or why not), as the server decides. The argument is the cart as the
     * server last confirmed it (units and amount): it is not sent, but a changed cart asks again.
     */
    couponOffer: build.query<OfferedCoupon[], { cartQuantity: number; amountRupees: number }>({
      query: () => ({ path: '/order/my-coupons', schema: MyCouponsResponse }),
      transformResponse: (answer: z.infer<typeof MyCouponsResponse>) => answer.coupons.filter((c) => c.isActive),
      // Orders, the loyalty count, a verified phone and the primary address change the answers too.
      providesTags: ['Coupons', 'Cart', 'Orders', 'Loyalty', 'Profile', 'Addresses'],
    }),
    /** GET /order/my-order-count: the orders placed before, and whether the server would give the free first order. */
    myOrderCount: build.query<{ count: number; firstOrderOffer?: boolean }, void>({
      query: () => ({ path: '/order/my-order-count', schema: MyOrderCountResponse }),
      transformResponse: (answer: z.infer<typeof MyOrderCountResponse>) => ({ count: answer.count, firstOrderOffer: answer.firstOrderOffer }),
      providesTags: ['Orders'],
    }),
    /** POST /order/validate-coupon: a check that changes nothing; a refused coupon fails with the server's reason. */
    validateCoupon: build.mutation<z.infer<typeof ValidateCouponResponse>, { couponCode: string; amountRupees: number; replacing?: string }>({
      query: ({ couponCode, amountRupees, replacing }) => checkoutPost('/order/validate-coupon', ValidateCouponResponse, { couponCode, amount: amountRupees, ...(replacing ? { replacing } : {}) }, 'couponApplyFailed'),
    }),
    /**
     * POST /order/create-order: a Cash on Delivery order (201 with the order). The idempotency key names this checkout
     * attempt: sent again with a retry, the server answers with the order it already placed.
     */
    createCodOrder: build.mutation<Order, { body: CreateOrderBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => checkoutPost('/order/create-order', OrderResponse, body, 'codFailed', idempotencyKey),
      transformResponse: (answer: z.infer<typeof OrderResponse>) => answer.order,
    }),
    /** POST /order/confirm-cod: the code texted for a Cash on Delivery order the shop asked to confirm; places it. */
    confirmCodOrder: build.mutation<Order, { confirmationId: string; otp: string; idempotencyKey: string }>({
      query: ({ confirmationId, otp, idempotencyKey }) => checkoutPost('/order/confirm-cod', OrderResponse, { confirmationId, otp }, 'codFailed', idempotencyKey),
      transformResponse: (answer: z.infer<typeof OrderResponse>) => answer.order,
    }),
    /** POST /order/confirm-cod/resend: another code for the order waiting for confirmation. */
    resendCodCode: build.mutation<CodConfirmationDetails, string>({
      query: (confirmationId) => checkoutPost('/order/confirm-cod/resend', ResendCodCodeResponse, { confirmationId }, 'codFailed'),
      transformResponse: (answer: z.infer<typeof ResendCodCodeResponse>) => answer.details,
    }),
    /** POST /order/create-razorpay-order: the provider's order (amount in paise), or a free first order already placed. */
    createRazorpayOrder: build.mutation<z.infer<typeof CreateRazorpayOrderResponse>, { body: CreateRazorpayOrderBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => checkoutPost('/order/create-razorpay-order', CreateRazorpayOrderResponse, body, 'paymentInitFailed', idempotencyKey),
    }),
    /** GET /order/getkey: the provider's public key id, asked for each payment (not kept). */
    razorpayKey: build.query<string, void>({
      query: () => ({ path: '/order/getkey', schema: RazorpayKeyResponse, fallbackMessage: textsOfDocument(CHECKOUT_TEXTS).keyFailed }),
      transformResponse: (answer: z.infer<typeof RazorpayKeyResponse>) => answer.key,
      keepUnusedDataFor: 0,
    }),
    /** POST /order/verify-razorpay-payment: the signed result of Checkout (amount in paise, as create-razorpay-order said); places the paid order. */
    verifyRazorpayPayment: build.mutation<Order, { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string; amount: number }>({
      query: (body) => checkoutPost('/order/verify-razorpay-payment', OrderResponse, body, 'verificationFailed'),
      transformResponse: (answer: z.infer<typeof OrderResponse>) => answer.order,
    }),
    /** GET /order/payment-status/{id}: what became of one of the customer's online checkouts (asked again while it waits, not kept). */
    paymentStatus: build.query<PaymentStatus, string>({
      query: (providerOrderId) => ({ path: `/order/payment-status/${encodeURIComponent(providerOrderId)}`, schema: PaymentStatusResponse }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCouponOfferQuery, useMyOrderCountQuery, useValidateCouponMutation } = checkoutApi;

