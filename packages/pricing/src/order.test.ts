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

// Lavender 5 kg: M.R.P. ₹699 sold at ₹594; scoop: M.R.P. ₹399 sold at ₹359
const lavender = { productId: 'lavender', mrpPaise: 69900, unitPricePaise: 59400, quantity: 2 };
const scoop = { productId: 'scoop', mrpPaise: 39900, unitPricePaise: 35900, quantity: 1 };

describe('priceOrder without a coupon', () => {
  it('adds M.R.P.s, charges each unit its selling price, ships free', () => {
    const price = priceOrder([lavender, scoop]);
    expect(price.mrpTotalPaise).toBe(69900 * 2 + 39900);
    expect(price.lines.map((l) => l.unitPricePaise)).toEqual([59400, 35900]);
    expect(price.subtotalPaise).toBe(59400 * 2 + 35900);
    expect(price.productDiscountPaise).toBe(price.mrpTotalPaise - price.subtotalPaise);
    expect(price.shippingPaise).toBe(0);
    expect(price.totalPaise).toBe(154700);
  });

  it('refuses quantities that are not whole numbers of at least 1', () => {
    expect(() => priceLines([{ ...scoop, quantity: 0 }])).toThrow(RangeError);
    expect(() => priceLines([{ ...scoop, quantity: 1.5 }])).toThrow(RangeError);
  });

  it('refuses a selling price with paise, of ₹0 or above the M.R.P.', () => {
    expect(() => priceLines([{ ...scoop, unitPricePaise: 35910 }])).toThrow(RangeError);
    expect(() => priceLines([{ ...scoop, unitPricePaise: 0 }])).toThrow(RangeError);
    expect(() => priceLines([{ ...scoop, unitPricePaise: 40000 }])).toThrow(RangeError);
  });
});

describe('coupons', () => {
  it('flat: takes its amount off, capped at the amount payable', () => {
    expect(priceOrder([scoop], terms({ type: 'flat', discountAmountPaise: 10000 })).totalPaise).toBe(25900);
    const capped = priceOrder([scoop], terms({ type: 'flat', discountAmountPaise: 100000 }));
    expect(capped.couponDiscountPaise).toBe(35900);
    expect(capped.totalPaise).toBe(0);
  });

  it('flat: an amount stored with paise takes off its whole rupees', () => {
    const price = priceOrder([scoop], terms({ type: 'flat', discountAmountPaise: 10050 }));
    expect(price.couponDiscountPaise).toBe(10000);
    expect(price.totalPaise).toBe(25900);
  });

  it('percentage: a percent of the amount after product discounts, rounded to the nearest rupee', () => {
    const price = priceOrder([scoop], terms({ type: 'percentage', discountPercent: 15 }));
    // 15% of ₹359 is ₹53.85: ₹54
    expect(price.couponDiscountPaise).toBe(5400);
    expect(price.totalPaise).toBe(35900 - 5400);
    // 10% of ₹359 is ₹35.90: ₹36; 10% of ₹355 is ₹35.50: ₹36 (50 paise go up); 10% of ₹354 is ₹35.40: ₹35
    expect(priceOrder([scoop], terms({ type: 'percentage', discountPercent: 10 })).couponDiscountPaise).toBe(3600);
    const at = (rupees: number) => priceOrder([{ productId: 'p', mrpPaise: 40000, unitPricePaise: rupees * 100, quantity: 1 }], terms({ type: 'percentage', discountPercent: 10 }));
    expect(at(355).couponDiscountPaise).toBe(3600);
    expect(at(354).couponDiscountPaise).toBe(3500);
  });

  it('every coupon leaves a total of whole rupees', () => {
    const coupons: CouponTerms[] = [
      terms({ type: 'flat', discountAmountPaise: 12345 }),
      terms({ type: 'percentage', discountPercent: 7 }),
      terms({ type: 'percentage', discountPercent: 33, maxDiscountPaise: 25050 }),
      terms({ type: 'free_order', maxDiscountPaise: 100050 }),
      terms({ type: 'loyalty' }),
      terms({ type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 }),
    ];
    for (const coupon of coupons) {
      for (const cart of [[lavender], [scoop], [lavender, scoop], [{ ...lavender, quantity: 7 }, { ...scoop, quantity: 3 }]]) {
        const price = priceOrder(cart, coupon);
        expect(price.couponDiscountPaise % 100).toBe(0);
        expect(price.totalPaise % 100).toBe(0);
      }
    }
  });

  it('free_order: the whole amount', () => {
    const price = priceOrder([lavender, scoop], terms({ type: 'free_order' }));
    expect(price.couponDiscountPaise).toBe(price.subtotalPaise);
    expect(price.totalPaise).toBe(0);
  });

  it('loyalty: the cheapest item is free', () => {
    expect(priceOrder([lavender, scoop], terms({ type: 'loyalty' })).couponDiscountPaise).toBe(35900);
  });

  it('buyXgetY: no money off, the cheapest item added free once the cart holds buyQuantity units', () => {
    const coupon = terms({ type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 });
    const price = priceOrder([lavender, scoop], coupon);
    expect(price.couponDiscountPaise).toBe(0);
    expect(price.totalPaise).toBe(price.subtotalPaise);
    expect(price.freeUnits).toEqual([{ productId: 'scoop', quantity: 1, unitPricePaise: 35900 }]);
    expect(priceOrder([scoop], coupon).freeUnits).toEqual([]);
    expect(couponRefusal(coupon, priceLines([scoop]))).toEqual({ reason: 'quantity', buyQuantity: 2 });
  });

  it('buyXgetY with the stock known: the free unit comes from the cheapest item that has one beyond the cart, else the coupon is refused', () => {
    const coupon = terms({ type: 'buyXgetY', buyQuantity: 2, getQuantity: 1 });
    // The scoop (cheapest) has nothing beyond the cart: the lavender unit is given instead.
    const lavenderOnly = priceOrder([lavender, scoop], coupon, new Map([['lavender', 3], ['scoop', 0]]));
    expect(lavenderOnly.freeUnits).toEqual([{ productId: 'lavender', quantity: 1, unitPricePaise: 59400 }]);
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
    const coupon = terms({ type: 'flat', discountAmountPaise: 5000, minOrderAmountPaise: 35900 });
    expect(couponRefusal(coupon, priceLines([scoop]))).toBeNull();
    const higher = { ...coupon, minOrderAmountPaise: 35901 };
    expect(couponRefusal(higher, priceLines([scoop]))).toEqual({ reason: 'min_order', minOrderAmountPaise: 35901 });
    expect(priceOrder([scoop], higher).couponDiscountPaise).toBe(0);
  });

  it('never discounts below zero or an empty cart', () => {
    expect(couponDiscountPaise(terms({ type: 'percentage', discountPercent: 100 }), priceLines([]))).toBe(0);
    expect(priceOrder([], terms({ type: 'flat', discountAmountPaise: 500 })).totalPaise).toBe(0);
  });
});

describe('a coupon with a maximum discount', () => {
  const basket = (rupees: number) => priceLines([{ productId: 'p', mrpPaise: rupees * 100, unitPricePaise: rupees * 100, quantity: 1 }]);

  it('caps a free first order: a ₹1.1 lakh basket with a ₹1,000 cap leaves ₹1,09,000 to pay', () => {
    const free = terms({ type: 'free_order', maxDiscountPaise: 100_000 });
    expect(couponDiscountPaise(free, basket(110_000))).toBe(100_000);
    expect(priceOrder([{ productId: 'p', mrpPaise: 11_000_000, unitPricePaise: 11_000_000, quantity: 1 }], free).totalPaise).toBe(10_900_000);
    // Under the cap the order is still free.
    expect(priceOrder([{ productId: 'p', mrpPaise: 59_900, unitPricePaise: 59_900, quantity: 1 }], free).totalPaise).toBe(0);
    // Without a cap, all of it.
    expect(couponDiscountPaise(terms({ type: 'free_order' }), basket(110_000))).toBe(11_000_000);
  });

  it('caps a percentage coupon, and leaves a smaller discount alone', () => {
    const tenPercentUpTo200 = terms({ type: 'percentage', discountPercent: 10, maxDiscountPaise: 20_000 });
    expect(couponDiscountPaise(tenPercentUpTo200, basket(5_000))).toBe(20_000);
    expect(couponDiscountPaise(tenPercentUpTo200, basket(1_500))).toBe(15_000);
    // A cap stored with paise counts as its whole rupees.
    expect(couponDiscountPaise({ ...tenPercentUpTo200, maxDiscountPaise: 20_050 }, basket(5_000))).toBe(20_000);
  });

  it('never applies to other types', () => {
    expect(couponDiscountPaise(terms({ type: 'flat', discountAmountPaise: 50_000, maxDiscountPaise: 100 }), basket(1_000))).toBe(50_000);
  });
});
