import { describe, expect, it } from 'vitest';
import { formatCardPrice, formatMrp, formatVariantPrice, offerLabel, savingsRupees } from './price-format';

describe('formatCardPrice', () => {
  it('rounds the discounted price to whole rupees and appends /-', () => {
    expect(formatCardPrice(551.65)).toBe('₹552/-');
    expect(formatCardPrice(551.49)).toBe('₹551/-');
  });

  it('groups digits the Indian way', () => {
    expect(formatCardPrice(1649.25)).toBe('₹1,649/-');
    expect(formatCardPrice(123456.7)).toBe('₹1,23,457/-');
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
  it('is the M.R.P. less the rounded card price, never negative', () => {
    expect(savingsRupees(649, 551.65)).toBe(97);
    expect(savingsRupees(349, 349)).toBe(0);
    expect(savingsRupees(100, 120)).toBe(0);
  });
});

describe('formatVariantPrice', () => {
  it('rounds like the card but leaves out /-', () => {
    expect(formatVariantPrice(1649.25)).toBe('₹1,649');
  });
});
