import { describe, expect, it } from 'vitest';
import { cardPriceRupees, discountedPricePaise } from './product';

describe('discountedPricePaise', () => {
  it('takes the offer percent off the M.R.P.', () => {
    expect(discountedPricePaise(100000, 20)).toBe(80000);
    expect(discountedPricePaise(64900, 0)).toBe(64900);
    expect(discountedPricePaise(64900, 100)).toBe(0);
  });

  it('rounds to the nearest paisa, half up', () => {
    // 999 paise less 15% is 849.15 paise
    expect(discountedPricePaise(999, 15)).toBe(849);
    // 150 paise less 33% is 100.5 paise
    expect(discountedPricePaise(150, 33)).toBe(101);
  });

  it('refuses offers outside 0 to 100 and fractional percents', () => {
    expect(() => discountedPricePaise(1000, -1)).toThrow(RangeError);
    expect(() => discountedPricePaise(1000, 101)).toThrow(RangeError);
    expect(() => discountedPricePaise(1000, 12.5)).toThrow(RangeError);
  });
});

describe('cardPriceRupees', () => {
  it('rounds to a whole rupee for the card', () => {
    expect(cardPriceRupees(551.65)).toBe(552);
    expect(cardPriceRupees(551.49)).toBe(551);
  });
});
