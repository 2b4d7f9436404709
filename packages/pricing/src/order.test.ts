import { describe, expect, it } from 'vitest';
import { couponDiscountPaise, couponRefusal, priceLines, priceOrder, type CouponTerms } from './order';

const terms = (t: Partial<CouponTerms> & Pick<CouponTerms, 'type'>): CouponTerms => ({
  discountAmountPaise: 0,
  discountPercent: 0,
  minOrderAmountPaise: 0,
  buyQuantity: 0,
  getQuantity: 0,
  maxDiscountPaise: null,
  ...t,
});

// Lavender 5 kg: M.R.P. ₹699 less 15% = ₹594.15; scoop: ₹399 less 10% = ₹359.10
const lavender = { productId: 'lavender', mrpPaise: 69900, offerPercent: 15, quantity: 2 };
const scoop = { productId: 'scoop', mrpPaise: 39900, offerPercent: 10, quantity: 1 };

describe('priceOrder without a coupon', () => {
  it('adds M.R.P.s, takes off the product offers, ships free', () => {
    const price = priceOrder([lavender, scoop]);
    expect(price.mrpTotalPaise).toBe(69900 * 2 + 39900);
    expect(price.subtotalPaise).toBe(59415 * 2 + 35910);
    expect(price.productDiscountPaise).toBe(price.mrpTotalPaise - price.subtotalPaise);
    expect(price.shippingPaise).toBe(0);
    expect(price.totalPaise).toBe(154740);
  });

  it('refuses quantities that are not whole numbers of at least 1', () => {
    expect(() => priceLines([{ ...scoop, quantity: 0 }])).toThrow(RangeError);
    expect(() => priceLines([{ ...scoop, quantity: 1.5 }])).toThrow(RangeError);
  });
});

describe('coupons', () => {
  it('flat: takes its amount off, capped at the amount payable', () => {
    expect(priceOrder([scoop], terms({ type: 'flat', discountAmountPaise: 10000 })).totalPaise).toBe(25910);
    const capped = priceOrder([scoop], terms({ type: 'flat', discountAmountPaise: 100000 }));
    expect(capped.couponDiscountPaise).toBe(35910);
    expect(capped.totalPaise).toBe(0);
  });

  it('percentage: a percent of the amount after product discounts, rounded to the paisa', () => {
    const price = priceOrder([scoop], terms({ type: 'percentage', discountPercent: 15 }));
    // 15% of 35910 paise is 5386.5 paise
    expect(price.couponDiscountPaise).toBe(5387);
    expect(price.totalPaise).toBe(35910 - 5387);
  });

  it('free_order: the whole amount', () => {
    const price = priceOrder([lavender, scoop], terms({ type: 'free_order' }));
    expect(price.couponDiscountPaise).toBe(price.subtotalPaise);
    expect(price.totalPaise).toBe(0);
  });

  it('loyalty: the cheapest item is free', () => {
    expect(priceOrder([lavender, scoop], terms({ type: 'loyalty' })).couponDiscountPaise).toBe(35910);
  });

  it('buyXgetY: no money off, the cheapest item added free once the cart holds buyQuantity units', () => {
    const coupon = terms({ type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 });
    const price = priceOrder([lavender, scoop], coupon);
    expect(price.couponDiscountPaise).toBe(0);
    expect(price.totalPaise).toBe(price.subtotalPaise);
    expect(price.freeUnits).toEqual([{ productId: 'scoop', quantity: 1, unitPricePaise: 35910 }]);
    expect(priceOrder([scoop], coupon).freeUnits).toEqual([]);
    expect(couponRefusal(coupon, priceLines([scoop]))).toEqual({ reason: 'quantity', buyQuantity: 2 });
  });

  it('buyXgetY with the stock known: the free unit comes from the cheapest item that has one beyond the cart, else the coupon is refused', () => {
    const coupon = terms({ type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 });
    // The scoop (cheapest) has nothing beyond the cart: the lavender unit is given instead.
    const lavenderOnly = priceOrder([lavender, scoop], coupon, new Map([['lavender', 3], ['scoop', 0]]));
    expect(lavenderOnly.freeUnits).toEqual([{ productId: 'lavender', quantity: 1, unitPricePaise: 59415 }]);
    // Both have a spare unit: the cheapest, as without the stock.
    expect(priceOrder([lavender, scoop], coupon, new Map([['lavender', 1], ['scoop', 1]])).freeUnits[0]?.productId).toBe('scoop');
    // Neither has one: refused, with no free unit and no money taken off.
    const none = new Map([['lavender', 0], ['scoop', 0]]);
    expect(couponRefusal(coupon, priceLines([lavender, scoop]), none)).toEqual({ reason: 'free_stock', getQuantity: 1 });
    const refused = priceOrder([lavender, scoop], coupon, none);
    expect(refused.freeUnits).toEqual([]);
    expect(refused.totalPaise).toBe(refused.subtotalPaise);
    // Two free units need two spare ones.
    const two = terms({ type: 'buyXgetY', buyQuantity: 2, getQuantity: 2 });
    expect(couponRefusal(two, priceLines([lavender]), new Map([['lavender', 1]]))).toEqual({ reason: 'free_stock', getQuantity: 2 });
  });

  it('a minimum order amount is measured after product discounts, inclusive', () => {
    const coupon = terms({ type: 'flat', discountAmountPaise: 5000, minOrderAmountPaise: 35910 });
    expect(couponRefusal(coupon, priceLines([scoop]))).toBeNull();
    const higher = { ...coupon, minOrderAmountPaise: 35911 };
    expect(couponRefusal(higher, priceLines([scoop]))).toEqual({ reason: 'min_order', minOrderAmountPaise: 35911 });
    expect(priceOrder([scoop], higher).couponDiscountPaise).toBe(0);
  });

  it('never discounts below zero or an empty cart', () => {
    expect(couponDiscountPaise(terms({ type: 'percentage', discountPercent: 100 }), priceLines([]))).toBe(0);
    expect(priceOrder([], terms({ type: 'flat', discountAmountPaise: 500 })).totalPaise).toBe(0);
  });
});

describe('a coupon with a maximum discount', () => {
  const basket = (rupees: number) => priceLines([{ productId: 'p', mrpPaise: rupees * 100, offerPercent: 0, quantity: 1 }]);

  it('caps a free first order: a ₹1.1 lakh basket with a ₹1,000 cap leaves ₹1,09,000 to pay', () => {
    const free = terms({ type: 'free_order', maxDiscountPaise: 100_000 });
    expect(couponDiscountPaise(free, basket(110_000))).toBe(100_000);
    expect(priceOrder([{ productId: 'p', mrpPaise: 11_000_000, offerPercent: 0, quantity: 1 }], free).totalPaise).toBe(10_900_000);
    // Under the cap the order is still free.
    expect(priceOrder([{ productId: 'p', mrpPaise: 59_900, offerPercent: 0, quantity: 1 }], free).totalPaise).toBe(0);
    // Without a cap, all of it.
    expect(couponDiscountPaise(terms({ type: 'free_order' }), basket(110_000))).toBe(11_000_000);
  });

  it('caps a percentage coupon, and leaves a smaller discount alone', () => {
    const tenPercentUpTo200 = terms({ type: 'percentage', discountPercent: 10, maxDiscountPaise: 20_000 });
    expect(couponDiscountPaise(tenPercentUpTo200, basket(5_000))).toBe(20_000);
    expect(couponDiscountPaise(tenPercentUpTo200, basket(1_500))).toBe(15_000);
  });

  it('never applies to other types', () => {
    expect(couponDiscountPaise(terms({ type: 'flat', discountAmountPaise: 50_000, maxDiscountPaise: 100 }), basket(1_000))).toBe(50_000);
  });
});
