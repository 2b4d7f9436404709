import type { AutomaticCouponReason, Coupon } from '@shop/contract/coupons';
import type { OfferedCoupon } from '@shop/contract/orders';
import { rupeesToPaise } from '@shop/pricing/money';
import type { CouponTerms } from '@shop/pricing/order';

export interface CouponRuleInput {
  /** The coupons on offer with the server's answer for the cart as it is now (GET /order/my-coupons). */
  coupons: readonly OfferedCoupon[];
  applied: Coupon | null;
  /** The coupon the customer picked themselves, kept while an automatic one stands in for it. */
  chosen?: Coupon | null;
  /** Codes the server refused to apply automatically in this visit: not tried again. */
  refused?: ReadonlySet<string>;
}

export type CouponAutoAction =
  | { kind: 'apply'; coupon: Coupon; reason: AutomaticCouponReason }
  /** The automatic coupon no longer applies: it goes, and the customer's own coupon (if any) comes back. */
  | { kind: 'remove'; coupon: Coupon; restore: Coupon | null }
  | null;

/** Coupon types that another coupon never displaces automatically. */
const STICKY_TYPES: readonly Coupon['type'][] = ['free_order', 'buyXgetY'];

/**
 * What the checkout does by itself about coupons (SPEC.md §4 "Coupon auto-application"), one step at a time, from
 * the server's answer for the cart (`automatic`: which coupon its rules apply, and why); the checkout only holds which
 * coupon is on the order:
 * - an applied buyXgetY coupon the server no longer applies to this cart (it fell below the buy quantity) is removed;
 * - with no coupon applied, the server's first-order coupon is applied;
 * - the server's buyXgetY coupon is applied unless the current coupon is a free_order or buyXgetY one.
 */
export function autoCouponAction({ coupons, applied, chosen = null, refused }: CouponRuleInput): CouponAutoAction {
  if (applied?.type === 'buyXgetY') {
    const answer = coupons.find((c) => c.code === applied.code);
    if (answer?.automatic !== 'buy_x_get_y') return { kind: 'remove', coupon: applied, restore: chosen && chosen.code !== applied.code ? chosen : null };
  }
  const automatic = (reason: AutomaticCouponReason) => coupons.find((c) => c.automatic === reason && c.isActive && !refused?.has(c.code));
  if (!applied) {
    const firstOrder = automatic('first_order');
    if (firstOrder) return { kind: 'apply', coupon: firstOrder, reason: 'first_order' };
  }
  if (!applied || !STICKY_TYPES.includes(applied.type)) {
    const buyXGetY = automatic('buy_x_get_y');
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
export type AppliedBecause = 'chosen' | AutomaticCouponReason;

/**
 * Why the applied coupon is there: the customer's pick, or the reason the server gives for applying it to this cart
 * by itself (`coupons`: its answer, null while there is none yet, when only the customer's own pick is known). An
 * automatic coupon gets no Remove: the rules would put it back at once.
 */
export function appliedBecause(applied: Coupon, chosen: Coupon | null, coupons: readonly OfferedCoupon[] | null): AppliedBecause | null {
  if (chosen?.code === applied.code) return 'chosen';
  if (coupons === null) return null;
  return coupons.find((c) => c.code === applied.code)?.automatic ?? 'chosen';
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
