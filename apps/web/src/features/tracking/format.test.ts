import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, itemName, orNotAvailable } from './format';
import { formatRupees } from '../../lib/money';
import { itemSummary } from './order-summary';

describe('formatting', () => {
  it('shows rupees with two decimals', () => {
    expect(formatRupees(1649.25)).toBe('₹1,649.25');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(551.6)).toBe('₹551.60');
  });

  it("reads times in India's time zone", () => {
    expect(formatDate('2025-06-10T20:00:00.000Z')).toBe('11 Jun 2025');
    expect(formatDateTime('2025-06-10T04:00:00.000Z')).toMatch(/^10 Jun 2025, 9:30\sam$/);
    expect(formatDate(null)).toBe('N/A');
  });

  it("shows 'N/A' and 'Unnamed Product' for missing values", () => {
    expect(orNotAvailable(null)).toBe('N/A');
    expect(orNotAvailable('  ')).toBe('N/A');
    expect(orNotAvailable('SR123')).toBe('SR123');
    expect(itemName(null)).toBe('Unnamed Product');
    expect(itemName('')).toBe('Unnamed Product');
    expect(itemName('Rose 5 kg')).toBe('Rose 5 kg');
  });

  it('summarises the items of an order', () => {
    expect(itemSummary([{ name: 'Rose 5 kg', quantity: 2 }])).toBe('Rose 5 kg × 2');
    expect(
      itemSummary([
        { name: 'Rose 5 kg', quantity: 2 },
        { name: 'Scoop', quantity: 1 },
        { name: 'Lavender 5 kg', quantity: 1 },
        { name: 'Mat', quantity: 1 },
      ]),
    ).toBe('Rose 5 kg × 2, Scoop × 1 and 2 more');
  });
});
