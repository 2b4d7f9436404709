import { describe, expect, it } from 'vitest';
import { canLeavePersonalStep, canSaveProfile, emptyProfileForm, personalStepErrors, profileBody } from './profile-form';

const complete = {
  ...emptyProfileForm('meera@example.in'),
  name: 'Meera Nair',
  phoneNumber: '98765 43210',
  street: '12 MG Road',
  pincode: '560001',
};

describe('profile-completion form', () => {
  it('starts with India as the country and the given email', () => {
    expect(emptyProfileForm('a@b.in')).toMatchObject({ email: 'a@b.in', country: 'India', name: '' });
  });

  it('step 1 needs name and email, and the phone only when it is shown', () => {
    const data = { ...emptyProfileForm('a@b.in'), name: 'Meera' };
    expect(canLeavePersonalStep(data, false)).toBe(true);
    expect(canLeavePersonalStep(data, true)).toBe(false);
    expect(canLeavePersonalStep({ ...data, phoneNumber: '9876543210' }, true)).toBe(true);
    expect(canLeavePersonalStep({ ...data, name: '  ' }, false)).toBe(false);
    expect(canLeavePersonalStep({ ...data, email: '' }, false)).toBe(false);
  });

  it('Save Details needs street, pincode and country', () => {
    expect(canSaveProfile(complete)).toBe(true);
    expect(canSaveProfile({ ...complete, street: '' })).toBe(false);
    expect(canSaveProfile({ ...complete, pincode: ' ' })).toBe(false);
    expect(canSaveProfile({ ...complete, country: '' })).toBe(false);
    expect(canSaveProfile({ ...complete, addressLine2: '' })).toBe(true);
  });

  it('checks step 1 with the contract: email format and Indian mobile numbers', () => {
    expect(personalStepErrors(complete)).toEqual({});
    expect(personalStepErrors({ ...complete, email: 'not-an-email' }).email).toBe('Please enter a valid email address');
    expect(personalStepErrors({ ...complete, phoneNumber: '12345' }).phoneNumber).toBe('Enter a valid 10-digit Indian mobile number');
    expect(personalStepErrors({ ...complete, phoneNumber: '' })).toEqual({});
  });

  it('builds the create-profile body, with city and state only when given', () => {
    const { body } = profileBody({ ...complete, name: ' Meera Nair ' });
    expect(body).toEqual({
      name: 'Meera Nair',
      email: 'meera@example.in',
      phoneNumber: '98765 43210',
      street: '12 MG Road',
      addressLine2: '',
      pincode: '560001',
      country: 'India',
    });
    expect(profileBody(complete, { city: 'Bengaluru', state: 'Karnataka' }).body).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });
  });

  it('reports a bad pincode as a field error instead of a body', () => {
    const result = profileBody({ ...complete, pincode: '056001' });
    expect(result.body).toBeUndefined();
    expect(result.errors?.pincode).toBe('Pincode must be 6 digits');
  });
});
