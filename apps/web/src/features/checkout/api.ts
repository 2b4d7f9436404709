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
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { queryApi } from '../../lib/query-api';
import { CHECKOUT_TEXT } from './texts';

/** What the checkout reads about coupons and the customer, from the server-data cache. */
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
      query: ({ couponCode, amountRupees, replacing }) => ({
        path: '/order/validate-coupon',
        schema: ValidateCouponResponse,
        method: 'POST',
        body: { couponCode, amount: amountRupees, ...(replacing ? { replacing } : {}) },
        fallbackMessage: CHECKOUT_TEXT.couponApplyFailed,
      }),
    }),
  }),
});

export const { useCouponOfferQuery, useMyOrderCountQuery, useValidateCouponMutation } = checkoutApi;

/**
 * POST /order/create-order: a Cash on Delivery order (201 with the order). The idempotency key names this checkout
 * attempt: sent again with a retry, the server answers with the order it already placed.
 */
export async function createCodOrder(body: CreateOrderBody, idempotencyKey: string): Promise<Order> {
  return (
    await apiRequest('/order/create-order', OrderResponse, {
      method: 'POST',
      body,
      fallbackMessage: CHECKOUT_TEXT.codFailed,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    })
  ).order;
}

/** POST /order/confirm-cod: the code texted for a Cash on Delivery order the shop asked to confirm; places it. */
export async function confirmCodOrder(confirmationId: string, otp: string, idempotencyKey: string): Promise<Order> {
  return (
    await apiRequest('/order/confirm-cod', OrderResponse, {
      method: 'POST',
      body: { confirmationId, otp },
      fallbackMessage: CHECKOUT_TEXT.codFailed,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    })
  ).order;
}

/** POST /order/confirm-cod/resend: another code for the order waiting for confirmation. */
export async function resendCodCode(confirmationId: string): Promise<CodConfirmationDetails> {
  return (await apiRequest('/order/confirm-cod/resend', ResendCodCodeResponse, { method: 'POST', body: { confirmationId }, fallbackMessage: CHECKOUT_TEXT.codFailed })).details;
}

/** POST /order/create-razorpay-order: the provider's order (amount in paise), or a free first order already placed. */
export async function createRazorpayOrder(body: CreateRazorpayOrderBody, idempotencyKey: string): Promise<z.infer<typeof CreateRazorpayOrderResponse>> {
  return apiRequest('/order/create-razorpay-order', CreateRazorpayOrderResponse, {
    method: 'POST',
    body,
    fallbackMessage: CHECKOUT_TEXT.paymentInitFailed,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** GET /order/getkey: the provider's public key id. */
export async function fetchRazorpayKey(): Promise<string> {
  return (await apiRequest('/order/getkey', RazorpayKeyResponse, { fallbackMessage: CHECKOUT_TEXT.keyFailed })).key;
}

/** POST /order/verify-razorpay-payment: the signed result of Checkout; places the paid order. */
export async function verifyRazorpayPayment(body: {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
  /** Paise, as create-razorpay-order returned it. */
  amount: number;
}): Promise<Order> {
  return (await apiRequest('/order/verify-razorpay-payment', OrderResponse, { method: 'POST', body, fallbackMessage: CHECKOUT_TEXT.verificationFailed })).order;
}
