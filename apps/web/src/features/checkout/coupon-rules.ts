import { COD_INCOMPATIBLE_COUPON_TYPES, type Coupon } from '@shop/contract/coupons';
import { rupeesToPaise } from '@shop/pricing/money';
import type { CouponTerms } from '@shop/pricing/order';

export interface CouponRuleInput {
  /** The coupons on offer (GET /order/get-all-coupons). */
  coupons: readonly Coupon[];
  /** Orders the customer placed before; null when unknown. */
  priorOrders: number | null;
  applied: Coupon | null;
  /** Units in the cart (the sum of quantities). */
  cartQuantity: number;
  /** Codes the server refused to apply automatically in this visit: not tried again. */
  refused?: ReadonlySet<string>;
}

export type CouponAutoAction =
  | { kind: 'apply'; coupon: Coupon; reason: 'first_order' | 'buy_x_get_y' }
  | { kind: 'remove'; coupon: Coupon }
  | null;

/** Coupon types that another coupon never displaces automatically. */
const STICKY_TYPES: readonly Coupon['type'][] = ['free_order', 'buyXgetY'];

/**
 * What the checkout does by itself about coupons (SPEC.md §4 "Coupon auto-application"), one step at a time:
 * - a buyXgetY coupon whose buy quantity the cart no longer reaches is removed;
 * - with zero prior orders, no coupon applied and an active free_order coupon, that coupon is applied;
 * - with an active buyXgetY coupon whose buy quantity the cart reaches, it is applied unless the current coupon is
 *   a free_order or buyXgetY one.
 */
export function autoCouponAction({ coupons, priorOrders, applied, cartQuantity, refused }: CouponRuleInput): CouponAutoAction {
  if (applied?.type === 'buyXgetY' && cartQuantity < applied.buyQuantity) return { kind: 'remove', coupon: applied };
  if (cartQuantity < 1) return null;
  const active = coupons.filter((c) => c.isActive && !refused?.has(c.code));
  if (priorOrders === 0 && !applied) {
    const firstOrder = active.find((c) => c.type === 'free_order');
    if (firstOrder) return { kind: 'apply', coupon: firstOrder, reason: 'first_order' };
  }
  if (!applied || !STICKY_TYPES.includes(applied.type)) {
    const buyXGetY = active.find((c) => c.type === 'buyXgetY' && cartQuantity >= c.buyQuantity);
    if (buyXGetY && buyXGetY.code !== applied?.code) return { kind: 'apply', coupon: buyXGetY, reason: 'buy_x_get_y' };
  }
  return null;
}

/**
 * Whether removing a coupon by hand says 'Coupon removed' (SPEC.md §4): not for a buyXgetY coupon, nor for a
 * free_order coupon of a customer with zero prior orders — the checkout applies those again by itself.
 */
export function announcesRemoval(coupon: Coupon, priorOrders: number | null): boolean {
  if (coupon.type === 'buyXgetY') return false;
  return !(coupon.type === 'free_order' && priorOrders === 0);
}

/** Coupons that Cash on Delivery cannot take: free_order, buyXgetY, loyalty, or any the shop marked so. */
export function isCodIncompatible(coupon: Pick<Coupon, 'type' | 'notValidForCOD'>): boolean {
  return coupon.notValidForCOD || COD_INCOMPATIBLE_COUPON_TYPES.includes(coupon.type);
}

/** A coupon's money terms in paise, for the pricing package. */
export function couponTermsOf(coupon: Coupon): CouponTerms {
  return {
    type: coupon.type,
    discountAmountPaise: rupeesToPaise(coupon.discountAmount),
    discountPercent: coupon.discountPercent,
    maxDiscountPaise: coupon.maxDiscountAmount === null ? null : rupeesToPaise(coupon.maxDiscountAmount),
    minOrderAmountPaise: rupeesToPaise(coupon.minOrderAmount),
    buyQuantity: coupon.buyQuantity,
    getQuantity: coupon.getQuantity,
  };
}

/** A code as typed: trimmed, upper case; null when blank or only spaces (which does nothing, SPEC.md §5). */
export function normaliseCouponCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return code === '' ? null : code;
}
