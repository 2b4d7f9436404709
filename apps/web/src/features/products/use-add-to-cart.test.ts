import { describe, expect, it } from 'vitest';
import { addToCartPayload } from './use-add-to-cart';

describe('addToCartPayload', () => {
  it('adds one unit with multiplier 1 and the product’s own weight and fragrance', () => {
    expect(addToCartPayload({ _id: 'p1', weight: '5 kg', fragrance: 'Rose' })).toEqual({
      productId: 'p1',
      quantity: 1,
      multiplier: 1,
      selectedWeight: '5 kg',
      selectedFragrance: 'Rose',
    });
  });
});
