import { describe, expect, it } from 'vitest';
import { addressLines, isAddressValid, primaryAddressOf, proceedState } from './delivery-address';

const address = {
  _id: 'a1',
  alias: 'Home',
  address_line1: '12 MG Road',
  address_line2: 'Near the park',
  city: 'Bengaluru Urban',
  state: 'Karnataka',
  pincode: 560001,
  country: 'India',
  isPrimary: true,
};

describe('delivery address', () => {
  it('is valid with line 1, state, pincode and country (SPEC.md §5)', () => {
    expect(isAddressValid(address)).toBe(true);
    expect(isAddressValid({ ...address, address_line1: '  ' })).toBe(false);
    expect(isAddressValid({ ...address, state: '' })).toBe(false);
    expect(isAddressValid({ ...address, pincode: 0 })).toBe(false);
    expect(isAddressValid({ ...address, country: '' })).toBe(false);
    expect(isAddressValid(null)).toBe(false);
  });

  it('finds the primary address', () => {
    expect(primaryAddressOf([{ ...address, _id: 'x', isPrimary: false }, address])?._id).toBe('a1');
    expect(primaryAddressOf(undefined)).toBeNull();
  });

  it('prints the address as lines', () => {
    expect(addressLines(address)).toEqual(['12 MG Road', 'Near the park', 'Bengaluru Urban, Karnataka 560001', 'India']);
    expect(addressLines({ ...address, address_line2: '' })).toHaveLength(3);
  });

  it('the proceed button is ready only for a serviceable, valid address', () => {
    expect(proceedState({ status: 'checking' }, address)).toBe('checking');
    expect(proceedState({ status: 'serviceable', message: '' }, address)).toBe('ready');
    expect(proceedState({ status: 'serviceable', message: '' }, { ...address, state: '' })).toBe('unavailable');
    expect(proceedState({ status: 'unserviceable', message: '' }, address)).toBe('unavailable');
    expect(proceedState({ status: 'error', message: 'Failed to check pincode.' }, address)).toBe('unavailable');
    expect(proceedState({ status: 'no-address', message: '' }, null)).toBe('unavailable');
  });
});
