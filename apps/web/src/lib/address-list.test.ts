import type { Address, AddressInput } from '@shop/contract/users';
import { describe, expect, it } from 'vitest';
import { withAddressAdded, withAddressRemoved, withAddressReplaced, withPrimary } from './address-list';

const address = (id: string, isPrimary: boolean, overrides: Partial<Address> = {}): Address => ({
  _id: id,
  alias: 'Home',
  address_line1: `${id} Street`,
  address_line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: 560001,
  country: 'India',
  isPrimary,
  ...overrides,
});

const primaries = (list: { isPrimary?: boolean }[]) => list.filter((a) => a.isPrimary).length;
/** A new address as the address forms send it: not primary, city and state from the pincode when known. */
const input = (place: { city?: string; state?: string } = {}): AddressInput => ({
  alias: 'Home',
  address_line1: '7 Park Street',
  address_line2: '',
  pincode: '700016',
  country: 'India',
  ...place,
  isPrimary: false,
});

describe('address list changes keep exactly one primary address', () => {
  it('the first address added is primary; later ones are not', () => {
    const kolkata = input({ city: 'Kolkata', state: 'West Bengal' });
    const first = withAddressAdded([], kolkata);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ isPrimary: true, city: 'Kolkata', alias: 'Home' });
    const second = withAddressAdded([address('a', true)], kolkata);
    expect(second.map((a) => a.isPrimary)).toEqual([true, false]);
    expect(second[0]).toMatchObject({ _id: 'a' });
  });

  it('editing keeps the id and the primary mark', () => {
    const list = withAddressReplaced([address('a', true), address('b', false)], 'a', input());
    expect(list[0]).toMatchObject({ _id: 'a', isPrimary: true, address_line1: '7 Park Street', pincode: '700016' });
    expect(list[0]).not.toHaveProperty('city');
    expect(primaries(list)).toBe(1);
  });

  it('removing the primary makes the first remaining address primary', () => {
    const list = withAddressRemoved([address('a', true), address('b', false), address('c', false)], 'a');
    expect(list.map((a) => [a._id, a.isPrimary])).toEqual([
      ['b', true],
      ['c', false],
    ]);
    expect(withAddressRemoved([address('a', false), address('b', true)], 'a').map((a) => a.isPrimary)).toEqual([true]);
  });

  it('make primary moves the mark', () => {
    const list = withPrimary([address('a', true), address('b', false)], 'b');
    expect(list.map((a) => a.isPrimary)).toEqual([false, true]);
  });
});
