import type { Coupon } from '@shop/contract/coupons';
import { paiseToRupees } from '@shop/pricing/money';
import { couponRefusal, type CouponRefusal, type OrderPrice } from '@shop/pricing/order';
import { priceCart } from '../../lib/cart-pricing';
import type { CartItem } from '../../store/cart-slice';
import { couponTermsOf } from './coupon-rules';

/** A unit a buyXgetY coupon adds for free, shown as a ₹0 line. */
export interface FreeLine {
  productId: string;
  name: string;
  quantity: number;
  /** What the unit would have cost. */
  unitPricePaise: number;
}

export interface CheckoutSummary {
  price: OrderPrice;
  freeLines: FreeLine[];
  /** Why the applied coupon does not take effect on this cart, or null (also when none is applied). */
  refusal: CouponRefusal | null;
  /** What validate-coupon is told the cart is worth: the subtotal after product discounts, in rupees. */
  couponBaseRupees: number;
}

/**
 * The checkout's money, exactly as the server will charge it: the cart priced with the applied coupon's terms by
 * @shop/pricing, plus the free units of a buyXgetY coupon named after their products.
 */
export function checkoutSummary(items: readonly CartItem[], coupon: Coupon | null): CheckoutSummary {
  const terms = coupon ? couponTermsOf(coupon) : null;
  const price = priceCart(items, terms);
  const names = new Map(items.map((item) => [item.productId._id, item.productId.productName ?? item.productId.name ?? '']));
  return {
    price,
    freeLines: price.freeUnits.map((unit) => ({ ...unit, name: names.get(unit.productId) ?? '' })),
    refusal: terms ? couponRefusal(terms, price.lines) : null,
    couponBaseRupees: paiseToRupees(price.subtotalPaise),
  };
}
