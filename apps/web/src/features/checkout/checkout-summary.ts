import type { Coupon } from '@shop/contract/coupons';
import { paiseToRupees } from '@shop/pricing/money';
import { couponRefusal, type CouponRefusal, type OrderPrice } from '@shop/pricing/order';
import { priceCart } from '../cart/public-bag';
import type { CartItem } from '../cart/public';
import { couponTermsOf } from './coupon-rules';

/** A unit a buyXgetY coupon adds for free, shown as a ₹0 line. */
export interface FreeLine {
  productId: string;
  name: string;
  quantity: number;
  /** What the unit would have cost. */
  unitPricePaise: number;
}

/** The free units of a buyXgetY coupon as validate-coupon named them, for the coupon with this code. */
export interface ServerFreeUnits {
  code: string;
  units: ReadonlyArray<{ productId: string; quantity: number; unitPrice: number }>;
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
export function checkoutSummary(items: readonly CartItem[], coupon: Coupon | null, serverFree: ServerFreeUnits | null = null): CheckoutSummary {
  const terms = coupon ? couponTermsOf(coupon) : null;
  // The server names the product a buyXgetY coupon's free units come from (one that has them in stock): the same
  // one is shown here, by telling the pricing package that only it has units to spare.
  const spare = coupon && serverFree?.code === coupon.code ? new Map(items.map((i) => [i.productId._id, serverFree.units.find((u) => u.productId === i.productId._id)?.quantity ?? 0])) : undefined;
  const price = priceCart(items, terms, spare);
  const names = new Map(items.map((item) => [item.productId._id, item.productId.productName ?? item.productId.name ?? '']));
  return {
    price,
    freeLines: price.freeUnits.map((unit) => ({ ...unit, name: names.get(unit.productId) ?? '' })),
    refusal: terms ? couponRefusal(terms, price.lines, spare) : null,
    couponBaseRupees: paiseToRupees(price.subtotalPaise),
  };
}
