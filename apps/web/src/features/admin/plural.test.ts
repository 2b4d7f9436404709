import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './plural';

const ORDERS = { one: 'order', other: 'orders' };

describe('counts in the console', () => {
  it('say "1 order" and "2 orders", never "1 orders"', () => {
    expect(countOf(1, ORDERS)).toBe('1 order');
    expect(countOf(0, ORDERS)).toBe('0 orders');
    expect(countOf(2, ORDERS)).toBe('2 orders');
    expect(countOf(125000, ORDERS)).toBe('1,25,000 orders');
    expect(nounFor(1, ORDERS)).toBe('order');
  });
});
