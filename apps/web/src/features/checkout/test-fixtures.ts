import type { AutomaticCouponReason, Coupon } from '@shop/contract/coupons';
import type { OfferedCoupon } from '@shop/contract/orders';
import { couponFixture as coupon } from '../../lib/coupon-fixtures';


export const FIRSTFREE = coupon({ code: 'FIRSTFREE', type: 'free_order', maxDiscountAmount: 1000, notValidForCOD: true });
export const BUY2GET1 = coupon({ code: 'BUY2GET1', type: 'buyXgetY', buyQuantity: 2, getQuantity: 1, notValidForCOD: true });
export const PURR100 = coupon({ code: 'PURR100', type: 'flat', discountAmount: 100, minOrderAmount: 999 });
export const CLUMP10 = coupon({ code: 'CLUMP10', type: 'percentage', discountPercent: 10, minOrderAmount: 500 });
export const LOYALTY6 = coupon({ code: 'LOYALTY6', type: 'loyalty', afterOrders: 6, notValidForCOD: true });
export const SEEDED = [FIRSTFREE, BUY2GET1, PURR100, CLUMP10, LOYALTY6];

/**
 * A coupon on offer with the server's answer for the customer's bag (GET /order/my-coupons): usable unless a reason is
 * given; `automatic` when the server says its rules apply it to the bag by themselves.
 */
export function offered(c: Coupon, refusal?: { reason: string; message: string }, automatic: AutomaticCouponReason | null = null): OfferedCoupon {
  return { ...c, usable: !refusal, reason: refusal?.reason ?? null, message: refusal?.message ?? null, automatic: refusal ? null : automatic };
}
