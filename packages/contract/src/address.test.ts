import { describe, expect, it } from 'vitest';
import { AdminCustomerAddress } from './admin';
import { OrderAddress, OrderAddressInput } from './orders';
import { Address, AddressInput } from './users';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('one address', () => {
  it('an order and a saved address read the postal fields alike, each with its own words for a missing street', () => {
    const typed = { address_line1: ' 12, 4th Cross ', pincode: '560034' };
    expect(OrderAddressInput.parse(typed)).toEqual({ address_line1: '12, 4th Cross', address_line2: '', pincode: 560034, country: 'India' });
    expect(AddressInput.parse(typed)).toEqual({ alias: 'Home', address_line1: '12, 4th Cross', address_line2: '', pincode: 560034, country: 'India', isPrimary: false });
    expect(firstMessage(OrderAddressInput.safeParse({ address_line1: '  ', pincode: 560034 }))).toBe('Please complete your address');
    expect(firstMessage(AddressInput.safeParse({ address_line1: '  ', pincode: 560034 }))).toBe('Please enter your street address or house number');
    expect(firstMessage(OrderAddressInput.safeParse({ address_line1: '12', pincode: '060034' }))).toBe('Pincode must be 6 digits');
    expect(firstMessage(AddressInput.safeParse({ address_line1: '12', pincode: '060034' }))).toBe('Pincode must be 6 digits');
  });

  it("an order's address is the postal part of a saved one, and staff see a saved one without its id", () => {
    const saved = { _id: 'a1', alias: 'Home', address_line1: '12', address_line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: 560034, country: 'India', isPrimary: true };
    const { _id, alias, isPrimary, ...postal } = Address.parse(saved);
    expect(OrderAddress.parse(saved)).toEqual(postal);
    expect(AdminCustomerAddress.parse(saved)).toEqual({ alias, isPrimary, ...postal });
    expect(_id).toBe('a1');
  });
});
