import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../store/cart-slice';
import { orderAddressOf, orderItemsOf, placementProblem, pricedOrderItemsOf } from './placement';
import { CHECKOUT_TEXT } from './texts';

const address = {
  _id: 'a1',
  alias: 'Home',
  address_line1: '12 MG Road',
  address_line2: '',
  city: 'Bengaluru Urban',
  state: 'Karnataka',
  pincode: 560001,
  country: 'India',
  isPrimary: true,
};

const item: CartItem = {
  _id: 'c1',
  quantity: 2,
  productId: { _id: 'p1', price: 649, finalPrice: 551.65, weight: '5 kg', fragrance: 'Rose' },
  selectedWeight: '5 kg',
  selectedFragrance: 'Rose',
};

describe('order placement (SPEC.md §5)', () => {
  it('needs a primary address, then a serviceable area', () => {
    expect(placementProblem(null, true)).toBe(CHECKOUT_TEXT.completeAddress);
    expect(placementProblem({ ...address, address_line1: '' }, true)).toBe(CHECKOUT_TEXT.completeAddress);
    expect(placementProblem(address, false)).toBe(CHECKOUT_TEXT.areaNotServiceable);
    expect(placementProblem(address, true)).toBeNull();
  });

  it('sends items as productId, quantity, selectedWeight, selectedFragrance (and the price for online payment)', () => {
    expect(orderItemsOf([item])).toEqual([{ productId: 'p1', quantity: 2, selectedWeight: '5 kg', selectedFragrance: 'Rose' }]);
    expect(pricedOrderItemsOf([item])).toEqual([{ productId: 'p1', quantity: 2, selectedWeight: '5 kg', selectedFragrance: 'Rose', price: 551.65 }]);
  });

  it('sends the address without its id, alias or primary mark', () => {
    expect(orderAddressOf(address)).toEqual({
      address_line1: '12 MG Road',
      address_line2: '',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      pincode: 560001,
      country: 'India',
    });
  });
});
