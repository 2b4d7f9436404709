import { describe, expect, it } from 'vitest';
import { returnRequestError } from './return-rules';

describe('returnRequestError', () => {
  it('needs a reason', () => {
    expect(returnRequestError('order-1', null)).toBe('Please select a reason');
  });

  it('needs the order id', () => {
    expect(returnRequestError('', 'Damaged product')).toBe('Order ID missing. Cannot initiate return.');
    expect(returnRequestError(undefined, 'Other')).toBe('Order ID missing. Cannot initiate return.');
  });

  it('accepts a reason for an order', () => {
    expect(returnRequestError('order-1', 'Wrong item received')).toBeNull();
  });
});
