import { describe, expect, it } from 'vitest';
import { addressInputOf, emptyAddressDraft } from './addresses';

const draft = { ...emptyAddressDraft(), address_line1: '7 Park Street', pincode: '700016' };

describe('addressInputOf', () => {
  it('checks the draft with the contract', () => {
    expect(addressInputOf({ ...draft, address_line1: ' ' }, { city: '', state: '' }).errors?.address_line1).toBe(
      'Please enter your street address or house number',
    );
    expect(addressInputOf({ ...draft, pincode: '12' }, { city: '', state: '' }).errors?.pincode).toBe('Pincode must be 6 digits');
    expect(addressInputOf({ ...draft, alias: ' ' }, { city: '', state: '' }).input?.alias).toBe('Home');
  });
});
