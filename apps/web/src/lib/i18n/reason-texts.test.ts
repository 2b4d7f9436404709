import { ERROR_REASONS } from '@shop/contract/error-reasons';
import { describe, expect, it } from 'vitest';
import { HINDI_REASONS, reasonText } from './reason-texts';

const staffOnly = /^(admin|search|reviewModeration)\./;
const customerReasons = Object.keys(ERROR_REASONS).filter((r) => !staffOnly.test(r));

/** Values for every param any reason's message is made from. */
const params = { field: 'pincode', problem: 'समस्या', minutes: 5, perDay: 3, stock: 2, remaining: 2, rupees: 999, quantity: 2, by: 'phone', product: 'Rose 5 kg', max: 10, sentTo: '+91 98••• ••210', min: 499, count: 2, days: 30, pincode: '560001', from: 'placed', to: 'delivered', orders: 'ORD-20261127-0001' };

describe('the API refusals in Hindi', () => {
  it('cover every reason a customer can meet, and only those', () => {
    expect(Object.keys(HINDI_REASONS).sort()).toEqual(customerReasons.sort());
  });

  it.each(customerReasons)('%s reads in Devanagari', (reason) => {
    const text = reasonText('hi', reason, params);
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toContain('undefined');
  });

  it('leave English pages, unknown reasons and missing values to the server’s words', () => {
    expect(reasonText('en', 'coupon.invalid')).toBeUndefined();
    expect(reasonText('hi', 'coupon.someNewReason')).toBeUndefined();
    expect(reasonText('hi', 'coupon.quantity')).toBeUndefined();
    expect(reasonText('hi', 'coupon.invalid')).toBe('कूपन कोड गलत है');
    expect(reasonText('hi', 'coupon.minOrder', { rupees: 1499 })).toBe('यह कूपन इस्तेमाल करने के लिए ₹1,499 या ज़्यादा के आइटम जोड़ें');
  });

  it('say a 400’s field problem in Hindi, without the API’s English name of the field', () => {
    expect(reasonText('hi', 'request.invalid', { field: 'email', problem: 'Please enter a valid email address' })).toBe('कृपया सही ईमेल पता डालें');
    expect(reasonText('hi', 'request.invalid', { field: 'pincode', problem: 'Too small: expected number to be >=100000' })).toBe('यह जानकारी सही नहीं है');
  });
});
