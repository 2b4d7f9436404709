import { describe, expect, it } from 'vitest';
import { formatCardPrice, formatMrp, formatVariantPrice, offerLabel, savingsRupees } from './price-format';

describe('formatCardPrice', () => {
  it('shows the selling price in whole rupees and appends /-', () => {
    expect(formatCardPrice(549)).toBe('₹549/-');
  });

  it('never rounds a price away: paise, were there any, are shown as charged', () => {
    expect(formatCardPrice(551.65)).toBe('₹551.65/-');
  });

  it('groups digits the Indian way', () => {
    expect(formatCardPrice(1649)).toBe('₹1,649/-');
    expect(formatCardPrice(123457)).toBe('₹1,23,457/-');
  });

  it('shows a free product as ₹0/-', () => {
    expect(formatCardPrice(0)).toBe('₹0/-');
  });
});

describe('formatMrp', () => {
  it('prints whole rupees without decimals and keeps paise when present', () => {
    expect(formatMrp(649)).toBe('₹649');
    expect(formatMrp(2399)).toBe('₹2,399');
    expect(formatMrp(649.5)).toBe('₹649.5');
    expect(formatMrp(649.55)).toBe('₹649.55');
  });
});

describe('offerLabel', () => {
  it('reads N% OFF only when the offer is above 0', () => {
    expect(offerLabel(15)).toBe('15% OFF');
    expect(offerLabel(100)).toBe('100% OFF');
    expect(offerLabel(0)).toBeNull();
  });
});

describe('savingsRupees', () => {
  it('is the M.R.P. less the selling price in whole rupees, never more than the real saving nor negative', () => {
    expect(savingsRupees(649, 549)).toBe(100);
    expect(savingsRupees(649.5, 549)).toBe(100);
    expect(savingsRupees(349, 349)).toBe(0);
    expect(savingsRupees(100, 120)).toBe(0);
  });
});

describe('formatVariantPrice', () => {
  it('shows the price like the card but leaves out /-', () => {
    expect(formatVariantPrice(1649)).toBe('₹1,649');
  });
});
