import { describe, expect, it } from 'vitest';
import { assertSellingPrice, floorToRupee, isWholeRupees, offerPercentOf, roundToRupee, sellingPriceForOffer } from './product';

describe('offerPercentOf', () => {
  // [M.R.P., selling price, percent shown]: what the selling price takes off the M.R.P., rounded down.
  it.each([
    [64900, 54900, 15], // ₹649 → ₹549 is 15.41% off: shown as 15%, never 16%
    [69900, 59400, 15], // ₹699 → ₹594 is 15.02%
    [100000, 80000, 20], // exactly 20%
    [10000, 9901, 0], // ₹100 → ₹99.01 would be 0.99%: no offer is claimed
    [34900, 34900, 0], // no discount
    [0, 0, 0], // no M.R.P.
  ])('₹%i/100 sold at ₹%i/100 shows %i%% off', (mrp, price, percent) => {
    expect(offerPercentOf(mrp, price)).toBe(percent);
  });
});

describe('sellingPriceForOffer', () => {
  // [M.R.P., offer %, selling price]: the offer taken off the M.R.P., rounded down to a whole rupee.
  it.each([
    [64900, 15, 55100], // ₹551.65: ₹551
    [100000, 20, 80000],
    [64900, 0, 64900],
    [64950, 0, 64900], // an M.R.P. with paise and no offer: the whole rupees under it
  ])('₹%i/100 less %i%% sells at ₹%i/100', (mrp, offer, price) => {
    expect(sellingPriceForOffer(mrp, offer)).toBe(price);
  });

  it('shows the same offer from the price it gives', () => {
    expect(offerPercentOf(64900, sellingPriceForOffer(64900, 15)!)).toBe(15);
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
