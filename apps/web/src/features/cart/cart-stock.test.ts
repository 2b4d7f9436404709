import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-slice';
import { cartBlockedByStock, lineStock, lineStockText } from './cart-stock';

const line = (quantity: number, stock: { inStock?: boolean; unitsLeft?: number | null }): CartItem => ({
  _id: `line-${quantity}`,
  quantity,
  productId: { _id: 'p', price: 100, finalPrice: 90, weight: '5 kg', fragrance: 'Lavender', ...stock },
});

describe('cart lines and the stock', () => {
  it('flags a sold-out line and one above the units left; plenty or unknown stock is fine', () => {
    expect(lineStock(line(1, { inStock: false, unitsLeft: 0 }))).toEqual({ kind: 'soldOut' });
    expect(lineStock(line(4, { inStock: true, unitsLeft: 3 }))).toEqual({ kind: 'tooMany', unitsLeft: 3 });
    expect(lineStock(line(3, { inStock: true, unitsLeft: 3 }))).toEqual({ kind: 'ok' });
    expect(lineStock(line(10, { inStock: true, unitsLeft: null }))).toEqual({ kind: 'ok' });
    expect(lineStock(line(2, {}))).toEqual({ kind: 'ok' });
    expect(lineStockText({ kind: 'tooMany', unitsLeft: 3 })).toBe('Only 3 left: lower the quantity to continue');
  });

  it('blocks the checkout while any line cannot be ordered as it is', () => {
    expect(cartBlockedByStock([line(1, { inStock: true, unitsLeft: null }), line(2, { inStock: true, unitsLeft: 1 })])).toBe(true);
    expect(cartBlockedByStock([line(1, { inStock: true, unitsLeft: null })])).toBe(false);
  });
});
