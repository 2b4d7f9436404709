import type { Coupon } from '@shop/contract/coupons';
import { rupeesToPaise } from '@shop/pricing/money';
import type { CouponTerms } from '@shop/pricing/order';

export interface CouponRuleInput {
  /** The coupons on offer (GET /order/my-coupons). */
  coupons: readonly Coupon[];
  /** Orders the customer placed before; null when unknown. */
  priorOrders: number | null;
  applied: Coupon | null;
  /** The coupon the customer picked themselves, kept while an automatic one stands in for it. */
  chosen?: Coupon | null;
  /** Units in the cart (the sum of quantities). */
  cartQuantity: number;
  /** Codes the server refused to apply automatically in this visit: not tried again. */
  refused?: ReadonlySet<string>;
  /** The server's answer whether it would give this customer the free first order; false: never applied by itself. */
  firstOrderOffer?: boolean;
}

export type CouponAutoAction =
  | { kind: 'apply'; coupon: Coupon; reason: 'first_order' | 'buy_x_get_y' }
  /** The automatic coupon no longer applies: it goes, and the customer's own coupon (if any) comes back. */
  | { kind: 'remove'; coupon: Coupon; restore: Coupon | null }
  | null;

/** Coupon types that another coupon never displaces automatically. */
const STICKY_TYPES: readonly Coupon['type'][] = ['free_order', 'buyXgetY'];

/**
 * What the checkout does by itself about coupons (SPEC.md §4 "Coupon auto-application"), one step at a time:
 * - a buyXgetY coupon whose buy quantity the cart no longer reaches is removed;
 * - with zero prior orders, no coupon applied and an active free_order coupon, that coupon is applied, unless the
 *   server said it would refuse this customer the free first order (no verified phone, or a first order already
 *   given to their email, phone or address);
 * - with an active buyXgetY coupon whose buy quantity the cart reaches, it is applied unless the current coupon is
 *   a free_order or buyXgetY one.
 */
export function autoCouponAction({ coupons, priorOrders, applied, chosen = null, cartQuantity, refused, firstOrderOffer }: CouponRuleInput): CouponAutoAction {
  if (applied?.type === 'buyXgetY' && cartQuantity < applied.buyQuantity) {
    return { kind: 'remove', coupon: applied, restore: chosen && chosen.code !== applied.code ? chosen : null };
  }
  if (cartQuantity < 1) return null;
  const active = coupons.filter((c) => c.isActive && !refused?.has(c.code));
  if (priorOrders === 0 && !applied && firstOrderOffer !== false) {
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

/**
 * Whether Cash on Delivery cannot take this coupon, as the server's answer says (`paymentMethods`, decided by the
 * rule it enforces when the order is placed): the storefront does not decide it again.
 */
export function isCodIncompatible(coupon: Pick<Coupon, 'paymentMethods'>): boolean {
  return !coupon.paymentMethods.includes('COD');
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

/** Why a coupon is on the order: the customer picked it, or a rule of SPEC.md §4 put it there. */
export type AppliedBecause = 'chosen' | 'first_order' | 'buy_x_get_y';

/**
 * Why the applied coupon is there. A free_order coupon of a customer with no orders and a buyXgetY coupon the bag
 * qualifies for are automatic: the rules would put them back at once, so the checkout offers no Remove for them.
 */
export function appliedBecause(applied: Coupon, chosen: Coupon | null, priorOrders: number | null, cartQuantity: number): AppliedBecause {
  if (chosen?.code === applied.code) return 'chosen';
  if (applied.type === 'buyXgetY' && cartQuantity >= applied.buyQuantity) return 'buy_x_get_y';
  if (applied.type === 'free_order' && priorOrders === 0) return 'first_order';
  return 'chosen';
}

/**
 * The coupon a Cash on Delivery order carries: the applied one if COD can take it; otherwise the customer's own
 * coupon that an automatic one stood in for, if COD can take that and it works on this bag; otherwise none.
 */
export function cashOnDeliveryCoupon(applied: Coupon | null, chosen: Coupon | null, chosenWorks: boolean): Coupon | null {
  if (applied && !isCodIncompatible(applied)) return applied;
  if (chosen && chosen.code !== applied?.code && !isCodIncompatible(chosen) && chosenWorks) return chosen;
  return null;
}
