import { describe, expect, it } from 'vitest';
import { addToCartLabel, addToCartState, stockLine } from './add-to-cart-state';

describe('add-to-cart button', () => {
  it('reads Add To Cart, Adding... or Coming Soon', () => {
    expect(addToCartLabel(addToCartState(true, false))).toBe('Add To Cart');
    expect(addToCartLabel(addToCartState(true, true))).toBe('Adding...');
    expect(addToCartLabel(addToCartState(false, false))).toBe('Coming Soon');
  });

  it('reads Sold Out for a product with none in stock, and says how many are left once few are', () => {
    expect(addToCartLabel(addToCartState(true, false, false))).toBe('Sold Out');
    expect(addToCartState(false, false, false)).toBe('unavailable');
    expect(addToCartState(true, false, undefined)).toBe('idle');
    expect(stockLine({ availability: true, inStock: false, unitsLeft: 0 })).toEqual({ text: 'Sold out: not available to order right now', tone: 'out' });
    expect(stockLine({ availability: true, inStock: true, unitsLeft: 3 })).toEqual({ text: 'Only 3 left in stock, ready to ship', tone: 'low' });
    expect(stockLine({ availability: true, inStock: true, unitsLeft: 9 }).tone).toBe('in');
    expect(stockLine({ availability: true, inStock: true, unitsLeft: null }).text).toBe('In stock, ready to ship');
    expect(stockLine({ availability: false, inStock: true, unitsLeft: null }).text).toBe('Arriving soon: not available to order yet');
  });

  it('stays Coming Soon for an unavailable product even while a request runs', () => {
    expect(addToCartState(false, true)).toBe('unavailable');
  });
});
