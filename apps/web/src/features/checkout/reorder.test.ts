import { describe, expect, it } from 'vitest';
import { reorderAddressChoice, reorderNotes, reorderOf } from './reorder';

const reorder = {
  orderNumber: 'ORD-20261101-0007',
  address: { address_line1: '12, 4th Cross', address_line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: 560034, country: 'India' },
  addressId: null,
  paymentMethod: 'COD' as const,
  lines: [
    { productId: 'a', name: 'Clay 10 kg', quantity: 2, added: 2, alreadyInCart: false, unitPriceThen: 899, unitPriceNow: 949 },
    { productId: 'b', name: 'Tofu 6 kg', quantity: 1, added: 0, alreadyInCart: false, unitPriceThen: 549, unitPriceNow: 549 },
    { productId: 'c', name: 'Pine 8 kg', quantity: 3, added: 1, alreadyInCart: false, unitPriceThen: 499, unitPriceNow: 499 },
    { productId: 'd', name: 'Gone', quantity: 1, added: 0, alreadyInCart: false, unitPriceThen: 299, unitPriceNow: null },
    { productId: 'e', name: 'Kept', quantity: 1, added: 0, alreadyInCart: true, unitPriceThen: 299, unitPriceNow: 299 },
  ],
};

describe('a reorder opening checkout', () => {
  it('is read from the router state only when it is one', () => {
    expect(reorderOf({ reorder })).toEqual(reorder);
    expect(reorderOf(null)).toBeNull();
    expect(reorderOf({ reorder: { orderNumber: 1 } })).toBeNull();
  });

  it('chooses the saved address it matches, else that address for this order only', () => {
    expect(reorderAddressChoice(null)).toEqual({ kind: 'primary' });
    expect(reorderAddressChoice({ ...reorder, addressId: 'addr-1' })).toEqual({ kind: 'saved', id: 'addr-1' });
    expect(reorderAddressChoice(reorder)).toMatchObject({ kind: 'once', address: { _id: 'this-order', pincode: 560034, isPrimary: false } });
  });

  it('says every line that changed: a new price, sold out, fewer in stock, no longer sold', () => {
    expect(reorderNotes(reorder)).toEqual([
      { kind: 'price', name: 'Clay 10 kg', then: 899, now: 949 },
      { kind: 'unavailable', name: 'Tofu 6 kg' },
      { kind: 'fewer', name: 'Pine 8 kg', added: 1, quantity: 3 },
      { kind: 'unavailable', name: 'Gone' },
    ]);
  });
});
