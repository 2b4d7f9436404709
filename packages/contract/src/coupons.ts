import { z } from 'zod';
import { PAYMENT_METHODS } from './payment-methods';

export const COUPON_TYPES = ['flat', 'percentage', 'free_order', 'buyXgetY', 'loyalty'] as const;
export const CouponType = z.enum(COUPON_TYPES);
export type CouponType = z.infer<typeof CouponType>;

/** Coupon types that can never be used with Cash on Delivery (SPEC.md §2 Checkout). */
export const COD_INCOMPATIBLE_COUPON_TYPES: readonly CouponType[] = ['free_order', 'buyXgetY', 'loyalty'];

/** A coupon as the storefront sees it (SPEC.md §3); money in rupees. */
export const Coupon = z.object({
  _id: z.string(),
  code: z.string(),
  type: CouponType,
  isActive: z.boolean(),
  description: z.string(),
  discountAmount: z.number().nonnegative(),
  discountPercent: z.number().min(0).max(100),
  /** Rupees: the most a percentage or free-order coupon takes off one order; null when it has no cap. */
  maxDiscountAmount: z.number().positive().nullable(),
  minOrderAmount: z.number().nonnegative(),
  buyQuantity: z.number().int().nonnegative(),
  getQuantity: z.number().int().nonnegative(),
  afterOrders: z.number().int().nonnegative(),
  /** True when Cash on Delivery cannot take it; kept for existing clients, `paymentMethods` says the same and more. */
  notValidForCOD: z.boolean(),
  /**
   * The payment methods an order may use with this coupon, as the server's rule at placement decides: the storefront
   * shows this answer instead of deciding it again.
   */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type Coupon = z.infer<typeof Coupon>;
