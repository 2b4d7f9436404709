import { RETURN_WINDOW_DAYS } from '@shop/contract/constants';
import { describe, expect, it } from 'vitest';
import { canShowReturn, isReturnWindowOpen, returnRequestError } from './return-rules';

const DAY = 24 * 3600 * 1000;
const deliveredAt = '2025-06-10T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(deliveredAt) + ms);

describe('isReturnWindowOpen', () => {
  it('is open right after delivery and up to exactly 4 days later', () => {
    expect(RETURN_WINDOW_DAYS).toBe(4);
    expect(isReturnWindowOpen(deliveredAt, at(0))).toBe(true);
    expect(isReturnWindowOpen(deliveredAt, at(3 * DAY))).toBe(true);
    expect(isReturnWindowOpen(deliveredAt, at(4 * DAY))).toBe(true);
  });

  it('closes after 4 days', () => {
    expect(isReturnWindowOpen(deliveredAt, at(4 * DAY + 1000))).toBe(false);
    expect(isReturnWindowOpen(deliveredAt, at(10 * DAY))).toBe(false);
  });

  it('is closed without a delivery date', () => {
    expect(isReturnWindowOpen(null, at(0))).toBe(false);
    expect(isReturnWindowOpen('not a date', at(0))).toBe(false);
  });
});

describe('canShowReturn', () => {
  const delivered = { statusCode: 'delivered' as const, deliveredAt, canReturn: true };

  it('shows the button for a delivered order within the window', () => {
    expect(canShowReturn(delivered, at(DAY))).toBe(true);
  });

  it('hides it once the window has closed, even if the server still said yes', () => {
    expect(canShowReturn(delivered, at(5 * DAY))).toBe(false);
  });

  it('hides it when the server says no (a return was already asked for)', () => {
    expect(canShowReturn({ ...delivered, canReturn: false }, at(DAY))).toBe(false);
  });

  it.each(['placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'cancelled'] as const)('hides it for a %s order', (statusCode) => {
    expect(canShowReturn({ statusCode, deliveredAt: null, canReturn: true }, at(0))).toBe(false);
  });
});

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
