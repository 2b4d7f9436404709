import { describe, expect, it } from 'vitest';
import { addToCartLabel, addToCartState } from './add-to-cart-state';

describe('add-to-cart button', () => {
  it('reads Add To Cart, Adding... or Coming Soon', () => {
    expect(addToCartLabel(addToCartState(true, false))).toBe('Add To Cart');
    expect(addToCartLabel(addToCartState(true, true))).toBe('Adding...');
    expect(addToCartLabel(addToCartState(false, false))).toBe('Coming Soon');
  });

  it('stays Coming Soon for an unavailable product even while a request runs', () => {
    expect(addToCartState(false, true)).toBe('unavailable');
  });
});
