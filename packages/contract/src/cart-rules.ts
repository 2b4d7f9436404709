/**
 * A cart's limits and the words of the cart. Free of the validation library, so the error reasons (error-reasons.ts)
 * can name them without it; cart.ts re-exports them with the schemas.
 */

/** Limits on a cart. */
export const CART_LIMITS = {
  /** Units of one product in one cart. */
  maxQuantityPerItem: 10,
  /** Different products in one cart. */
  maxDistinctItems: 20,
  maxMultiplier: 10,
  /**
   * How long an add-to-cart's Idempotency-Key is remembered: the same tap sent again (a double tap, a retry after a
   * dropped answer) within it adds nothing more.
   */
  addKeyKeepHours: 24,
} as const;

export const CART_MESSAGES = {
  added: 'Product added to cart successfully',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  productNotFound: 'This product is no longer available',
  comingSoon: 'This product is coming soon and cannot be ordered yet',
  outOfStock: 'This product is out of stock',
  onlyLeft: ({ stock }: { stock: number }) => `Only ${stock} left in stock`,
  tooMany: `You can order at most ${CART_LIMITS.maxQuantityPerItem} of one product`,
  tooManyItems: `Your cart can hold at most ${CART_LIMITS.maxDistinctItems} different products`,
  itemNotFound: 'This item is not in your cart',
  addKeyReused: 'This Idempotency-Key was already used to add a different product. Send a new key for a new tap.',
} as const;
