import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/public';
import { checkoutSummary } from './checkout-summary';
import { BUY2GET1, CLUMP10, FIRSTFREE, LOYALTY6, PURR100 } from './test-fixtures';

function item(id: string, quantity: number, price: number, finalPrice: number, offer: number): CartItem {
  return {
    _id: id,
    quantity,
    productId: { _id: `p-${id}`, productName: `Product ${id}`, price, finalPrice, offer, weight: '5 kg', fragrance: 'Rose' },
  };
}

// M.R.P. ₹649 sold at ₹549 a unit; M.R.P. ₹1,199 sold at ₹949.
const small = item('small', 1, 649, 549, 15);
const big = item('big', 1, 1199, 949, 20);

describe('checkout summary maths', () => {
  it('without a coupon: subtotal (M.R.P.), discount, no coupon discount, total', () => {
    const { price, freeLines, refusal, couponBaseRupees } = checkoutSummary([small, big], null);
    expect(price.mrpTotalPaise).toBe(184800);
    expect(price.productDiscountPaise).toBe(10000 + 25000);
    expect(price.couponDiscountPaise).toBe(0);
    expect(price.totalPaise).toBe(54900 + 94900);
    expect(freeLines).toEqual([]);
    expect(refusal).toBeNull();
    expect(couponBaseRupees).toBe(1498);
  });

  it('flat ₹100 off from ₹999', () => {
    expect(checkoutSummary([small, big], PURR100).price).toMatchObject({ couponDiscountPaise: 10000, totalPaise: 149800 - 10000 });
    const below = checkoutSummary([small], PURR100);
    expect(below.price.couponDiscountPaise).toBe(0);
    expect(below.refusal).toEqual({ reason: 'min_order', minOrderAmountPaise: 99900 });
  });

  it('percentage of the amount after product discounts, to the nearest rupee', () => {
    // 10% of ₹1,498 is ₹149.80: ₹150.
    expect(checkoutSummary([small, big], CLUMP10).price).toMatchObject({ couponDiscountPaise: 15000, totalPaise: 149800 - 15000 });
  });

  it('free_order takes the whole amount up to its cap; total never below 0', () => {
    expect(checkoutSummary([small, big], { ...FIRSTFREE, maxDiscountAmount: null }).price).toMatchObject({ couponDiscountPaise: 149800, totalPaise: 0 });
    // FIRSTFREE is free up to ₹1,000: the rest of a ₹1,498 bag is paid.
    expect(checkoutSummary([small, big], FIRSTFREE).price).toMatchObject({ couponDiscountPaise: 100000, totalPaise: 49800 });
  });

  it('loyalty takes the cheapest unit', () => {
    expect(checkoutSummary([small, big], LOYALTY6).price.couponDiscountPaise).toBe(54900);
  });

  it('buyXgetY takes nothing off but adds the cheapest unit as a free line', () => {
    const summary = checkoutSummary([small, big], BUY2GET1);
    expect(summary.price.couponDiscountPaise).toBe(0);
    expect(summary.price.totalPaise).toBe(149800);
    expect(summary.freeLines).toEqual([{ productId: 'p-small', name: 'Product small', quantity: 1, unitPricePaise: 54900 }]);
  });

  it('buyXgetY below its buy quantity adds nothing and says why', () => {
    const summary = checkoutSummary([big], BUY2GET1);
    expect(summary.freeLines).toEqual([]);
    expect(summary.refusal).toEqual({ reason: 'quantity', buyQuantity: 2 });
  });
});
