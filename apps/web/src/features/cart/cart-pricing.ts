import { rupeesToPaise } from '@shop/pricing/money';
import { priceOrder, type CouponTerms, type OrderPrice, type PricedLineInput, type SpareUnits } from '@shop/pricing/order';
import type { CartItem } from './cart-slice';

/** Cart lines as the pricing package takes them: M.R.P. and selling price (the card's price) in paise, the quantity. */
export function pricingInputOf(items: readonly CartItem[]): PricedLineInput[] {
  return items.map((item) => ({
    productId: item.productId._id,
    mrpPaise: rupeesToPaise(item.productId.price),
    unitPricePaise: rupeesToPaise(item.productId.finalPrice),
    quantity: item.quantity,
  }));
}

/** The cart's price, computed exactly as the server charges it (DESIGN.md §4). */
export function priceCart(items: readonly CartItem[], coupon: CouponTerms | null = null, spare?: SpareUnits): OrderPrice {
  return priceOrder(pricingInputOf(items), coupon, spare);
}

/** Units in the cart, i.e. the sum of quantities. */
export function unitCount(items: readonly CartItem[]): number {
  return items.reduce((n, item) => n + item.quantity, 0);
}
