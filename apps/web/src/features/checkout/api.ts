import {
  CouponsResponse,
  CreateRazorpayOrderResponse,
  IDEMPOTENCY_KEY_HEADER,
  MyOrdersResponse,
  OrderResponse,
  RazorpayKeyResponse,
  ValidateCouponResponse,
  type CreateOrderBody,
  type CreateRazorpayOrderBody,
  type Order,
} from '@shop/contract/orders';
import type { Coupon } from '@shop/contract/coupons';
import { ResendCodCodeResponse, type CodConfirmationDetails } from '@shop/contract/cod-confirmation';
import { LoyaltyStatusResponse } from '@shop/contract/tracking';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { CHECKOUT_TEXT } from './texts';

/** GET /order/get-all-coupons: the coupons on offer now. */
export async function fetchCoupons(): Promise<Coupon[]> {
  return (await apiRequest('/order/get-all-coupons', CouponsResponse)).coupons;
}

/** POST /order/get-my-orders with an empty body: the customer's orders (their number decides the first-order coupon). */
export async function fetchMyOrders(): Promise<Order[]> {
  return (await apiRequest('/order/get-my-orders', MyOrdersResponse, { method: 'POST', body: {} })).orders;
}

/** GET /loyalty/status, reduced to what the coupon list needs: orders counted and whether the reward is earned. */
export async function fetchLoyaltyStanding(): Promise<{ count: number; rewardAvailable: boolean }> {
  const { count, rewardAvailable } = await apiRequest('/loyalty/status', LoyaltyStatusResponse);
  return { count, rewardAvailable };
}

/** POST /order/validate-coupon; a refused coupon rejects with the server's reason. */
export async function validateCoupon(couponCode: string, amountRupees: number): Promise<z.infer<typeof ValidateCouponResponse>> {
  return apiRequest('/order/validate-coupon', ValidateCouponResponse, {
    method: 'POST',
    body: { couponCode, amount: amountRupees },
    fallbackMessage: CHECKOUT_TEXT.couponApplyFailed,
  });
}

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
