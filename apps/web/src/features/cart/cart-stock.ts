import type { CartItem } from './cart-slice';

/** What the stock says about one cart line, from the server's stock state of its product. */
export type LineStock = { kind: 'ok' } | { kind: 'soldOut' } | { kind: 'tooMany'; unitsLeft: number };

/** The words the cart and checkout use about stock. */
export const STOCK_TEXT = {
  soldOut: 'Sold out: remove it to continue',
  tooMany: (unitsLeft: number) => `Only ${unitsLeft} left: lower the quantity to continue`,
  blocked: 'Some items in your bag are sold out or above the stock left. Update your bag to continue.',
  fixBag: 'Update bag',
} as const;

/** Whether this line can be ordered as it is: sold out, above the units left, or fine (also when nothing is known). */
export function lineStock(item: CartItem): LineStock {
  const { inStock, unitsLeft } = item.productId;
  if (inStock === false) return { kind: 'soldOut' };
  if (typeof unitsLeft === 'number' && item.quantity > unitsLeft) return unitsLeft > 0 ? { kind: 'tooMany', unitsLeft } : { kind: 'soldOut' };
  return { kind: 'ok' };
}

/** True when some line cannot be ordered as it is: checkout does not go on to payment. */
export function cartBlockedByStock(items: readonly CartItem[]): boolean {
  return items.some((item) => lineStock(item).kind !== 'ok');
}

/** The line's stock problem in words, or null. */
export function lineStockText(stock: LineStock): string | null {
  if (stock.kind === 'soldOut') return STOCK_TEXT.soldOut;
  if (stock.kind === 'tooMany') return STOCK_TEXT.tooMany(stock.unitsLeft);
  return null;
}
