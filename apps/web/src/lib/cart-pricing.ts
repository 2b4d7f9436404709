import { rupeesToPaise } from '@shop/pricing/money';
import { priceOrder, type CouponTerms, type OrderPrice, type PricedLineInput, type SpareUnits } from '@shop/pricing/order';
import type { CartItem } from '../store/cart-slice';

/**
 * The product's own offer in whole percent. The server always sends it; a line built without it (older replies,
 * tests) falls back to what price and finalPrice imply, which is how the catalogue derives finalPrice.
 */
function offerPercentOf(product: CartItem['productId']): number {
  if (product.offer !== undefined) return product.offer;
  if (product.price <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(100 - (product.finalPrice * 100) / product.price)));
}

/** Cart lines as the pricing package takes them: M.R.P. in paise, the offer, the quantity. */
export function pricingInputOf(items: readonly CartItem[]): PricedLineInput[] {
  return items.map((item) => ({
    productId: item.productId._id,
    mrpPaise: rupeesToPaise(item.productId.price),
    offerPercent: offerPercentOf(item.productId),
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
