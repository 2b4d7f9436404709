import { describe, expect, it } from 'vitest';
import { ordersRemaining, stampCount, stamps } from './loyalty-progress';
import { LOYALTY_TEXT } from './texts';

describe('loyalty progress', () => {
  it.each([
    [0, '0/6', 'Complete 6 more orders to get a free product'],
    [2, '2/6', 'Complete 4 more orders to get a free product'],
    [5, '5/6', 'Complete 1 more orders to get a free product'],
  ])('%i delivered orders read %s and "%s"', (count, fraction, remaining) => {
    expect(LOYALTY_TEXT.progress(stampCount(count))).toBe(fraction);
    expect(LOYALTY_TEXT.remaining(ordersRemaining(count))).toBe(remaining);
  });

  it('stops at the target', () => {
    expect(stampCount(9)).toBe(6);
    expect(ordersRemaining(6)).toBe(0);
    expect(stampCount(-1)).toBe(0);
  });

  it('fills one paw per counted order', () => {
    expect(stamps(0)).toEqual([false, false, false, false, false, false]);
    expect(stamps(2)).toEqual([true, true, false, false, false, false]);
    expect(stamps(6).every(Boolean)).toBe(true);
  });
});
