import { describe, expect, it } from 'vitest';
import {
  announcesRemoval,
  appliedBecause,
  autoCouponAction,
  cashOnDeliveryCoupon,
  couponTermsOf,
  isCodIncompatible,
} from './coupon-rules';
import { BUY2GET1, CLUMP10, FIRSTFREE, LOYALTY6, PURR100, SEEDED, coupon } from './test-fixtures';

const base = { coupons: SEEDED, priorOrders: 3, applied: null, cartQuantity: 1 };

describe('coupon auto-application (SPEC.md §4)', () => {
  describe('first order free', () => {
    it('applies the active free_order coupon for a customer with zero prior orders and none applied', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0 })).toEqual({ kind: 'apply', coupon: FIRSTFREE, reason: 'first_order' });
    });

    it('is not offered by itself when the server said it would refuse it (no verified phone, or the person had it)', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0, firstOrderOffer: false })).toBeNull();
      expect(autoCouponAction({ ...base, priorOrders: 0, firstOrderOffer: true })).toMatchObject({ coupon: FIRSTFREE });
    });

    it('wins over buyXgetY when both could apply', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0, cartQuantity: 3 })).toMatchObject({ coupon: FIRSTFREE });
    });

    it('does nothing once the customer has ordered, or while the count is unknown', () => {
      expect(autoCouponAction({ ...base, priorOrders: 1 })).toBeNull();
      expect(autoCouponAction({ ...base, priorOrders: null })).toBeNull();
    });

    it('does not replace a coupon already applied', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0, applied: PURR100 })).toBeNull();
    });

    it('needs an active free_order coupon', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0, coupons: [PURR100] })).toBeNull();
      expect(autoCouponAction({ ...base, priorOrders: 0, coupons: [{ ...FIRSTFREE, isActive: false }] })).toBeNull();
    });
  });

  describe('buy X get Y', () => {
    it('is applied once the cart reaches its buy quantity', () => {
      expect(autoCouponAction({ ...base, cartQuantity: 1 })).toBeNull();
      expect(autoCouponAction({ ...base, cartQuantity: 2 })).toEqual({ kind: 'apply', coupon: BUY2GET1, reason: 'buy_x_get_y' });
    });

    it('replaces a flat, percentage or loyalty coupon, but not a free_order or buyXgetY one', () => {
      for (const applied of [PURR100, CLUMP10, LOYALTY6]) {
        expect(autoCouponAction({ ...base, cartQuantity: 2, applied })).toMatchObject({ kind: 'apply', coupon: BUY2GET1 });
      }
      expect(autoCouponAction({ ...base, cartQuantity: 2, applied: FIRSTFREE })).toBeNull();
      expect(autoCouponAction({ ...base, cartQuantity: 5, applied: BUY2GET1 })).toBeNull();
    });

    it('is removed when the quantity falls below its buy quantity', () => {
      expect(autoCouponAction({ ...base, cartQuantity: 1, applied: BUY2GET1 })).toEqual({ kind: 'remove', coupon: BUY2GET1, restore: null });
      expect(autoCouponAction({ ...base, cartQuantity: 0, applied: BUY2GET1 })).toEqual({ kind: 'remove', coupon: BUY2GET1, restore: null });
    });

    it('gives the customer’s own coupon back when it goes', () => {
      expect(autoCouponAction({ ...base, cartQuantity: 1, applied: BUY2GET1, chosen: CLUMP10 })).toEqual({ kind: 'remove', coupon: BUY2GET1, restore: CLUMP10 });
    });

    it('stands in for the customer’s own coupon without forgetting it', () => {
      // The chosen coupon is kept in the store; the rule only applies BUY2GET1 over it.
      expect(autoCouponAction({ ...base, cartQuantity: 2, applied: CLUMP10, chosen: CLUMP10 })).toMatchObject({ kind: 'apply', coupon: BUY2GET1 });
    });

    it('an inactive one is never applied', () => {
      expect(autoCouponAction({ ...base, cartQuantity: 2, coupons: [{ ...BUY2GET1, isActive: false }] })).toBeNull();
    });
  });

  it('does not try again a code the server refused in this visit', () => {
    expect(autoCouponAction({ ...base, priorOrders: 0, refused: new Set(['FIRSTFREE']) })).toBeNull();
    expect(autoCouponAction({ ...base, cartQuantity: 2, refused: new Set(['BUY2GET1']) })).toBeNull();
  });

  it('applies nothing to an empty cart', () => {
    expect(autoCouponAction({ ...base, priorOrders: 0, cartQuantity: 0 })).toBeNull();
  });

  it('settles: after applying, the same inputs ask for nothing more', () => {
    expect(autoCouponAction({ ...base, priorOrders: 0, applied: FIRSTFREE, cartQuantity: 4 })).toBeNull();
    expect(autoCouponAction({ ...base, applied: BUY2GET1, cartQuantity: 2 })).toBeNull();
  });
});

describe('manual removal (SPEC.md §4)', () => {
  it('says Coupon removed, except for buyXgetY, or free_order for a customer with zero prior orders', () => {
    expect(announcesRemoval(PURR100, 0)).toBe(true);
    expect(announcesRemoval(CLUMP10, 2)).toBe(true);
    expect(announcesRemoval(BUY2GET1, 2)).toBe(false);
    expect(announcesRemoval(FIRSTFREE, 0)).toBe(false);
    expect(announcesRemoval(FIRSTFREE, 1)).toBe(true);
  });
});

describe('coupon helpers', () => {
  // Which types COD refuses is the server's rule (tested with the API); the storefront goes by its answer.
  it('free_order, buyXgetY and loyalty, or any coupon marked so, cannot go with COD: as the server says', () => {
    expect(isCodIncompatible(FIRSTFREE)).toBe(true);
    expect(isCodIncompatible(BUY2GET1)).toBe(true);
    expect(isCodIncompatible(LOYALTY6)).toBe(true);
    expect(isCodIncompatible(PURR100)).toBe(false);
    expect(isCodIncompatible(coupon({ code: 'X', type: 'flat', notValidForCOD: true, paymentMethods: ['ONLINE'] }))).toBe(true);
    // The answer decides, whatever the type.
    expect(isCodIncompatible({ ...BUY2GET1, paymentMethods: ['COD', 'ONLINE'] })).toBe(false);
  });

  it('turns rupee terms into paise', () => {
    expect(couponTermsOf(PURR100)).toEqual({ type: 'flat', discountAmountPaise: 10000, discountPercent: 0, maxDiscountPaise: null, minOrderAmountPaise: 99900, buyQuantity: 0, getQuantity: 0 });
    expect(couponTermsOf(FIRSTFREE).maxDiscountPaise).toBe(100000);
  });
});

describe('why a coupon is applied', () => {
  it('the customer’s pick, the first order, or the units in the bag', () => {
    expect(appliedBecause(CLUMP10, CLUMP10, 2, 3)).toBe('chosen');
    expect(appliedBecause(BUY2GET1, CLUMP10, 2, 3)).toBe('buy_x_get_y');
    expect(appliedBecause(FIRSTFREE, null, 0, 1)).toBe('first_order');
    // Picked by hand by a returning customer, or a BUY2GET1 the bag no longer reaches: the customer's to remove.
    expect(appliedBecause(BUY2GET1, BUY2GET1, 2, 3)).toBe('chosen');
    expect(appliedBecause(BUY2GET1, null, 2, 1)).toBe('chosen');
  });
});

describe('the coupon a Cash on Delivery order carries', () => {
  it('the applied one when COD takes it', () => {
    expect(cashOnDeliveryCoupon(CLUMP10, CLUMP10, true)).toBe(CLUMP10);
  });

  it('the customer’s own coupon when the automatic one cannot go with COD', () => {
    expect(cashOnDeliveryCoupon(BUY2GET1, CLUMP10, true)).toBe(CLUMP10);
    expect(cashOnDeliveryCoupon(BUY2GET1, CLUMP10, false)).toBeNull();
    expect(cashOnDeliveryCoupon(BUY2GET1, LOYALTY6, true)).toBeNull();
  });

  it('none when nothing COD takes is left', () => {
    expect(cashOnDeliveryCoupon(FIRSTFREE, null, false)).toBeNull();
    expect(cashOnDeliveryCoupon(null, null, false)).toBeNull();
  });
});
