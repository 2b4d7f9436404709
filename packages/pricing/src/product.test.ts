import { describe, expect, it } from 'vitest';
import { assertSellingPrice, floorToRupee, isWholeRupees, offerPercentOf, roundToRupee, sellingPriceForOffer } from './product';

describe('offerPercentOf', () => {
  it('shows what the selling price takes off the M.R.P., rounded down', () => {
    // ₹649 → ₹549 is 15.41% off: shown as 15%, never 16%
    expect(offerPercentOf(64900, 54900)).toBe(15);
    // ₹699 → ₹594 is 15.02%
    expect(offerPercentOf(69900, 59400)).toBe(15);
    // ₹1,000 → ₹800 is exactly 20%
    expect(offerPercentOf(100000, 80000)).toBe(20);
    // ₹100 → ₹99.01 would be 0.99%: no offer is claimed
    expect(offerPercentOf(10000, 9901)).toBe(0);
  });

  it('is 0 without a discount or without an M.R.P.', () => {
    expect(offerPercentOf(34900, 34900)).toBe(0);
    expect(offerPercentOf(0, 0)).toBe(0);
  });
});

describe('sellingPriceForOffer', () => {
  it('takes the offer off the M.R.P. and rounds down to a whole rupee', () => {
    // ₹649 less 15% is ₹551.65: ₹551, and the offer shown from it is still 15%
    expect(sellingPriceForOffer(64900, 15)).toBe(55100);
    expect(offerPercentOf(64900, 55100)).toBe(15);
    expect(sellingPriceForOffer(100000, 20)).toBe(80000);
    expect(sellingPriceForOffer(64900, 0)).toBe(64900);
    // An M.R.P. with paise and no offer: the whole rupees under it
    expect(sellingPriceForOffer(64950, 0)).toBe(64900);
  });

  it('never goes below ₹1, and has no answer under an M.R.P. of ₹1', () => {
    expect(sellingPriceForOffer(64900, 100)).toBe(100);
    expect(sellingPriceForOffer(99, 0)).toBeNull();
  });

  it('refuses offers outside 0 to 100 and fractional percents', () => {
    expect(() => sellingPriceForOffer(1000, -1)).toThrow(RangeError);
    expect(() => sellingPriceForOffer(1000, 101)).toThrow(RangeError);
    expect(() => sellingPriceForOffer(1000, 12.5)).toThrow(RangeError);
  });
});

describe('whole rupees', () => {
  it('tells whole rupees from paise', () => {
    expect(isWholeRupees(54900)).toBe(true);
    expect(isWholeRupees(0)).toBe(true);
    expect(isWholeRupees(55165)).toBe(false);
    expect(isWholeRupees(0.5)).toBe(false);
  });

  it('rounds down, or to the nearest rupee with 50 paise going up', () => {
    expect(floorToRupee(55199)).toBe(55100);
    expect(roundToRupee(55149)).toBe(55100);
    expect(roundToRupee(55150)).toBe(55200);
  });

  it('accepts a selling price of whole rupees from ₹1 up to the M.R.P.', () => {
    expect(() => assertSellingPrice(64900, 54900)).not.toThrow();
    expect(() => assertSellingPrice(64900, 64900)).not.toThrow();
    expect(() => assertSellingPrice(64900, 55165)).toThrow(RangeError);
    expect(() => assertSellingPrice(64900, 65000)).toThrow(RangeError);
    expect(() => assertSellingPrice(64900, 0)).toThrow(RangeError);
  });
});
