import type { Address } from '@shop/contract/users';
import { describe, expect, it } from 'vitest';
import { addressInputOf, emptyAddressDraft, withAddressAdded, withAddressRemoved, withAddressReplaced, withPrimary } from './addresses';

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
const draft = { ...emptyAddressDraft(), address_line1: '7 Park Street', pincode: '700016' };

describe('address list changes keep exactly one primary address', () => {
  it('the first address added is primary; later ones are not', () => {
    const { input } = addressInputOf(draft, { city: 'Kolkata', state: 'West Bengal' });
    const first = withAddressAdded([], input!);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ isPrimary: true, city: 'Kolkata', alias: 'Home' });
    const second = withAddressAdded([address('a', true)], input!);
    expect(second.map((a) => a.isPrimary)).toEqual([true, false]);
    expect(second[0]).toMatchObject({ _id: 'a' });
  });

  it('editing keeps the id and the primary mark', () => {
    const { input } = addressInputOf(draft, { city: '', state: '' });
    const list = withAddressReplaced([address('a', true), address('b', false)], 'a', input!);
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

describe('addressInputOf', () => {
  it('checks the draft with the contract', () => {
    expect(addressInputOf({ ...draft, address_line1: ' ' }, { city: '', state: '' }).errors?.address_line1).toBe(
      'Please enter your street address or house number',
    );
    expect(addressInputOf({ ...draft, pincode: '12' }, { city: '', state: '' }).errors?.pincode).toBe('Pincode must be 6 digits');
    expect(addressInputOf({ ...draft, alias: ' ' }, { city: '', state: '' }).input?.alias).toBe('Home');
  });
});
